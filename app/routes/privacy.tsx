import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage, LegalSection } from "~/components/legal/LegalPage";
import { legalHeaders, legalLoader } from "~/components/legal/legal-route";
import { pageTitle } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Privacy Policy");
export const headers = legalHeaders;
export const loader = legalLoader;

export default function Privacy() {
  const { siteName, email } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Privacy Policy" updated="November 1, 2026">
      <LegalSection title="Who we are">
        <p>
          {siteName} is part of a family of public, read-only sports history sites. There are no accounts: you
          can use every page anonymously.
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <p>
          Our servers keep standard request logs (address, browser, page and time) for security and to keep
          the service running; they are deleted after 30 days. We store a few preferences in cookies on your
          device, described in our Cookie Policy. We do not sell personal information.
        </p>
      </LegalSection>
      <LegalSection title="Children">
        <p>
          The sites are not directed to children under 13, and we do not knowingly collect their personal
          information.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can delete or block cookies in your browser at any time; the sites keep working without them.
        </p>
      </LegalSection>
      <LegalContact about="privacy" email={email} />
    </LegalPage>
  );
}
