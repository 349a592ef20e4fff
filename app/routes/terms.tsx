import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataSources } from "~/components/legal/DataSources";
import { LegalContact, LegalPage, LegalSection } from "~/components/legal/LegalPage";
import { legalHeaders, legalLoader } from "~/components/legal/legal-route";
import { pageTitle } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Terms of Service");
export const headers = legalHeaders;
export const loader = legalLoader;

export default function Terms() {
  const { siteName, email } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Terms of Service" updated="November 1, 2026">
      <LegalSection title="Acceptance of these terms">
        <p>
          By using {siteName} and its sister sites you agree to these terms. If you do not agree, please do
          not use the sites.
        </p>
      </LegalSection>
      <LegalSection title="Eligibility">
        <p>You must be at least 13 years old to use the sites.</p>
      </LegalSection>
      <LegalSection title="Free tier and premium subscriptions">
        <p>
          The sites are free to read. We may offer premium subscriptions with additional features. Premium
          subscriptions renew automatically at the end of each billing period until you cancel; you can cancel
          at any time and keep access until the end of the period you have paid for.
        </p>
      </LegalSection>
      <LegalSection title="Use of the content">
        <p>
          You may read, link to and share pages for personal, non-commercial use. Data drawn from open
          datasets remains under its own licence, listed below; where a licence allows reuse (for example CC
          BY-SA), that licence applies.
        </p>
      </LegalSection>
      <LegalSection title="Accuracy">
        <p>
          We check our facts carefully, but statistics and histories are provided as they are, without
          warranty. Please tell us about any error at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
      <LegalSection title="Governing law">
        <p>
          These terms are governed by the laws of the State of Delaware, United States, without regard to
          conflict-of-law rules.
        </p>
      </LegalSection>
      <LegalSection title="Arbitration and class-action waiver">
        <p>
          Any dispute arising from these terms or the sites will be resolved by binding individual arbitration
          rather than in court, except for claims that qualify for small-claims court. You and we each waive
          the right to a jury trial and to take part in any class action or class-wide arbitration.
        </p>
      </LegalSection>
      <LegalSection id="data-sources" title="Data sources and attributions">
        <DataSources />
      </LegalSection>
      <LegalContact about="these terms" email={email} />
    </LegalPage>
  );
}
