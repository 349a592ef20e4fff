import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { SiteConfig } from "~/site/sites";
import { logoWidth } from "~/site/logo";
import { Icon } from "~/components/ui/Icon";
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
            <Icon name="trophy" size={20} />
          </span>
          <span className={s.brandName}>{site.name}</span>
        </>
      ) : (
        <>
          <span className={s.brandDark}>
            <span className={s.brandIcon} aria-hidden="true">
              <Icon name="trophy" size={20} />
            </span>
            <span className={s.brandName}>{site.name}</span>
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
