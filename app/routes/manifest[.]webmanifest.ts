import type { LoaderFunctionArgs } from "@remix-run/node";
import { themeColor } from "~/site/theme";

/** The per-site web app manifest. */
export function loader({ context }: LoaderFunctionArgs) {
  const { site } = context;
  const manifest = {
    name: site.name,
    short_name: site.name.replace(/ History$/, ""),
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: themeColor(site.theme),
    icons: [
      { src: site.faviconUrl ?? "/favicon.ico", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: site.appleTouchIconUrl, sizes: "180x180", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
      Vary: "Host",
    },
  });
}
