/** What the Lahman 2025 edition's player tables cover; read by the importer and the API. */
/** The last season the files hold: figures of players seen then run "through 2024". */
export const STATS_THROUGH = 2024;
