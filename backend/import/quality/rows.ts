/**
 * The rows of `data_quality` as the report's sections build them (the step numbers them and
 * stamps the build instant), and the counted figure most sections are made of.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { percent } from "./figures";

export type QualityRow = Omit<Insertable<Database["data_quality"]>, "id" | "sort_order" | "computed_at">;

/** A check or an entity: the items checked (fields, rows) and those that passed. */
export interface Figure {
  key: string;
  label: string;
  passed: number;
  total: number;
  detail: string;
}

/** A counted figure as a row of its section, scored by the share that passed. */
export function figureRow(section: string, f: Figure): QualityRow {
  return {
    section,
    key: f.key,
    label: f.label,
    score: percent(f.passed, f.total),
    passed: f.passed,
    total: f.total,
    detail: f.detail,
  };
}
