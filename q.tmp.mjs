import Database from "better-sqlite3";
const db = new Database(process.argv[2] ?? ".data/sports.sqlite", { readonly: true });
const q = process.argv[3];
console.table(db.prepare(q).all());
