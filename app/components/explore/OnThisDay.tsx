/**
 * "On this day": titles clinched, notable games (a title game; each league's highest-scoring game
 * on the date in the database) and birthdays of notable players (Hall of Fame, an MVP award, or
 * 15+ seasons: domain/on-this-day.ts), each linking onward. The home page shows a few of each;
 * /on-this-day shows them all.
 */
import { Link } from "@remix-run/react";
import type { OnThisDay as OnThisDayData } from "@domain/contract/explore";
import { monthDayText, NOTABLE_MIN_SEASONS } from "@domain/on-this-day";
import { matchupText } from "@domain/neutral-site";
import { NameLink } from "~/components/ui/NameLink";
import { championshipHref, gameHref, playerHref, teamSeasonHref } from "~/lib/links";
import { CardTable, useCsvRow } from "~/components/ui/CardTable";
import { DAY_BIRTHDAY_CSV, DAY_GAME_CSV, DAY_TITLE_CSV } from "~/lib/card-csv-columns";
import type { CsvColumn } from "~/lib/table-csv";
import type { ReactNode } from "react";
import * as s from "./explore.css";

type Side = OnThisDayData["titles"][number]["champion"];

function score(a: Side, b: Side): string {
  return a.score !== null && b.score !== null ? ` ${a.score}-${b.score}` : "";
}

/**
 * One of the day's lists: as a table with its CSV and anchor (CardTable) on the day's own page,
 * plain on the home page (a few of each).
 */
function DayList<T>({
  tables,
  id,
  caption,
  columns,
  rows,
  keyOf,
  children,
}: {
  tables: boolean;
  id: string;
  caption: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  keyOf: (row: T) => string | number;
  children: (row: T) => ReactNode;
}) {
  const list = <DayItems columns={columns} rows={rows} keyOf={keyOf} render={children} />;
  return tables ? (
    <CardTable id={id} caption={caption} columns={columns}>
      {list}
    </CardTable>
  ) : (
    list
  );
}

function DayItems<T>({
  columns,
  rows,
  keyOf,
  render,
}: {
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  keyOf: (row: T) => string | number;
  render: (row: T) => ReactNode;
}) {
  const csvRow = useCsvRow(columns);
  return (
    <ul className={s.list}>
      {rows.map((row) => (
        <li key={keyOf(row)} {...csvRow(row)}>
          {render(row)}
        </li>
      ))}
    </ul>
  );
}

export function OnThisDayLists({
  data,
  limit,
  headingLevel = 3,
  tables = false,
}: {
  data: OnThisDayData;
  limit?: number;
  headingLevel?: 2 | 3;
  /** Each list with its CSV and "link to this table" (the day's own page). */
  tables?: boolean;
}) {
  const cut = <T,>(rows: T[]) => (limit === undefined ? rows : rows.slice(0, limit));
  const shared = { headingLevel, tables };
  return (
    <div className={s.two}>
      <DaySection
        {...shared}
        title="Titles clinched"
        id="titles-clinched"
        empty="No title was decided on this date in the database."
        columns={DAY_TITLE_CSV}
        rows={cut(data.titles)}
        keyOf={(t) => `${t.championship.slug}-${t.year}`}
      >
        {(t) => <TitleItem title={t} />}
      </DaySection>
      <DaySection
        {...shared}
        title="Notable games"
        id="notable-games"
        empty="No game on this date in the database."
        columns={DAY_GAME_CSV}
        rows={cut(data.games)}
        keyOf={(g) => g.id}
      >
        {(g) => <GameItem game={g} />}
      </DaySection>
      <DaySection
        {...shared}
        label="Birthdays"
        title="Born on this day"
        id="born-on-this-day"
        empty="No notable player was born on this date."
        columns={DAY_BIRTHDAY_CSV}
        rows={cut(data.birthdays)}
        keyOf={(b) => b.slug}
        footer={<NotableNote />}
      >
        {(b) => <BirthdayItem birthday={b} />}
      </DaySection>
    </div>
  );
}

/**
 * One kind of the day's entries under its heading (`label` names the section where it differs
 * from the heading): the list, or a line saying there are none.
 */
function DaySection<T>({
  headingLevel,
  tables,
  label,
  title,
  id,
  empty,
  columns,
  rows,
  keyOf,
  footer,
  children,
}: {
  headingLevel: 2 | 3;
  tables: boolean;
  label?: string;
  title: string;
  id: string;
  empty: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  keyOf: (row: T) => string | number;
  footer?: ReactNode;
  children: (row: T) => ReactNode;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label={label ?? title}>
      <H className={s.h2}>{title}</H>
      {rows.length === 0 ? (
        <p className={s.muted}>{empty}</p>
      ) : (
        <DayList tables={tables} id={id} caption={title} columns={columns} rows={rows} keyOf={keyOf}>
          {children}
        </DayList>
      )}
      {footer}
    </section>
  );
}

/** Who counts as notable among the birthdays (domain/on-this-day.ts). */
function NotableNote() {
  return (
    <p className={s.muted}>
      Notable: in the Hall of Fame, a Most Valuable Player award, or a career of {NOTABLE_MIN_SEASONS}+
      seasons in the database.
    </p>
  );
}

type Title = OnThisDayData["titles"][number];
type DayGame = OnThisDayData["games"][number];
type Birthday = OnThisDayData["birthdays"][number];

function BirthdayItem({ birthday: b }: { birthday: Birthday }) {
  return (
    <>
      <NameLink to={playerHref(b.slug)}>{b.name}</NameLink> ({b.birth_date.slice(0, 4)}){" "}
      <span className={s.muted}>{b.why}</span>
    </>
  );
}

function TitleItem({ title: t }: { title: Title }) {
  return (
    <>
      {/* Both teams lead to the season of the title (`year` is the season's start). */}
      {t.date.slice(0, 4)}:{" "}
      <NameLink to={teamSeasonHref(t.champion.slug, t.year)}>{t.champion.name}</NameLink> won the{" "}
      <NameLink to={championshipHref(t.championship.slug)}>{t.championship.name}</NameLink> over{" "}
      <NameLink to={teamSeasonHref(t.runner_up.slug, t.year)}>{t.runner_up.name}</NameLink>
      {t.game_id !== null ? (
        <Link to={gameHref(t.game_id) ?? "#"}>{score(t.champion, t.runner_up)}</Link>
      ) : (
        score(t.champion, t.runner_up)
      )}
      {t.series ? ` (series ${t.series})` : ""}
    </>
  );
}

function GameItem({ game: g }: { game: DayGame }) {
  return (
    <>
      <Link to={gameHref(g.id) ?? "#"}>
        {g.date.slice(0, 4)}: {matchupText(g.away.name, g.home.name, g.neutral)} {g.away.score}-{g.home.score}
      </Link>{" "}
      <span className={s.muted}>
        {g.reason === "title"
          ? `${g.championship ?? "title"} game`
          : `highest-scoring ${g.league} game on this date in the database`}
      </span>
    </>
  );
}

/** The home page's section: a few entries of each kind and the link to the whole day. */
export function OnThisDayHome({ data }: { data: OnThisDayData | null }) {
  if (!data) return null;
  return (
    <section aria-labelledby="on-this-day" className={s.page}>
      <h2 id="on-this-day" className={s.title}>
        On this day: {monthDayText(data.date)}
      </h2>
      <OnThisDayLists data={data} limit={5} />
      <p>
        <Link to={`/on-this-day?date=${data.date}`}>
          Everything that happened on {monthDayText(data.date)}
        </Link>
      </p>
    </section>
  );
}
