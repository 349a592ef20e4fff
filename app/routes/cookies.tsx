import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage, LegalSection } from "~/components/legal/LegalPage";
import * as s from "~/components/legal/legal.css";
import { visuallyHidden } from "~/components/ui/ui.css";
import { pageTitle } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Cookie Policy");
export const headers = () => ({ "Cache-Control": "public, max-age=3600" });

export function loader({ context }: LoaderFunctionArgs) {
  return { email: context.settings.contactEmail };
}

const KINDS = [
  { kind: "Essential", required: "Required", purpose: "Remember choices you make on the site, such as your active season and admin access; the site cannot work as expected without them." },
  { kind: "Analytics", required: "Optional", purpose: "Count visits and measure which pages are useful, in aggregate." },
  { kind: "Functionality", required: "Optional", purpose: "Remember display preferences between visits." },
  { kind: "Marketing", required: "Optional", purpose: "Measure the reach of our announcements and partner promotions." },
];

export default function Cookies() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Cookie Policy" updated="November 1, 2026">
      <LegalSection title="What cookies are">
        <p>Cookies are small text files a site stores in your browser. We use as few as we can.</p>
      </LegalSection>
      <LegalSection title="The cookies we use">
        <table className={s.table}>
          <caption className={visuallyHidden}>Kinds of cookies</caption>
          <thead>
            <tr>
              <th scope="col" className={s.cell}>Kind</th>
              <th scope="col" className={s.cell}>Status</th>
              <th scope="col" className={s.cell}>Purpose</th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map((k) => (
              <tr key={k.kind}>
                <th scope="row" className={s.cell}>{k.kind}</th>
                <td className={s.cell}>{k.required}</td>
                <td className={s.cell}>{k.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LegalSection>
      <LegalSection title="Managing cookies">
        <p>You can block or delete cookies in your browser settings. Blocking essential cookies means your choices are not remembered.</p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about cookies: <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
