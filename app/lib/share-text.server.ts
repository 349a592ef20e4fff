/**
 * What a shared page holds, in words (pure): the figures of its `og:description` and of its share
 * card (a player's career line, a head-to-head record, a board's top five, an award's recent
 * winners, a draft's first picks). Built from what the page's loader already has.
 */
import type { DraftPick, AwardResult, Award } from "@domain/contract/awards";
import type { HeadToHead } from "@domain/contract/explore";
import type { LeaderRow, Player } from "@domain/contract/types";
import { recordText } from "@domain/head-to-head";
import { seasonLabel } from "@domain/season";
import { BATTING_SUMS, PITCHING_SUMS, formatTwoDecimals } from "@domain/baseball-stats";
import { battingRates, pitchingRates, seasonTotals, sumLines } from "./baseball-lines";
import { basketballCareers, basketballRates } from "./basketball-lines";
import { footballTable } from "./football-lines";
import { formatCount, seasonSpan } from "./format";
import { formatLeaderValue, leaderYears, leadersTitle, type LeadersView } from "./leaders";
import { personName } from "./people-view";
import type { ShareRow } from "./share-cards";
import { blocksOf, type StandingGroup, type StandingView } from "./standings";

const count = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
const positive = (v: number | null | undefined): v is number => typeof v === "number" && v > 0;

/** A list as prose: "a, b and c". */
function listText(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// ---- players ----------------------------------------------------------------------------------------

type CareerSource = Pick<
  Player,
  "sport" | "level" | "career_stats" | "basketball_lines" | "baseball_lines" | "football_lines"
>;

/**
 * The first basketball career of the season lines (the NBA's with the BAA, else the ABA's): its
 * seasons, games and points, then its per-game points, rebounds and assists.
 */
function basketballFacts(p: CareerSource): string[] {
  const lines = p.basketball_lines?.lines ?? [];
  const career = basketballCareers(lines)[0];
  if (!career) return [];
  const { league, sums } = career;
  const years = lines.filter((l) => l.stint === 0 && (l.league === "ABA") === (league === "ABA"));
  const span = seasonSpan(
    "basketball",
    Math.min(...years.map((l) => l.season)),
    Math.max(...years.map((l) => l.season)),
  );
  const r = basketballRates(sums);
  const totals = [
    sums.g !== null ? count(sums.g, "game") : null,
    sums.pts !== null ? count(sums.pts, "point") : null,
  ].filter((x): x is string => x !== null);
  const rates = [
    r.ppg !== null ? `${r.ppg.toFixed(1)} points` : null,
    r.rpg !== null ? `${r.rpg.toFixed(1)} rebounds` : null,
    r.apg !== null ? `${r.apg.toFixed(1)} assists` : null,
  ].filter((x): x is string => x !== null);
  return [
    totals.length ? `${league} ${span}: ${totals.join(", ")}` : null,
    rates.length ? `${listText(rates)} a game` : null,
  ].filter((x): x is string => x !== null);
}

/** MLB regular-season batting (a hitter's, or a pitcher's with 1,000 at bats) and pitching careers. */
function baseballFacts(p: CareerSource): string[] {
  const lines = p.baseball_lines;
  if (!lines) return [];
  const bat = sumLines(seasonTotals(lines.batting), BATTING_SUMS);
  const pit = sumLines(seasonTotals(lines.pitching), PITCHING_SUMS);
  const z = (v: number | null | undefined) => v ?? 0;
  const facts: string[] = [];
  const pitched = positive(pit.ip_outs);
  if (positive(bat.ab) && (!pitched || z(bat.ab) >= 1000)) {
    const r = battingRates({
      ab: z(bat.ab),
      h: z(bat.h),
      doubles: z(bat.doubles),
      triples: z(bat.triples),
      hr: z(bat.hr),
      bb: z(bat.bb),
      hbp: bat.hbp ?? null,
      sf: bat.sf ?? null,
      sh: bat.sh ?? null,
    });
    facts.push(
      `${count(z(bat.g), "game")}, ${count(z(bat.h), "hit")}, ${count(z(bat.hr), "home run")}, ${r.avg} average`,
    );
  }
  if (pitched) {
    const r = pitchingRates({ ip_outs: z(pit.ip_outs), h: z(pit.h), er: z(pit.er), bb: z(pit.bb) });
    facts.push(
      `${formatCount(z(pit.w))}-${formatCount(z(pit.l))}, ${r.era} ERA, ${count(z(pit.so), "strikeout")}`,
    );
  }
  return facts;
}

/** NFL regular-season passing, rushing and receiving careers, the longest in yards first (two at most). */
function footballFacts(p: CareerSource): string[] {
  const seasons = p.football_lines?.seasons ?? [];
  const pass = footballTable(seasons, "passing", "REG").career?.sums;
  const rush = footballTable(seasons, "rushing", "REG").career?.sums;
  const rec = footballTable(seasons, "receiving", "REG").career?.sums;
  const facts: [number, string][] = [];
  if (pass && pass.pass_att > 0)
    facts.push([
      pass.pass_yds,
      `${count(pass.pass_yds, "passing yard")}, ${count(pass.pass_td, "touchdown pass", "touchdown passes")}`,
    ]);
  if (rush && rush.rush_att > 0)
    facts.push([
      rush.rush_yds,
      `${count(rush.rush_yds, "rushing yard")}, ${count(rush.rush_td, "rushing touchdown")}`,
    ]);
  if (rec && rec.rec > 0)
    facts.push([rec.rec_yds, `${count(rec.rec, "catch", "catches")} for ${count(rec.rec_yds, "yard")}`]);
  return facts
    .sort((a, b) => b[0] - a[0])
    .slice(0, 2)
    .map(([, text]) => text);
}

/**
 * An NHL career from the player record's totals (regular season). Other sports' totals without
 * season lines are left out: their reach varies by source (MLB's are postseason only).
 */
function hockeyFacts(p: CareerSource): string[] {
  const c = p.career_stats;
  if (!c) return [];
  const games = positive(c.games_played) ? count(c.games_played, "game") : null;
  if (positive(c.goalie_wins) || positive(c.goalie_losses)) {
    const figures = [
      games,
      `${formatCount(c.goalie_wins ?? 0)}-${formatCount(c.goalie_losses ?? 0)} in goal`,
      positive(c.shutouts) ? count(c.shutouts, "shutout") : null,
      c.goals_against_average != null ? `${formatTwoDecimals(c.goals_against_average)} GAA` : null,
    ];
    return [figures.filter((x): x is string => x !== null).join(", ")];
  }
  if (positive(c.goals) || positive(c.assists)) {
    return [
      [games, count(c.goals ?? 0, "goal"), count(c.assists ?? 0, "assist"), count(c.points ?? 0, "point")]
        .filter((x): x is string => x !== null)
        .join(", "),
    ];
  }
  return [];
}

const CAREERS: Record<string, (p: CareerSource) => string[]> = {
  basketball: basketballFacts,
  baseball: baseballFacts,
  football: footballFacts,
  hockey: hockeyFacts,
};

/**
 * A player's regular-season career line, one fact a line (at most two): from the season lines
 * where the page shows them (NBA, MLB, NFL), the NHL's from the player record's totals. Empty
 * when our data holds no such figures.
 */
export function careerFacts(p: CareerSource): string[] {
  return (CAREERS[p.sport?.slug ?? ""]?.(p) ?? []).slice(0, 2);
}

type PlayerFacts = CareerSource &
  Pick<Player, "person" | "primary_position_name" | "current_team" | "figures_through">;

/** "LeBron James: Forward, Los Angeles Lakers. NBA 2003-04 to 2024-25: 1,562 games, ...". */
export function playerDescription(p: PlayerFacts): string {
  const who = [p.primary_position_name, p.current_team?.name].filter(Boolean).join(", ");
  const career = careerFacts(p);
  const through =
    career.length && p.figures_through != null
      ? ` (figures through ${seasonLabel(p.sport?.slug, p.figures_through)})`
      : "";
  return `${personName(p)}${who ? `: ${who}` : ""}.${career.length ? ` ${careerTerm(p)}: ${career.join("; ")}${through}.` : ""}`;
}

/**
 * What a career line sums, as its words: the professional leagues' regular seasons; a college
 * player's full seasons (the NCAA's figures include the tournament), in our data only.
 */
export function careerTerm(p: { level?: { slug: string | null } | null }): string {
  return p.level?.slug && p.level.slug !== "professional"
    ? "College career in our data (full seasons)"
    : "Regular-season career";
}

// ---- head-to-head -----------------------------------------------------------------------------------

type HeadToHeadFacts = Pick<HeadToHead, "team_a" | "team_b" | "summary">;

/** The record from the first team's side: "165-132 all time (297 games)", or null without a meeting. */
function allTime(view: HeadToHeadFacts, sport: string | null): string | null {
  const { all, firstSeason: from, lastSeason: to } = view.summary;
  if (all.games === 0) return null;
  const span = from !== null && to !== null ? `, ${seasonSpan(sport, from, to)}` : "";
  return `${recordText(all)} all time (${count(all.games, "game")}${span})`;
}

/**
 * The card's lines: who leads all time (the title names both teams), the regular season and the
 * playoffs, and the seasons of the meetings.
 */
export function headToHeadFacts(view: HeadToHeadFacts): string[] {
  const { all, regular, playoff, firstSeason: from, lastSeason: to } = view.summary;
  if (all.games === 0) return ["No meetings in our data"];
  const a = view.team_a.name;
  const standing = all.aWins > all.bWins ? `${a} lead` : all.aWins < all.bWins ? `${a} trail` : "Tied";
  const split = [
    regular.games ? `Regular season ${recordText(regular)}` : null,
    playoff.games ? `playoffs ${recordText(playoff)}` : null,
  ].filter((x): x is string => x !== null);
  return [
    `${standing} ${recordText(all)} (${count(all.games, "game")})`,
    split.length ? split.join("; ").replace(/^p/, "P") : null,
    from !== null && to !== null ? `Meetings ${seasonSpan(view.team_a.sport, from, to)} in our data` : null,
  ].filter((x): x is string => x !== null);
}

/** "Boston Celtics vs Los Angeles Lakers: 165-132 all time (297 games, 1948-49 to 2024-25); playoffs 41-35." */
export function headToHeadDescription(view: HeadToHeadFacts): string {
  const names = `${view.team_a.name} vs ${view.team_b.name}`;
  const all = allTime(view, view.team_a.sport);
  if (!all) return `${names}: no meetings in our data.`;
  const { playoff } = view.summary;
  return `${names}: ${all}${playoff.games ? `; playoffs ${recordText(playoff)}` : ""}.`;
}

// ---- standings --------------------------------------------------------------------------------------

/** The rows of the first table shown (one league and season), best record first. */
export function standingsLeaders(groups: readonly StandingGroup[]): {
  title: string | null;
  rows: StandingView[];
} {
  const block = blocksOf(groups)[0];
  if (!block) return { title: null, rows: [] };
  const hockey = block[0].sport === "hockey";
  const key = (r: StandingView) => (hockey && r.pts !== null ? r.pts : (r.pct ?? (r.w - r.l) / 1000));
  const rows = block.flatMap((g) => g.rows).sort((a, b) => key(b) - key(a) || b.w - a.w);
  // A season's name often names its league already ("2023-24 NBA Season").
  const { seasonName, league } = block[0];
  const season = seasonName.replace(/\s+season$/i, "");
  const title = season.includes(league) ? `${season} standings` : `${season} ${league} standings`;
  return { title: title.trim(), rows };
}

/** A standings row's figure: the record, hockey's points with it. */
function standingValue(r: StandingView): string {
  return r.sport === "hockey" && r.pts !== null ? `${r.record}, ${r.pts} pts` : r.record;
}

export function standingsRows(rows: readonly StandingView[]): ShareRow[] {
  return rows.slice(0, 5).map((r, i) => ({ lead: String(i + 1), name: r.team, value: standingValue(r) }));
}

/** "2024-25 NBA standings: best records Oklahoma City Thunder 68-14, ... (30 teams)." */
export function standingsDescription(groups: readonly StandingGroup[]): string | null {
  const { title, rows } = standingsLeaders(groups);
  if (!title || !rows.length) return null;
  const top = rows.slice(0, 3).map((r) => `${r.team} ${standingValue(r)}`);
  return `${title}: best records ${listText(top)} (${count(rows.length, "team")}).`;
}

// ---- leaders ----------------------------------------------------------------------------------------

export function leaderRows(view: LeadersView, rows: readonly LeaderRow[]): ShareRow[] {
  return rows.slice(0, 5).map((r) => ({
    lead: String(r.rank),
    name: view.scope === "season" ? `${r.player_name} (${leaderYears(r, view.sport)})` : r.player_name,
    value: formatLeaderValue(view.stat, r.value),
  }));
}

/** "MLB career leaders: Home Runs. 1. Barry Bonds 762, 2. Hank Aaron 755, 3. Babe Ruth 714." */
export function leadersDescription(view: LeadersView, rows: readonly LeaderRow[]): string {
  const top = leaderRows(view, rows.slice(0, 3)).map((r) => `${r.lead}. ${r.name} ${r.value}`);
  return `${leadersTitle(view)}.${top.length ? ` ${top.join(", ")}.` : ""}`;
}

// ---- awards and drafts ------------------------------------------------------------------------------

/** An award's recent winners: season (and sub-league where it is given in several), winner, team where one is named. */
export function awardRows(award: Pick<Award, "sport" | "leagues">, rows: readonly AwardResult[]): ShareRow[] {
  const sport = award.sport?.slug ?? null;
  const split = award.leagues.length > 1;
  return rows.slice(0, 5).map((r) => ({
    lead: `${seasonLabel(sport, r.season)}${split && r.league ? ` ${r.league}` : ""}`,
    name: r.person_name,
    value: r.team?.name ?? "",
  }));
}

/** "NBA Most Valuable Player: 70 winners, 1955-56 to 2024-25, with the vote where recorded." */
export function awardDescription(
  title: string,
  award: Pick<Award, "first_season" | "last_season" | "sport" | "winners" | "has_votes">,
): string {
  const span = seasonSpan(award.sport?.slug ?? null, award.first_season, award.last_season);
  return `${title}: ${count(award.winners, "winner")}, ${span}${award.has_votes ? ", with the vote where recorded" : ""}.`;
}

export function draftRows(picks: readonly DraftPick[]): ShareRow[] {
  return picks.slice(0, 5).map((p) => ({
    lead: p.overall_pick !== null ? String(p.overall_pick) : "",
    name: p.player_name,
    value: p.team_name,
  }));
}

/** "2024 NBA Draft: 1. Zaccharie Risacher (Atlanta Hawks), 2. ..., 3. ...". */
export function draftDescription(title: string, picks: readonly DraftPick[]): string {
  const top = picks
    .slice(0, 3)
    .map((p) => `${p.overall_pick !== null ? `${p.overall_pick}. ` : ""}${p.player_name} (${p.team_name})`);
  return `${title}${top.length ? `: ${top.join(", ")}` : ""}.`;
}

// ---- teams, coaches, seasons, championships, games ---------------------------------------------------

/** "Boston Celtics: 18 championships; seasons 1946-47 to 2024-25 in our data." */
export function teamDescription(
  name: string,
  sport: string | null,
  titles: number,
  years: readonly number[],
): string {
  const span = years.length
    ? `; seasons ${seasonSpan(sport, Math.min(...years), Math.max(...years))} in our data`
    : "";
  return `${name}: ${count(titles, "championship")}${span}.`;
}

/** "Red Auerbach: Head Coach, Boston Celtics." (the record is left to the page, whose sources vary in reach). */
export function coachDescription(
  c: Pick<Player, "person"> & {
    title: string | null;
    position: string | null;
    current_team: { name: string } | null;
  },
): string {
  const who = [c.title ?? c.position, c.current_team?.name].filter(Boolean).join(", ");
  return `${personName(c)}${who ? `: ${who}` : ""}.`;
}

/** "1985-86 NBA Season: champion Boston Celtics; 23 teams, 943 games." */
export function seasonDescription(s: {
  name: string;
  champion: { name: string } | null;
  teams: number | null;
  games: number | null;
}): string {
  const facts = [
    s.champion ? `champion ${s.champion.name}` : null,
    [s.teams ? count(s.teams, "team") : null, s.games ? count(s.games, "game") : null]
      .filter(Boolean)
      .join(", ") || null,
  ].filter((x): x is string => x !== null);
  return `${s.name}${facts.length ? `: ${facts.join("; ")}` : ""}.`;
}

/** "Stanley Cup Final (Stanley Cup), first held 1917. Latest champion: Florida Panthers (2025); most titles: ...". */
export function championshipDescription(page: {
  facts: { name: string; trophy: string; founded: number };
  current: { team: string; titleYear: number } | null;
  mostTitles: { teams: string[]; titles: number } | null;
}): string {
  const { facts, current, mostTitles } = page;
  const parts = [
    current ? `Latest champion: ${current.team} (${current.titleYear})` : null,
    mostTitles?.teams.length ? `most titles: ${listText(mostTitles.teams)} (${mostTitles.titles})` : null,
  ].filter((x): x is string => x !== null);
  const trophy = facts.trophy && facts.trophy !== facts.name ? ` (${facts.trophy})` : "";
  return `${facts.name}${trophy}, first held ${facts.founded}.${parts.length ? ` ${parts.join("; ")}.` : ""}`;
}

/** "Final: Boston Celtics 114, Houston Rockets 97. June 8, 1986, Boston Garden." */
export function gameDescription(g: {
  status: string;
  away: { name: string; score: number | null };
  home: { name: string; score: number | null };
  date: string;
  venue: string | null;
}): string {
  const final =
    g.status === "final" && g.away.score !== null && g.home.score !== null
      ? `Final: ${g.away.name} ${g.away.score}, ${g.home.name} ${g.home.score}. `
      : "";
  return `${final}${[g.date, g.venue].filter(Boolean).join(", ")}.`;
}

/** "Boston Celtics 2023-24 Season: 64-18, 1st in Atlantic; Won NBA Finals." (what the season's sources hold) */
export function teamSeasonDescription(
  title: string,
  s: { record: string | null; finish: string | null; playoff_result: string | null },
): string {
  const line = [s.record, s.finish].filter(Boolean).join(", ");
  const parts = [line || null, s.playoff_result].filter((x): x is string => Boolean(x));
  return `${title}${parts.length ? `: ${parts.join("; ")}` : ""}.`;
}
