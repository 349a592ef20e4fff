/**
 * The vocabulary of the schema declaration (backend/db/tables.ts): a table is its columns (SQL type,
 * nullability, default) and indexes, each with the migration that introduced it. The query types
 * (`Row`) and the migrations (backend/db/migrations.ts) are both derived from that one declaration.
 */

/** Every migration, in order. Names sort lexically, which is how Kysely orders them. */
export const MIGRATION_NAMES = [
  "0001_initial",
  "0002_standings_detail",
  "0003_team_seasons",
  "0004_data_quality",
  "0005_search",
  "0006_people_coverage",
  "0007_standings_tiebreak",
  "0008_games_neutral_site",
  "0009_data_quality_championship",
  "0010_derived_coverage",
  "0011_mlb_stats",
  "0012_game_history",
  "0013_awards_drafts",
  "0014_playoff_series",
  "0015_league_scope",
  "0016_basketball_lines",
  "0017_football_lines",
  "0019_coach_record_since",
  "0020_basketball_game_lines",
  "0021_baseball_event_lines",
  "0022_football_defense",
  "0023_baseball_game_teams",
  "0024_analytics_figures",
  "0025_teams_outside_division",
  "0026_similar_players",
  "0027_undated_games",
  "0028_hockey_lines",
  "0029_college_baseball_lines",
] as const;

export type MigrationName = (typeof MIGRATION_NAMES)[number];

/**
 * `pk` integer primary key; `int`/`text`/`real` nullable; a trailing `!` means NOT NULL. The SQL
 * types (integer, text, double precision) mean the same on SQLite and PostgreSQL.
 */
export type Spec = "pk" | "int" | "int!" | "text" | "text!" | "real" | "real!";

/** The TypeScript type a spec stands for. */
export type SpecValue<S extends Spec> = S extends "pk" | "int!" | "real!"
  ? number
  : S extends "text!"
    ? string
    : S extends "int" | "real"
      ? number | null
      : string | null;

/** Carries a TypeScript type narrower than the spec's (a flag, a union of words); no value at run time. */
export interface TsType<T> {
  readonly __type?: T;
}

/** Declares the narrower TypeScript type of a column, e.g. `as<Flag>()`. */
export function as<T>(): TsType<T> {
  return {};
}

/** A column written out in full: needed when it came later than its table, has a default or a narrower type. */
export interface Column {
  readonly spec: Spec;
  /** The migration that added it; absent: created with its table. */
  readonly since?: MigrationName;
  readonly default?: number | string;
  readonly type?: TsType<unknown>;
}

export interface Index<C extends string = string> {
  readonly on: readonly C[];
  readonly unique?: boolean;
  /** The migration that created it; absent: created with its table. */
  readonly since?: MigrationName;
}

/** Columns in their order in the table: those added later come after the ones the table was created with. */
export type Columns = Readonly<Record<string, Spec | Column>>;

export interface Table<C extends Columns = Columns> {
  readonly since: MigrationName;
  readonly columns: C;
  readonly indexes: readonly Index<keyof C & string>[];
}

/** Declares a table; the type parameter keeps the literal specs (for `Row`) and checks index columns. */
export function table<const C extends Columns>(declaration: {
  since: MigrationName;
  columns: C;
  indexes: readonly Index<NoInfer<keyof C & string>>[];
}): Table<C> {
  return declaration;
}

type SpecOf<C> = C extends Spec ? C : C extends { spec: infer S extends Spec } ? S : never;

/** A column's value type: the narrower type where one is declared (null kept for a nullable spec). */
export type Value<C> = C extends { type: TsType<infer T> }
  ? T extends NonNullable<SpecValue<SpecOf<C>>>
    ? T | Extract<SpecValue<SpecOf<C>>, null>
    : never
  : SpecValue<SpecOf<C>>;

/** The row type Kysely uses for a declared table. */
export type Row<T extends { readonly columns: Columns }> = {
  -readonly [K in keyof T["columns"]]: Value<T["columns"][K]>;
};

/** The column's spec, whichever way it is written. */
export function specOf(column: Spec | Column): Column {
  return typeof column === "string" ? { spec: column } : column;
}

/** Index names as the first migration named them: `{table}_{columns}_key` (unique) or `_idx`. */
export function indexName(tableName: string, index: Index): string {
  return `${tableName}_${index.on.join("_")}_${index.unique ? "key" : "idx"}`;
}
