/** A build step: one unit of the database build (curated files, later one open dataset each). */
import type { BuildContext } from "./context";

export interface BuildStep {
  name: string;
  run(ctx: BuildContext): Promise<void>;
}
