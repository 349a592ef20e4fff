/** A team season page's head (team header, season heading and picker), its overview tab and its MLB roster tab. */
import { Reveal } from "~/components/ui/Reveal";
import type {
  RosterEntry,
  Team,
  TeamChampionship,
  TeamPlayerLines,
  TeamSeason,
  TeamStats,
} from "@domain/contract/types";
import type { ReactNode } from "react";
import type { ScheduleRow, TeamTab } from "~/lib/team-season";
import { RecentGames, RecordTable, Roster, SeasonOverview, SeasonSelector } from "./SeasonParts";
import { TeamFootballLines } from "./TeamFootballLines";
import { TeamPlayerLinesTables } from "./TeamPlayerLines";
import { SeasonCoaches } from "./SeasonCoaches";
import { ChampionshipHistory, TeamHeader } from "./TeamParts";
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

/** A team season's overview: the season's facts and record beside its recent games and the team's titles. */
export function SeasonOverviewTab({
  summary,
  stats,
  sport,
  pointsLabel,
  recent,
  scheduleHref,
  titles,
  slug,
}: {
  summary: TeamSeason;
  stats: TeamStats | null;
  sport: string | null;
  pointsLabel: string;
  recent: readonly ScheduleRow[];
  scheduleHref: string;
  titles: readonly TeamChampionship[] | null;
  slug: string;
}) {
  return (
    <div className={s.columns}>
      <div className={s.stack}>
        <SeasonOverview summary={summary} stats={stats} />
        {stats && (stats.regular_season || stats.postseason) ? (
          <Reveal block label="Show record table">
            <RecordTable stats={stats} sport={sport} pointsLabel={pointsLabel} />
          </Reveal>
        ) : null}
      </div>
      <div className={s.side}>
        <RecentGames rows={recent} scheduleHref={scheduleHref} />
        {titles && titles.length ? (
          <Reveal block label="Show titles">
            <ChampionshipHistory titles={titles} slug={slug} />
          </Reveal>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A roster tab from the season's lines: an MLB club's batting and pitching (then the postseason and
 * All-Star roster), an NFL club's offence.
 */
export function LinesRosterTab({
  lines,
  teamName,
  postseason,
  sport,
  season,
}: {
  lines: TeamPlayerLines;
  teamName: string;
  postseason: readonly RosterEntry[];
  sport: string | null;
  season: number;
}) {
  return (
    <div className={s.stack}>
      {lines.football.length ? (
        <TeamFootballLines lines={lines} teamName={teamName} />
      ) : (
        <TeamPlayerLinesTables lines={lines} teamName={teamName} />
      )}
      {postseason.length ? (
        <Roster
          skaters={postseason}
          goalies={[]}
          sport={sport}
          season={season}
          coverage={{ kind: "partial", note: null }}
          title="Postseason and All-Stars"
        />
      ) : null}
    </div>
  );
}
