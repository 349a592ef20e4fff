/** The route exports the legal pages share (privacy, terms, cookies). */
import type { LoaderFunctionArgs } from "@remix-run/node";

/** The legal pages' Cache-Control: they change only with a release. */
export const legalHeaders = () => ({ "Cache-Control": "public, max-age=3600" });

/** What the privacy and terms pages print of the site: its name and the contact address. */
export function legalLoader({ context }: LoaderFunctionArgs) {
  return { siteName: context.site.name, email: context.settings.contactEmail };
}
