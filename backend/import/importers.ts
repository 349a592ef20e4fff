/**
 * Importers of the open datasets (../shared/data, see DATA_DIR): each is a BuildStep that runs
 * after the curated facts (sports, teams, champions, seasons) are loaded and before `finalize`,
 * resolving teams and seasons through `ctx.lookups` and `ctx.teamOfTime`. Register them here.
 */
import type { BuildStep } from "./step";

export const importers: BuildStep[] = [];
