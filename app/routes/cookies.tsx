import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage, LegalSection } from "~/components/legal/LegalPage";
import { DocTable } from "~/components/ui/DocTable";
import { lifetimeText, PRODUCT_COOKIES } from "~/site/preferences.server";
import { pageMeta } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Cookie Policy",
    "The cookies the championship history sites set, what each is for and how long it lasts, and how to manage them.",
  );
export const headers = () => ({ "Cache-Control": "public, max-age=3600" });

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

const KINDS = [
  {
    kind: "Essential",
    required: "Required",
    purpose:
      "Remember choices you make on the site, such as your active season and admin access; the site cannot work as expected without them.",
  },
  {
    kind: "Analytics",
    required: "Optional",
    purpose: "Count visits and measure which pages are useful, in aggregate. These sites set none today.",
  },
  {
    kind: "Functionality",
    required: "Optional",
    purpose:
      "Remember display preferences between visits: your light or dark theme and your favourite teams.",
  },
  {
    kind: "Marketing",
    required: "Optional",
    purpose: "Measure the reach of our announcements and partner promotions. These sites set none today.",
  },
];

export default function Cookies() {
  const { email, cookies } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Cookie Policy" updated="November 1, 2026">
      <LegalSection title="What cookies are">
        <p>Cookies are small text files a site stores in your browser. We use as few as we can.</p>
      </LegalSection>
      <LegalSection title="The cookies we use">
        <DocTable
          density="roomy"
          captionHidden
          caption="Kinds of cookies"
          headers={["Kind", "Status", "Purpose"]}
        >
          {KINDS.map((k) => (
            <tr key={k.kind}>
              <th scope="row">{k.kind}</th>
              <td>{k.required}</td>
              <td>{k.purpose}</td>
            </tr>
          ))}
        </DocTable>
      </LegalSection>
      <LegalSection title="Cookies these sites set">
        <p>
          These are all the cookies the sites set today. All are first-party and HTTP-only (scripts cannot
          read them), essential or functional; none is used for analytics or marketing, and nothing is shared
          with third parties.
        </p>
        <DocTable
          density="roomy"
          captionHidden
          caption="Cookies these sites set"
          headers={["Cookie", "Kind", "Purpose", "Lifetime"]}
        >
          {cookies.map((c) => (
            <tr key={c.name} data-cookie={c.name}>
              <th scope="row">
                <code>{c.name}</code>
              </th>
              <td>{c.kind}</td>
              <td>{c.purpose}</td>
              <td>{c.lifetime}</td>
            </tr>
          ))}
        </DocTable>
      </LegalSection>
      <LegalSection title="Managing cookies">
        <p>
          You can block or delete cookies in your browser settings. Blocking essential cookies means your
          choices are not remembered.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about cookies: <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
