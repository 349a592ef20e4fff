import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { SiteConfig } from "~/site/sites";
import { logoWidth } from "~/site/logo";
import * as s from "./shell.css";

/** The site logo; if the image fails to load it is hidden and a text-and-icon title stands in. */
export function Brand({ site }: { site: Pick<SiteConfig, "name" | "logoUrl"> }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // The error may fire before hydration attaches onError; check once after mount.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Link to="/" className={s.brand} viewTransition aria-label={`${site.name} home`}>
      {failed ? (
        <>
          <span className={s.brandIcon} aria-hidden="true">
            <TrophyIcon />
          </span>
          <span>{site.name}</span>
        </>
      ) : (
        <>
          <span className={s.brandDark}>
            <span className={s.brandIcon} aria-hidden="true">
              <TrophyIcon />
            </span>
            <span>{site.name}</span>
          </span>
          <img
            ref={img}
            src={site.logoUrl}
            alt={site.name}
            className={s.brandLogo}
            width={logoWidth(site.name)}
            height={40}
            onError={() => setFailed(true)}
          />
        </>
      )}
    </Link>
  );
}

export function TrophyIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </svg>
  );
}
