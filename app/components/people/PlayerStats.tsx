import type { ReactNode } from "react";
import type { BasketballLine, CareerStats, PlayerSeason } from "@domain/contract/types";
import { formatAverage } from "@domain/baseball-stats";
import { seasonLabel } from "@domain/season";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Facts, TeamSeasonLink } from "./DetailParts";
import * as s from "./people.css";
import { num } from "~/components/ui/widgets.css";
import { basketballCareers, basketballRates, recordedNote } from "~/lib/basketball-lines";
import { formatCount, seasonSpan } from "~/lib/format";
import { coverageTitle } from "~/lib/people";
import { GOALIE_SEASON_STATS, goalieSaves, statColumn, statColumns } from "~/lib/stat-columns";

const n = (v: number | null | undefined) => (v === null || v === undefined ? null : formatCount(v));
const pos = (v: number | null | undefined) => (v ?? 0) > 0;
const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? null : `${(v * 100).toFixed(1)}%`;
const avg = (v: number | null | undefined) =>
  v === null || v === undefined ? null : v.toFixed(3).replace(/^0/, "");

type Items = readonly [string, ReactNode][];

/** One titled block of figures (empty figures left out). */
function StatBlock({ title, note, items }: { title: string; note?: string; items: Items }) {
  return (
    <section>
      <h3 className={s.detailsTitle}>{title}</h3>
      {note ? <p className={s.note}>{note}</p> : null}
      <Facts hideEmpty items={items} />
    </section>
  );
}

/** Career Statistics: totals, then each sport's block only when its figures are above 0. */
export function CareerStatsBlocks({
  stats,
  sport,
  regularSeasonBelow = false,
  basketballLines = null,
  pitcher = false,
  fullSeasons = false,
}: {
  stats: CareerStats;
  sport: string | null;
  /** College baseball: the figures are full seasons, the NCAA tournament included. */
  fullSeasons?: boolean;
  /** An MLB pitcher: his pitching leads. */
  pitcher?: boolean;
  regularSeasonBelow?: boolean;
  /** A basketball player's season lines: the career blocks are summed from them. */
  basketballLines?: readonly BasketballLine[] | null;
}) {
  const fromLines = basketballLines !== null && basketballLines.length > 0;
  return (
    <div className={s.details}>
      <Facts
        hideEmpty
        items={[
          ["Seasons", n(stats.seasons_played)],
          ["Games", fromLines ? null : n(stats.games_played)],
          ["Games Started", fromLines ? null : n(stats.games_started)],
          ["Points", fromLines ? null : n(stats.points)],
        ]}
      />
      {fromLines ? <BasketballCareerBlocks lines={basketballLines} /> : null}
      {sport === "basketball" && !fromLines ? <BasketballBlock stats={stats} /> : null}
      <FootballBlock stats={stats} />
      <BaseballBlocks stats={stats} pitcher={pitcher} kind={fullSeasons ? "Full-season" : "Regular-season"} />
      <PostseasonBattingBlock post={stats.postseason} regularSeasonBelow={regularSeasonBelow} />
      {sport === "hockey" ? <HockeyBlock stats={stats} /> : null}
      <AwardsBlock stats={stats} />
    </div>
  );
}

const rate = (v: number | null) => (v === null ? null : formatAverage(v));

const perGame = (v: number | null) => (v === null ? null : v.toFixed(1));

/**
 * The regular-season careers summed from the season lines (the NBA's with its BAA seasons, the
 * ABA's apart), each titled with the seasons it covers: the lines may end before the header's
 * "figures through" (awards and rosters run later).
 */
function BasketballCareerBlocks({ lines }: { lines: readonly BasketballLine[] }) {
  return (
    <>
      {basketballCareers(lines).map(({ league, seasons, sums }) => {
        const years = lines.filter((l) => l.stint === 0 && (l.league === "ABA") === (league === "ABA"));
        const from = Math.min(...years.map((l) => l.season));
        const to = Math.max(...years.map((l) => l.season));
        const r = basketballRates(sums);
        return (
          <StatBlock
            key={league}
            title={`${league} regular season, ${seasonSpan("basketball", from, to)}`}
            note={league === "NBA" ? (recordedNote(from, to) ?? undefined) : undefined}
            items={[
              ["Seasons", n(seasons)],
              ["Games", n(sums.g)],
              ["Points", n(sums.pts)],
              ["Rebounds", n(sums.trb)],
              ["Assists", n(sums.ast)],
              ["Steals", n(sums.stl)],
              ["Blocks", n(sums.blk)],
              ["Points per Game", perGame(r.ppg)],
              ["Rebounds per Game", perGame(r.rpg)],
              ["Assists per Game", perGame(r.apg)],
              ["Field Goal %", rate(r.fg_pct)],
              ["3-Point %", rate(r.x3p_pct)],
              ["Free Throw %", rate(r.ft_pct)],
            ]}
          />
        );
      })}
    </>
  );
}

function BasketballBlock({ stats }: { stats: CareerStats }) {
  if (!(
    pos(stats.field_goals_made) ||
    pos(stats.rebounds) ||
    pos(stats.assists) ||
    pos(stats.three_pointers_made)
  ))
    return null;
  const fieldGoals = pos(stats.field_goals_made)
    ? `${n(stats.field_goals_made)}/${n(stats.field_goals_attempted)} (${pct(stats.field_goal_percentage)})`
    : null;
  return (
    <StatBlock
      title="Basketball"
      items={[
        ["Field Goals", fieldGoals],
        ["Rebounds", n(stats.rebounds)],
        ["Assists", n(stats.assists)],
        ["3-Pointers", n(stats.three_pointers_made)],
        ["Steals", pos(stats.steals) ? n(stats.steals) : null],
        ["Blocks", pos(stats.blocks) ? n(stats.blocks) : null],
      ]}
    />
  );
}

function FootballBlock({ stats }: { stats: CareerStats }) {
  if (!(
    pos(stats.passing_yards) ||
    pos(stats.rushing_yards) ||
    pos(stats.receiving_yards) ||
    pos(stats.tackles) ||
    pos(stats.sacks)
  ))
    return null;
  return (
    <StatBlock
      title="Football"
      items={[
        ["Passing Yards", n(stats.passing_yards)],
        ["Passing TDs", n(stats.passing_touchdowns)],
        ["Passer Rating", stats.passing_rating?.toFixed(1) ?? null],
        ["Rushing Yards", n(stats.rushing_yards)],
        ["Rushing TDs", n(stats.rushing_touchdowns)],
        ["Receiving Yards", n(stats.receiving_yards)],
        ["Receptions", n(stats.receptions)],
        ["Receiving TDs", n(stats.receiving_touchdowns)],
        ["Tackles", n(stats.tackles)],
        ["Sacks", n(stats.sacks)],
      ]}
    />
  );
}

/** Regular-season batting, then pitching; a pitcher's pitching first (his batting is not his trade). */
function BaseballBlocks({ stats, pitcher, kind }: { stats: CareerStats; pitcher: boolean; kind: string }) {
  const blocks = [
    <BaseballBattingBlock key="batting" stats={stats} kind={kind} />,
    <BaseballPitchingBlock key="pitching" stats={stats} kind={kind} />,
  ];
  return <>{pitcher ? blocks.reverse() : blocks}</>;
}

/** The batting figures of the regular-season and postseason blocks, the average given as shown. */
function battingItems(
  b: Omit<NonNullable<CareerStats["postseason"]>, "seasons">,
  average: string | null,
): Items {
  return [
    ["Games", n(b.games_played)],
    ["Batting Average", average],
    ["Hits", n(b.hits)],
    ["Home Runs", n(b.home_runs)],
    ["RBIs", n(b.runs_batted_in)],
    ["Runs", n(b.runs)],
    ["Stolen Bases", n(b.stolen_bases)],
    ["At Bats", n(b.at_bats)],
  ];
}

function BaseballBattingBlock({ stats, kind }: { stats: CareerStats; kind: string }) {
  if (!(pos(stats.at_bats) || pos(stats.hits))) return null;
  return <StatBlock title={`${kind} batting`} items={battingItems(stats, avg(stats.batting_average))} />;
}

function BaseballPitchingBlock({ stats, kind }: { stats: CareerStats; kind: string }) {
  if (!pos(stats.games_pitched)) return null;
  return (
    <StatBlock
      title={`${kind} pitching`}
      items={[
        ["Games", n(stats.games_pitched)],
        ["Wins", n(stats.pitching_wins ?? 0)],
        ["Losses", n(stats.pitching_losses ?? 0)],
        ["ERA", stats.earned_run_average?.toFixed(2) ?? null],
        ["Strikeouts", n(stats.strikeouts_pitched)],
        ["Saves", n(stats.saves)],
      ]}
    />
  );
}

function PostseasonBattingBlock({
  post,
  regularSeasonBelow,
}: {
  post: CareerStats["postseason"];
  regularSeasonBelow: boolean;
}) {
  if (!post || !pos(post.games_played)) return null;
  return (
    <StatBlock
      title="Postseason batting"
      note={
        regularSeasonBelow
          ? "Postseason totals; the regular season's are above, season by season in the tables below."
          : "Regular-season batting is not in the Lahman files we hold; these are postseason totals."
      }
      items={[
        ["Postseasons", n(post.seasons)],
        ...battingItems(post, pos(post.at_bats) ? avg(post.batting_average) : null),
      ]}
    />
  );
}

function HockeyBlock({ stats }: { stats: CareerStats }) {
  if (!(pos(stats.goals) || pos(stats.assists) || pos(stats.goalie_wins))) return null;
  const goalie = pos(stats.goalie_wins);
  return (
    <StatBlock
      title="Hockey"
      items={[
        ["Goals", n(stats.goals)],
        ["Assists", n(stats.assists)],
        ["Points", n(stats.points)],
        ["Penalty Minutes", n(stats.penalty_minutes)],
        ["Goalie Wins", goalie ? n(stats.goalie_wins) : null],
        ["Goalie Losses", goalie ? n(stats.goalie_losses) : null],
        ["Shutouts", pos(stats.shutouts) ? n(stats.shutouts) : null],
        ["Goals Against Average", goalie ? (stats.goals_against_average?.toFixed(2) ?? null) : null],
      ]}
    />
  );
}

function AwardsBlock({ stats }: { stats: CareerStats }) {
  if (!(pos(stats.all_star_selections) || pos(stats.championships_won) || pos(stats.mvp_awards))) return null;
  return (
    <StatBlock
      title="Awards"
      items={[
        ["All-Star Selections", pos(stats.all_star_selections) ? n(stats.all_star_selections) : null],
        ["Championships", pos(stats.championships_won) ? n(stats.championships_won) : null],
        ["MVP Awards", pos(stats.mvp_awards) ? n(stats.mvp_awards) : null],
      ]}
    />
  );
}

/** One season: the team's season page, then the hockey skater and goalie figures where the player has them. */
function SeasonRow({
  row: r,
  sport,
  hockey,
  goalie,
}: {
  row: PlayerSeason;
  sport: string | null;
  hockey: boolean;
  goalie: boolean;
}) {
  return (
    <tr>
      <th scope="row">{seasonLabel(sport, r.season)}</th>
      <td>
        <TeamSeasonLink
          slug={r.team_slug}
          year={r.season}
          name={`${r.team_name ?? "Unknown"}${r.league ? ` (${r.league})` : ""}`}
        />
      </td>
      {hockey || goalie ? <td className={num}>{n(r.stats?.games_played)}</td> : null}
      {hockey ? (
        <>
          <td className={num}>{n(r.stats?.goals)}</td>
          <td className={num}>{n(r.stats?.assists)}</td>
          <td className={num}>{n(r.stats?.points)}</td>
          <td className={num}>{n(r.stats?.penalty_minutes)}</td>
        </>
      ) : null}
      {goalie ? <GoalieCells stats={r.stats} /> : null}
    </tr>
  );
}

/** A goalie's season: W-L-T/OTL, goals and shots against, saves and save percentage (derived), GAA, shutouts. */
function GoalieCells({ stats }: { stats: PlayerSeason["stats"] }) {
  const line = goalieSaves(stats?.goals_against, stats?.shots_against);
  return (
    <>
      <td className={num}>{n(stats?.goalie_wins)}</td>
      <td className={num}>{n(stats?.goalie_losses)}</td>
      <td className={num}>{n(stats?.goalie_ties_or_otl)}</td>
      <td className={num}>{n(stats?.goals_against)}</td>
      <td className={num}>{n(stats?.shots_against)}</td>
      <td className={num}>{n(line.saves)}</td>
      <td className={num}>{line.savePct === null ? "" : formatAverage(line.savePct)}</td>
      <td className={num}>{stats?.goals_against_average?.toFixed(2) ?? ""}</td>
      <td className={num}>{n(stats?.shutouts)}</td>
    </>
  );
}

/**
 * Names the seasons our data lacks where a hockey career reaches the last one it holds (skaters
 * 2023-24, goalies 2022-23), so the rows and the career figures never read as the whole career.
 */
function LaterSeasonsNote({
  sport,
  seasons,
  through,
}: {
  sport: string | null;
  seasons: readonly PlayerSeason[];
  through: number | null;
}) {
  if (through === null || !seasons.some((r) => r.season >= through)) return null;
  return <p className={s.note}>{seasonLabel(sport, through + 1)} and later seasons are not in our data.</p>;
}

/** Season by season, each season linking to the team's season page. */
export function PlayerSeasonTable({
  seasons,
  sport,
  through,
}: {
  seasons: readonly PlayerSeason[];
  sport: string | null;
  /** The last season the source holds when the player's rows reach it (the player's `figures_through`). */
  through: number | null;
}) {
  const goalie = seasons.some((r) => r.stats?.goalie_wins !== null && r.stats?.goalie_wins !== undefined);
  // A goalie's table is his goaltending; his points and penalty minutes are in his career figures.
  const hockey = !goalie && seasons.some((r) => r.stats?.goals !== null && r.stats?.goals !== undefined);
  const columns: Column[] = [
    { key: "season", label: "Season" },
    { key: "team", label: "Team" },
    ...(hockey || goalie ? [statColumn("nhl", "gp")] : []),
    ...(hockey ? statColumns("nhl", ["goals", "assists", "points", "pim"]) : []),
    ...(goalie ? statColumns("nhl", GOALIE_SEASON_STATS) : []),
  ];
  return (
    <section className={s.seasonTable} aria-labelledby="seasons-title">
      <h2 id="seasons-title" className={s.detailsTitle}>
        {coverageTitle(
          "Season by season",
          sport,
          seasons.map((r) => r.season),
          through,
        )}
      </h2>
      {hockey || goalie ? <LaterSeasonsNote sport={sport} seasons={seasons} through={through} /> : null}
      <DataTable caption="Season by season" columns={columns}>
        <tbody>
          {seasons.map((r, i) => (
            <SeasonRow key={`${r.season}-${i}`} row={r} sport={sport} hockey={hockey} goalie={goalie} />
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
