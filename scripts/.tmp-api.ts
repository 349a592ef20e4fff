import { openDatabase } from "../backend/db/connection";
import { createApiHandler } from "../backend/http/handler";
const db = openDatabase();
const h = createApiHandler(db);
for (const path of process.argv.slice(2)) {
  const res = await h(new Request(`http://localhost/api/${path}`));
  console.log(res.status, (await res.text()).slice(0, Number(process.env.MAX ?? 3000)));
}
await db.destroy();
