import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { pageOfImage } from "~/lib/share-cards";
import { shareImage } from "~/lib/share-image.server";

/** Share images change only when the database is rebuilt: browsers and CDNs keep them a day, and a week stale. */
const LONG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra },
  });

/** `/og/{page path}.png`: the page's 1200x630 share image (see app/lib/share-cards.ts). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const target = pageOfImage(params["*"] ?? "");
  if (!target) return plain(404, "Not found.");
  try {
    const result = await shareImage(
      context.api,
      context.site,
      target.kind,
      target.ids,
      new URL(request.url).search,
    );
    if ("busy" in result) return plain(503, "Busy: try again shortly.", { "Retry-After": "5" });
    return new Response(new Uint8Array(result.png), {
      headers: {
        "Content-Type": "image/png",
        "Cache-Control": LONG_CACHE,
        "Content-Length": String(result.png.length),
      },
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return plain(404, "Not found.");
    throw error;
  }
}
