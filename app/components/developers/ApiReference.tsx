/** The API reference's sections: the basics, the error and freshness tables, and every path. */
import { DocTable } from "~/components/ui/DocTable";
import type { ApiGroup, ApiOperation } from "~/lib/api-docs";
import { cacheControlFor, FRESHNESS_TEXT, type FreshnessClass } from "@domain/contract/freshness";
import * as s from "./developers.css";

const ERRORS = [
  [
    "400",
    "A query parameter has a bad value",
    `{"detail": "Invalid value for query parameter 'page': Expected a positive integer ...", "errors": {"page": ["..."]}}`,
  ],
  [
    "404",
    "Unknown path, id or slug (or an item of another sport on a sport site)",
    `{"detail": "Not found."}`,
  ],
  [
    "405",
    "A method other than GET, HEAD or OPTIONS; Allow: GET, HEAD",
    `{"detail": "Method \\"POST\\" not allowed."}`,
  ],
  [
    "429",
    "Too many requests from your address; wait Retry-After seconds",
    `{"detail": "Too many requests. Try again in 12 seconds."}`,
  ],
] as const;

/** The API's classes as the OpenAPI document states them (the per-visitor class is not public). */
const FRESHNESS_CLASSES = (Object.keys(FRESHNESS_TEXT) as FreshnessClass[])
  .filter((c) => c !== "user")
  .map((c) => [c, FRESHNESS_TEXT[c]] as const);

/** Methods, paging, filters, rate limit and validators: what every path has in common. */
export function ApiBasics() {
  return (
    <ul className={s.lead}>
      <li>
        <code>GET</code> and <code>HEAD</code> only, from any origin: answers carry{" "}
        <code>Access-Control-Allow-Origin: *</code>; no cookies, no credentials. Preflight{" "}
        <code>OPTIONS</code> answers 204.
      </li>
      <li>
        Lists answer <code>{"{count, next, previous, results}"}</code>; page with <code>page</code> (from 1)
        and <code>page_size</code> (default 100, at most 1000; people lists give at most 200 a page, game
        lists 500, and say so in <code>next</code>).
      </li>
      <li>
        Every list takes <code>sport__slug</code> and <code>level__slug</code>; on a sport site&apos;s host,
        lists hold only that site&apos;s sport and level. Years are season start years; dates are{" "}
        <code>yyyy-MM-dd</code>, US Eastern.
      </li>
      <li>
        Rate limit: a per-address quota per window, announced with <code>RateLimit-Limit</code>,{" "}
        <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code> and <code>RateLimit-Policy</code>; past
        it, <code>429</code> with <code>Retry-After</code>.
      </li>
      <li>
        Every answer has an <code>ETag</code>; send it back in <code>If-None-Match</code> for a{" "}
        <code>304</code>.
      </li>
    </ul>
  );
}

export function ErrorsTable() {
  return (
    <DocTable caption="Error answers: JSON with a detail message" headers={["Status", "When", "Body"]}>
      {ERRORS.map(([status, when, body]) => (
        <tr key={status}>
          <td>{status}</td>
          <td>{when}</td>
          <td>
            <code className={s.code}>{body}</code>
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

export function FreshnessTable() {
  return (
    <DocTable
      caption="How long an answer may be cached (Cache-Control, public)"
      headers={["Class", "Holds", "Cache-Control"]}
    >
      {FRESHNESS_CLASSES.map(([name, holds]) => (
        <tr key={name}>
          <td>{name}</td>
          <td>{holds}</td>
          <td>
            <code className={s.code}>{cacheControlFor(name)}</code>
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

/** The paths by group: a table of contents, then each group's operations. */
export function PathsReference({
  groups,
  exampleOrigin,
}: {
  groups: readonly ApiGroup[];
  exampleOrigin: string;
}) {
  return (
    <>
      <ul className={s.toc}>
        {groups.map((group) => (
          <li key={group.tag}>
            <a href={`#${group.anchor}`}>{group.tag}</a>
          </li>
        ))}
      </ul>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={group.anchor}>
          <h3 id={group.anchor}>{group.tag}</h3>
          {group.operations.map((op) => (
            <OperationDoc key={op.path} op={op} exampleOrigin={exampleOrigin} />
          ))}
        </section>
      ))}
    </>
  );
}

function OperationDoc({ op, exampleOrigin }: { op: ApiOperation; exampleOrigin: string }) {
  return (
    <article className={s.operation} aria-labelledby={op.anchor} data-operation={op.path}>
      <h4 id={op.anchor} className={s.path}>
        <code>GET {op.path}</code>
      </h4>
      <p>
        {op.summary}. Freshness: <strong>{op.freshness}</strong>. Answers:{" "}
        {op.statuses.map((st) => st.status).join(", ")}.
      </p>
      {op.example ? (
        <p>
          Example:{" "}
          <a href={`${exampleOrigin}${op.example}`} className={s.code}>
            <code>{op.example}</code>
          </a>
        </p>
      ) : null}
      {op.parameters.length > 0 ? (
        <DocTable caption={<>Parameters of {op.path}</>} headers={["Name", "Accepts", "Meaning"]}>
          {op.parameters.map((p) => (
            <tr key={`${p.where}-${p.name}`}>
              <td>
                <code className={s.code}>{p.name}</code>
                {p.where === "path" ? " (in the path)" : ""}
                {p.required ? " (required)" : ""}
              </td>
              <td>
                <code className={s.code}>{p.accepts}</code>
              </td>
              <td>{p.description}</td>
            </tr>
          ))}
        </DocTable>
      ) : null}
    </article>
  );
}
