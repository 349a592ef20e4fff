/**
 * The secret that signs the site's cookies: COOKIE_SECRET when set (comma-separated to rotate:
 * the first signs, all verify), else one generated once and kept beside the database, so
 * restarts and every worker agree and old cookies stay valid.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export function ensureCookieSecret(env: NodeJS.ProcessEnv = process.env, file = env.COOKIE_SECRET_FILE ?? ".data/cookie-secret"): string {
  if (env.COOKIE_SECRET?.trim()) return env.COOKIE_SECRET;
  let secret = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  env.COOKIE_SECRET = secret;
  return secret;
}
