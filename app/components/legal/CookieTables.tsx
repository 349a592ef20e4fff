/** The cookie policy's two tables: the kinds of cookies a site may set, and the cookies these sites set. */
import { DocTable } from "~/components/ui/DocTable";

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

export function CookieKindsTable() {
  return (
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
  );
}

export function CookiesSetTable({
  cookies,
}: {
  cookies: readonly { name: string; kind: string; purpose: string; lifetime: string }[];
}) {
  return (
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
  );
}
