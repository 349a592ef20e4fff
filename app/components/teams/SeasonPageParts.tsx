/** A team season page's overview tab and its roster tab from the season's lines. */
import { Reveal } from "~/components/ui/Reveal";
import type {
  RosterEntry,
  TeamChampionship,
  TeamPlayerLines,
  TeamSeason,
  TeamStats,
} from "@domain/contract/types";
import type { ScheduleRow } from "~/lib/team-season";
import { RecentGames, RecordTable, Roster, SeasonOverview } from "./SeasonParts";
import { TeamFootballLines } from "./TeamFootballLines";
import { TeamPlayerLinesTables } from "./TeamPlayerLines";
import { ChampionshipHistory } from "./TeamParts";
import * as s from "./teams.css";

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
