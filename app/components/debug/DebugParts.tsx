/** The diagnostics page's parts: facts of the request and site, the theme's scales, the API test. */
import type { ReactNode } from "react";
import { Card } from "~/components/ui/primitives";
import { SCALE_NAMES, type ResolvedTheme } from "~/site/theme";
import * as s from "./debug.css";

/** A card of label/value pairs. */
export function FactsCard({ title, facts }: { title: string; facts: readonly [string, ReactNode][] }) {
  return (
    <Card>
      <h2>{title}</h2>
      <dl className={s.facts}>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </dl>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Every scale of the site's theme, each shade as a swatch with its hex value. */
export function ThemeScales({ theme }: { theme: ResolvedTheme }) {
  return (
    <div className={s.scales}>
      {SCALE_NAMES.map((scale) => (
        <div key={scale}>
          <h3 className={s.scaleName}>{scale}</h3>
          <ul className={s.swatches}>
            {Object.entries(theme[scale]).map(([shade, hex]) => (
              <li key={shade} className={s.swatch}>
                <span className={s.chip} style={{ background: hex }} aria-hidden="true" />
                <span>
                  {shade} <code>{hex}</code>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Whether the teams API answered: its count, its first teams, or the error. */
export function TeamsApiCard({
  teams,
}: {
  teams: { count: number; first: { name: string; sport: string | null }[]; error: string | null };
}) {
  return (
    <Card>
      <p>Teams API: {teams.count} teams</p>
      {teams.error ? <p role="alert">Error: {teams.error}</p> : null}
      <ol>
        {teams.first.map((t) => (
          <li key={t.name}>
            {t.name}
            {t.sport ? ` (${t.sport})` : ""}
          </li>
        ))}
      </ol>
    </Card>
  );
}
