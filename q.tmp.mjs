import Database from "better-sqlite3";
const db = new Database(".data/test/sports.sqlite", { readonly: true });
for (const sql of process.argv.slice(2)) console.table(db.prepare(sql).all());
