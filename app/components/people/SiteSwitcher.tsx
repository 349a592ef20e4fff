import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import * as s from "./people.css";

/** Links to the same directory on every site of the family (the hub and the eight sport sites). */
export function SiteSwitcher({ path, label }: { path: string; label: string }) {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) return null;
  const sites = [{ key: "hub", name: "All Sports", url: root.hubUrl }, ...root.network];
  const current = root.site.key;
  return (
    <nav aria-label={label} className={s.switcher}>
      {sites.map((site) => (
        <a
          key={site.key}
          href={`${site.url.replace(/\/$/, "")}${path}`}
          className={s.switchLink}
          aria-current={site.key === current ? "page" : undefined}
        >
          {site.name}
        </a>
      ))}
    </nav>
  );
}
