/**
 * The database as Kysely sees it: one row type per table, derived from the declaration in
 * backend/db/tables.ts (which the migrations are generated from too), under the names the rest of
 * the code imports.
 */
import type { Row } from "./declare";
import { tables } from "./tables";

export type { Flag, GameStatus } from "./tables";

type Tables = typeof tables;

export type Database = { [T in keyof Tables]: Row<Tables[T]> };

/** The row types other modules name; any other is `Database["table_name"]`. */
export type SportsTable = Database["sports"];
export type LevelsTable = Database["levels"];
export type ConferencesTable = Database["conferences"];
export type DivisionsTable = Database["divisions"];
export type VenuesTable = Database["venues"];
export type TeamsTable = Database["teams"];
export type ChampionshipsTable = Database["championships"];
export type DataQualityTable = Database["data_quality"];
export type SearchDocumentsTable = Database["search_documents"];

/** Tables in load order (children after parents), the declaration's order; the reverse order empties a database. */
export const TABLES_IN_LOAD_ORDER = Object.keys(tables) as readonly (keyof Database)[];
