/** A team season page's head: the team header, the season's heading and coaches, and the season picker. */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Team, TeamSeason } from "@domain/contract/types";
import { NativeSelect } from "~/components/ui/Select";
import type { TeamTab } from "~/lib/team-season";
import { SeasonCoaches } from "./SeasonCoaches";
import { TeamHeader } from "./TeamParts";
import * as s from "./teams.css";

/**
 * On desktop the season's heading and picker sit beside the breadcrumbs and the header: the tables
 * start higher.
 */
export function SeasonHead({
  crumbs,
  team,
  summary,
  seasonTitle,
  slug,
  seasons,
  year,
  tab,
}: {
  crumbs: ReactNode;
  team: Team;
  summary: TeamSeason;
  seasonTitle: string;
  slug: string;
  seasons: readonly TeamSeason[];
  year: number;
  tab: TeamTab;
}) {
  return (
    <div className={s.seasonHead}>
      <div className={s.seasonLead}>
        {crumbs}
        <TeamHeader
          team={team}
          alignment={{ conference: summary.conference_name, division: summary.division_name }}
        />
      </div>
      <div className={s.selector}>
        {/* The coaches under the season's title, beside the header: the tables keep the first screen. */}
        <div>
          <h2 className={s.sectionTitle}>
            {summary.team_name && summary.team_name !== team.name ? `${summary.team_name}, ` : ""}
            {seasonTitle}
          </h2>
          <SeasonCoaches season={summary} sport={team.sport?.slug ?? null} level={team.level?.slug ?? null} />
        </div>
        <SeasonSelector slug={slug} seasons={seasons} value={year} tab={tab} />
      </div>
    </div>
  );
}

/**
 * The season selector: a GET form to /teams/{slug} whose loader redirects `?season=` to
 * /teams/{slug}/{season} (on the open tab), so it works without JavaScript; with it, choosing a season submits.
 */
export function SeasonSelector({
  slug,
  seasons,
  value,
  tab,
}: {
  slug: string;
  seasons: readonly TeamSeason[];
  value: number;
  /** The open tab, kept on the chosen season's page. */
  tab: TeamTab;
}) {
  return (
    <Form
      method="get"
      action={`/teams/${slug}`}
      className={s.selector}
      aria-label="Choose a season"
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      <NativeSelect
        name="season"
        label="Season"
        options={seasons.map((x) => ({
          value: String(x.start_year),
          label: x.label ?? String(x.start_year),
        }))}
        value={String(value)}
      />
      {tab === "overview" ? null : <input type="hidden" name="tab" value={tab} />}
      <noscript>
        <button type="submit" className={s.seasonChip}>
          Go
        </button>
      </noscript>
    </Form>
  );
}
