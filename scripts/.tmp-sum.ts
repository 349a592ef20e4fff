import { openDatabase } from "../backend/db/connection";
import { createApiHandler } from "../backend/http/handler";
const db = openDatabase();
const h = createApiHandler(db);
const [slug, ...years] = process.argv.slice(2);
const res = await h(new Request(`http://localhost/api/teams/teams/${slug}/seasons/?page_size=1000`));
const body = await res.json() as { results: Record<string, unknown>[] };
for (const r of body.results) if (!years.length || years.includes(String(r.start_year))) console.log([r.label, r.team_name, r.record, r.points, r.finish, r.playoff_result, r.championship_won ? "TITLE" : ""].join(" | "));
await db.destroy();
