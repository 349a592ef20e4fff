/**
 * Last importer: prints the summary table per sport and level with the rejected-row reasons, and
 * keeps the whole import report in build_info (`import_files`: rows read/imported/merged/skipped/
 * rejected per file; `import_rejections`: every rejected row as {file, line, reason}) so the data
 * pages can show it.
 */
import type { BuildStep } from "../step";
import { openDataDir, reportOf } from "./common";

export const importSummaryStep: BuildStep = {
  name: "open datasets summary",
  async run(ctx) {
    if (!openDataDir()) {
      ctx.log("open datasets: no DATA_DIR and no ../shared/data: the database holds the curated facts only");
      return;
    }
    const report = reportOf(ctx);
    ctx.log(`open datasets (${report.dataDir}):`);
    for (const line of report.summary()) ctx.log(`  ${line}`);
    await ctx.insert("build_info", [
      { key: "import_files", value: JSON.stringify(report.files) },
      { key: "import_rejections", value: JSON.stringify(report.rejections) },
    ]);
  },
};
