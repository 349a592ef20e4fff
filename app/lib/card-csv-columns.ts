/**
 * The CSV columns of the lists the site draws as cards (CardTable, app/lib/table-csv.ts): what
 * each card shows, one field per column, plus the path of the page it links to.
 */
import type { OnThisDay } from "@domain/contract/explore";
import type { Game } from "@domain/contract/types";
import { championshipHref, gameHref, playerHref } from "./links";
import type { CoachCardData, PlayerCardData } from "./people-view";
import { leagueOf, statusView } from "./scores";
import type { SeasonCard } from "./seasons";
import type { CsvColumn } from "./table-csv";
import type { TeamCard } from "./teams";

const yesNo = (value: boolean) => (value ? "yes" : "no");

export const TEAM_CSV: readonly CsvColumn<TeamCard>[] = [
  { label: "Team", value: (t) => t.name },
  { label: "Place", value: (t) => t.place },
  { label: "Sport", value: (t) => t.sport },
  { label: "Division or conference", value: (t) => (t.grouping === "N/A" ? null : t.grouping) },
  // 'Founded', 'First season' or 'First season in our data': the card's own label of the year.
  { label: "Since", value: (t) => t.origin?.value },
  { label: "Since means", value: (t) => t.origin?.label },
  { label: "Titles", value: (t) => t.championships },
  { label: "Titles counted", value: (t) => t.titlesLabel },
  { label: "Last season", value: (t) => t.lastSeason },
  { label: "Page", value: (t) => `/teams/${t.slug}` },
];

export const PLAYER_CSV: readonly CsvColumn<PlayerCardData>[] = [
  { label: "Player", value: (p) => p.name },
  { label: "Jersey", value: (p) => p.jersey },
  { label: "Position", value: (p) => p.position },
  { label: "Team", value: (p) => p.team },
  { label: "Sport", value: (p) => p.sport },
  { label: "Status", value: (p) => p.statusText },
  { label: "Titles", value: (p) => p.championships },
  { label: "Awards", value: (p) => p.awards.shown.join("; ") + (p.awards.more ? "; ..." : "") || null },
  { label: "Stats", value: (p) => p.stats.map((e) => `${e.label}: ${e.value}`).join("; ") || null },
  { label: "Coverage", value: (p) => p.through },
  { label: "Page", value: (p) => p.href },
];

export const COACH_CSV: readonly CsvColumn<CoachCardData>[] = [
  { label: "Coach", value: (c) => c.name },
  { label: "Title", value: (c) => c.title },
  { label: "Sport", value: (c) => c.sport },
  { label: "Status", value: (c) => c.statusText },
  { label: "Team", value: (c) => c.teamName },
  { label: "Age", value: (c) => c.age },
  { label: "Years coaching", value: (c) => c.years },
  { label: "Championships", value: (c) => c.championships },
  { label: "Win %", value: (c) => c.winPct },
  // 'Career Record' only where the data covers the whole career; otherwise the seasons it counts.
  { label: "Record", value: (c) => c.record },
  { label: "Record covers", value: (c) => c.recordLabel },
  { label: "Page", value: (c) => c.href },
];

const scoreOf = (game: Game, side: "home" | "away") =>
  statusView(game).showScores ? (side === "home" ? game.home_score : game.away_score) : null;

export const GAME_CSV: readonly CsvColumn<Game>[] = [
  { label: "Date", value: (game) => game.game_date },
  { label: "League", value: (game) => leagueOf(game).label },
  { label: "Status", value: (game) => statusView(game).label },
  { label: "Away", value: (game) => game.away_team.name },
  { label: "Away score", value: (game) => scoreOf(game, "away") },
  { label: "Home", value: (game) => game.home_team.name },
  { label: "Home score", value: (game) => scoreOf(game, "home") },
  { label: "Neutral site", value: (game) => yesNo(game.neutral_site) },
  { label: "Venue", value: (game) => game.venue_name },
  { label: "Week", value: (game) => game.week },
  // The winner, a tie, or a live game's period and clock; a game to come, its start time.
  { label: "Note", value: (game) => statusView(game).detail },
  { label: "Page", value: (game) => `/scores/${game.id}` },
];

export const SEASON_CSV: readonly CsvColumn<SeasonCard>[] = [
  { label: "Season", value: (c) => c.name },
  { label: "League", value: (c) => c.league },
  { label: "Sport", value: (c) => c.sport },
  { label: "Start year", value: (c) => c.startYear },
  { label: "Teams", value: (c) => c.teams },
  { label: "Status", value: (c) => c.status },
  {
    label: "Champion",
    value: (c) => c.champion ?? (c.status === "completed" ? "not recorded" : "to be decided"),
  },
  { label: "Page", value: (c) => `/seasons/${c.key}` },
];

/** A championship card's fields (the card type lives with its component). */
export interface ChampionshipRow {
  slug: string;
  name: string;
  sport: string | null;
  level: string | null;
  firstYear: number | null;
  lastYear: number | null;
  trophy: string | null;
}

export const CHAMPIONSHIP_CSV: readonly CsvColumn<ChampionshipRow>[] = [
  { label: "Championship", value: (c) => c.name },
  { label: "Sport", value: (c) => c.sport },
  { label: "Level", value: (c) => c.level },
  { label: "First held", value: (c) => c.firstYear },
  { label: "Last held", value: (c) => c.lastYear ?? "Active" },
  { label: "Trophy", value: (c) => c.trophy },
  { label: "Page", value: (c) => `/championships/${c.slug}` },
];

type Day = OnThisDay;

/** "On this day": the titles clinched on the date. */
export const DAY_TITLE_CSV: readonly CsvColumn<Day["titles"][number]>[] = [
  { label: "Date", value: (t) => t.date },
  { label: "Championship", value: (t) => t.championship.name },
  { label: "Champion", value: (t) => t.champion.name },
  { label: "Champion score", value: (t) => t.champion.score },
  { label: "Runner-up", value: (t) => t.runner_up.name },
  { label: "Runner-up score", value: (t) => t.runner_up.score },
  { label: "Series", value: (t) => t.series },
  { label: "Page", value: (t) => championshipHref(t.championship.slug) },
];

/** "On this day": the notable games of the date and why each is listed. */
export const DAY_GAME_CSV: readonly CsvColumn<Day["games"][number]>[] = [
  { label: "Date", value: (g) => g.date },
  { label: "League", value: (g) => g.league },
  { label: "Away", value: (g) => g.away.name },
  { label: "Away score", value: (g) => g.away.score },
  { label: "Home", value: (g) => g.home.name },
  { label: "Home score", value: (g) => g.home.score },
  { label: "Neutral site", value: (g) => yesNo(g.neutral) },
  {
    label: "Listed as",
    value: (g) =>
      g.reason === "title"
        ? `${g.championship ?? "title"} game`
        : `highest-scoring ${g.league} game on this date in the database`,
  },
  { label: "Page", value: (g) => gameHref(g.id) },
];

/** "On this day": notable players born on the date. */
export const DAY_BIRTHDAY_CSV: readonly CsvColumn<Day["birthdays"][number]>[] = [
  { label: "Player", value: (b) => b.name },
  { label: "Born", value: (b) => b.birth_date },
  { label: "Sport", value: (b) => b.sport },
  { label: "Notable for", value: (b) => b.why },
  { label: "Page", value: (b) => playerHref(b.slug) },
];
