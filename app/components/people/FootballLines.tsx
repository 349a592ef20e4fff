/**
 * An NFL player's offensive tables: passing, rushing and receiving per season, the regular season
 * and the postseason apart (a traded player's season total, then each club), each with a career
 * row; then a game log of the season in the URL (`?log=2013`), chosen by links that need no script;
 * then the defence of 2018-2021 (the only seasons its source holds) with a row for those seasons.
 */
import { Link } from "@remix-run/react";
import type {
  FootballDefenseLine,
  FootballGameLine,
  FootballLines,
  FootballSeasonLine,
} from "@domain/contract/types";
import { footballRates } from "@domain/football-stats";
import type { FootballSums } from "@domain/football-stats";
import { DEFAULT_LOG_SORT, logSortOf, sortFootballLog, type GameLogSortKey } from "~/lib/game-log-sort";
import type { SortState } from "~/lib/route-kit";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { visuallyHidden } from "~/components/ui/ui.css";
import { num } from "~/components/ui/widgets.css";
import {
  footballTable,
  gameLog,
  sumFootball,
  type FootballTable,
  type SeasonType,
} from "~/lib/football-lines";
import { formatCount, seasonsText } from "~/lib/format";
import { logSeasons } from "~/lib/game-log";
import { gameHref } from "~/lib/links";
import { statColumns } from "~/lib/stat-columns";
import { TeamSeasonLink } from "./DetailParts";
import { GameLogSection } from "./GameLogSection";
import * as s from "./people.css";

const LEAD: Column[] = [
  { key: "season", label: "Season" },
  { key: "team", label: "Team" },
];

/** The offence's three tables and their figure columns (a player's and a club season's alike). */
export const FOOTBALL_TABLES: { table: FootballTable; title: string; columns: Column[] }[] = [
  {
    table: "passing",
    title: "Passing",
    columns: statColumns("nfl", [
      "pass_cmp",
      "pass_att",
      "cmp_pct",
      "pass_yds",
      "pass_ypa",
      "pass_td",
      "pass_int",
      "sacks",
      "passer_rating",
    ]),
  },
  {
    table: "rushing",
    title: "Rushing",
    columns: statColumns("nfl", ["rush_att", "rush_yds", "rush_ypc", "rush_td", "fumbles_lost"]),
  },
  {
    table: "receiving",
    title: "Receiving",
    columns: statColumns("nfl", ["targets", "rec", "rec_yds", "rec_ypr", "rec_td"]),
  },
];

const count = (v: number) => formatCount(v);
const one = (v: number | null) => (v === null ? "" : v.toFixed(1));

/** The cells of a table's figures, counts and rates in its column order. */
export function FigureCells({ table, sums }: { table: FootballTable; sums: FootballSums }) {
  const r = footballRates(sums);
  const cells: string[] =
    table === "passing"
      ? [
          count(sums.pass_cmp),
          count(sums.pass_att),
          one(r.cmp_pct),
          count(sums.pass_yds),
          one(r.pass_ypa),
          count(sums.pass_td),
          count(sums.pass_int),
          count(sums.sacks),
          one(r.passer_rating),
        ]
      : table === "rushing"
        ? [
            count(sums.rush_att),
            count(sums.rush_yds),
            one(r.rush_ypc),
            count(sums.rush_td),
            count(sums.fumbles_lost),
          ]
        : [count(sums.targets), count(sums.rec), count(sums.rec_yds), one(r.rec_ypr), count(sums.rec_td)];
  return (
    <>
      {cells.map((v, i) => (
        <td key={i} className={num}>
          {v}
        </td>
      ))}
    </>
  );
}

function TeamCell({ line, clubs }: { line: FootballSeasonLine; clubs: number }) {
  if (line.team_code === "TOT") return <td>{`${clubs} teams`}</td>;
  if (!line.team_code) return <td />;
  return (
    <td>
      <TeamSeasonLink slug={line.team_slug} year={line.season} name={line.team_name ?? line.team_code} />
    </td>
  );
}

const TYPE_NAMES: Record<SeasonType, string> = { REG: "Regular season", POST: "Postseason" };

function SeasonTable({
  lines,
  table,
  title,
  columns,
  type,
}: {
  lines: readonly FootballSeasonLine[];
  table: FootballTable;
  title: string;
  columns: Column[];
  type: SeasonType;
}) {
  const { rows, career } = footballTable(lines, table, type);
  if (!career) return null;
  const id = `${table}-${type.toLowerCase()}`;
  const clubs = new Map<number, number>();
  for (const l of rows) if (l.stint > 0) clubs.set(l.season, (clubs.get(l.season) ?? 0) + 1);
  return (
    <section className={s.seasonTable} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.detailsTitle}>
        {`${title}, ${TYPE_NAMES[type].toLowerCase()}`}
      </h2>
      <div className={s.wideTable}>
        <DataTable
          caption={`${title}: ${TYPE_NAMES[type].toLowerCase()} by season`}
          columns={[...LEAD, ...columns]}
        >
          <tbody>
            {rows.map((line) => (
              <tr key={`${line.season}-${line.stint}`} className={line.stint > 0 ? s.subRow : undefined}>
                <th scope="row">
                  {line.stint > 0 ? (
                    // A club row sits under its season: the label is for screen readers, not repeated on screen.
                    <span className={visuallyHidden}>{`${line.season}, ${line.team_code}`}</span>
                  ) : (
                    line.season
                  )}
                </th>
                <TeamCell line={line} clubs={clubs.get(line.season) ?? 0} />
                <FigureCells table={table} sums={sumFootball([line])} />
              </tr>
            ))}
            <tr className={s.totalRow}>
              <th scope="row">{`Career (${seasonsText(career.seasons)})`}</th>
              <td />
              <FigureCells table={table} sums={career.sums} />
            </tr>
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}

const LOG_COLUMNS: Column[] = [
  { key: "week", label: "Week", abbr: "Wk" },
  { key: "date", label: "Date" },
  { key: "team", label: "Team", abbr: "Tm" },
  { key: "opp", label: "Opponent", abbr: "Opp" },
  ...statColumns("nfl", ["pass_cmp", "pass_att", "pass_yds", "pass_td", "pass_int", "passer_rating"]),
  ...statColumns("nfl", ["rush_att", "rush_yds", "rush_td", "rec", "rec_yds", "rec_td"]),
].map((column) => ({ ...column, sort: logSortOf(column.key) }));

function GameRow({ g }: { g: FootballGameLine }) {
  const href = g.game_slug ? gameHref(g.game_slug) : null;
  const week = g.season_type === "POST" ? `${g.week} (post)` : String(g.week);
  const r = footballRates(g);
  return (
    <tr>
      <th scope="row">{href ? <Link to={href}>{week}</Link> : week}</th>
      <td>{g.game_date ?? ""}</td>
      <td>{g.team_code}</td>
      <td>{g.opponent_code ?? ""}</td>
      {[g.pass_cmp, g.pass_att, g.pass_yds, g.pass_td, g.pass_int].map((v, i) => (
        <td key={`p${i}`} className={num}>
          {count(v)}
        </td>
      ))}
      <td className={num}>{one(r.passer_rating)}</td>
      {[g.rush_att, g.rush_yds, g.rush_td, g.rec, g.rec_yds, g.rec_td].map((v, i) => (
        <td key={`r${i}`} className={num}>
          {count(v)}
        </td>
      ))}
    </tr>
  );
}

function GameLog({
  games,
  log,
  sort,
}: {
  games: readonly FootballGameLine[];
  log: number | null;
  sort: SortState<GameLogSortKey>;
}) {
  const { seasons, chosen } = logSeasons(games, log);
  if (!seasons.length) return null;
  return (
    <GameLogSection seasons={seasons} chosen={chosen} label={String} intro="Season: ">
      <div className={s.wideTable}>
        <DataTable
          caption={`Games of ${chosen}`}
          columns={LOG_COLUMNS}
          sort={sort}
          defaultSort={DEFAULT_LOG_SORT}
        >
          <tbody>
            {sortFootballLog(gameLog(games, chosen!), sort).map((g) => (
              <GameRow key={`${g.season_type}-${g.week}`} g={g} />
            ))}
          </tbody>
        </DataTable>
      </div>
    </GameLogSection>
  );
}

const DEFENSE_COLUMNS: Column[] = [
  ...LEAD,
  { key: "games", label: "Games", abbr: "G" },
  { key: "games_started", label: "Games Started", abbr: "GS" },
  ...statColumns("nfl", ["tackles", "def_sacks", "def_int"]),
];

/** Sacks as PFR writes them: halves shown, whole numbers without a decimal (22.5, 7). */
const sacks = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function DefenseCells({
  l,
}: {
  l: Pick<FootballDefenseLine, "games" | "games_started" | "tackles" | "def_sacks" | "def_int">;
}) {
  return (
    <>
      {[count(l.games), count(l.games_started), count(l.tackles), sacks(l.def_sacks), count(l.def_int)].map(
        (v, i) => (
          <td key={i} className={num}>
            {v}
          </td>
        ),
      )}
    </>
  );
}

function DefenseTable({
  lines,
  from,
  through,
}: {
  lines: readonly FootballDefenseLine[];
  from: number;
  through: number;
}) {
  if (!lines.length) return null;
  const sum = (k: "games" | "games_started" | "tackles" | "def_sacks" | "def_int") =>
    lines.reduce((t, l) => t + l[k], 0);
  const seasons = new Set(lines.map((l) => l.season)).size;
  return (
    <section className={s.seasonTable} aria-labelledby="defense-title">
      <h2 id="defense-title" className={s.detailsTitle}>
        Defense
      </h2>
      <p className={s.note}>
        {`Defence covers the regular seasons ${from}-${through} only (Pro-Football-Reference via nflverse): ` +
          "combined tackles, as the source gives no solo/assisted split; a season with two clubs is one total."}
      </p>
      <div className={s.wideTable}>
        <DataTable
          caption={`Defense: regular season by season, ${from}-${through}`}
          columns={DEFENSE_COLUMNS}
        >
          <tbody>
            {lines.map((l) => (
              <tr key={l.season}>
                <th scope="row">{l.season}</th>
                {l.team_code === "TOT" ? (
                  <td>Several teams</td>
                ) : (
                  <td>
                    <TeamSeasonLink slug={l.team_slug} year={l.season} name={l.team_name ?? l.team_code} />
                  </td>
                )}
                <DefenseCells l={l} />
              </tr>
            ))}
            <tr className={s.totalRow}>
              <th scope="row">{`${from}-${through} (${seasonsText(seasons)})`}</th>
              <td />
              <DefenseCells
                l={{
                  games: sum("games"),
                  games_started: sum("games_started"),
                  tackles: sum("tackles"),
                  def_sacks: sum("def_sacks"),
                  def_int: sum("def_int"),
                }}
              />
            </tr>
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}

export function FootballLinesTables({
  lines,
  log,
  logSort,
}: {
  lines: FootballLines;
  log: number | null;
  logSort: SortState<GameLogSortKey>;
}) {
  const first = Math.min(...lines.seasons.map((l) => l.season));
  return (
    <>
      {lines.seasons.length ? (
        <p className={s.note}>
          {`Offence from nflverse: game lines ${lines.from}-${lines.through - 1}, ${lines.through} regular-season totals (no club named); ` +
            "summed from the play-by-play, so a total can differ from the official one by a few yards. " +
            (first <= lines.from
              ? `Figures start in ${lines.from}: the sources hold no earlier season.`
              : `Figures through ${lines.through}.`)}
        </p>
      ) : null}
      {FOOTBALL_TABLES.flatMap(({ table, title, columns }) =>
        (["REG", "POST"] as const).map((type) => (
          <SeasonTable
            key={`${table}-${type}`}
            lines={lines.seasons}
            table={table}
            title={title}
            columns={columns}
            type={type}
          />
        )),
      )}
      <GameLog games={lines.games} log={log} sort={logSort} />
      <DefenseTable lines={lines.defense} from={lines.defense_from} through={lines.defense_through} />
    </>
  );
}
