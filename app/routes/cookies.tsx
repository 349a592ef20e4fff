import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CookieKindsTable, CookiesSetTable } from "~/components/legal/CookieTables";
import { LegalContact, LegalPage, LegalSection } from "~/components/legal/LegalPage";
import { legalHeaders } from "~/components/legal/legal-route";
import { lifetimeText, PRODUCT_COOKIES } from "~/site/preferences.server";
import { describedPage } from "~/site/meta";

export const meta = describedPage(
  "Cookie Policy",
  "The cookies the championship history sites set, what each is for and how long it lasts, and how to manage them.",
);
export const headers = legalHeaders;

export function loader({ context }: LoaderFunctionArgs) {
  return {
    email: context.settings.contactEmail,
    cookies: PRODUCT_COOKIES.map((c) => ({
      name: c.name,
      kind: c.kind,
      purpose: c.purpose,
      lifetime: lifetimeText(c.maxAge),
    })),
  };
}

export default function Cookies() {
  const { email, cookies } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Cookie Policy" updated="November 1, 2026">
      <LegalSection title="What cookies are">
        <p>Cookies are small text files a site stores in your browser. We use as few as we can.</p>
      </LegalSection>
      <LegalSection title="The cookies we use">
        <CookieKindsTable />
      </LegalSection>
      <LegalSection title="Cookies these sites set">
        <p>
          These are all the cookies the sites set today. All are first-party and HTTP-only (scripts cannot
          read them), essential or functional; none is used for analytics or marketing, and nothing is shared
          with third parties.
        </p>
        <CookiesSetTable cookies={cookies} />
      </LegalSection>
      <LegalSection title="Managing cookies">
        <p>
          You can block or delete cookies in your browser settings. Blocking essential cookies means your
          choices are not remembered.
        </p>
      </LegalSection>
      <LegalContact about="cookies" email={email} />
    </LegalPage>
  );
}
