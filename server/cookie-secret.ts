/**
 * The secret that signs the site's cookies: COOKIE_SECRET when set (comma-separated to rotate:
 * the first signs, all verify), else one generated once and kept beside the database, so
 * restarts and every worker agree and old cookies stay valid.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The secret to sign with, generated into `file` when none is configured. It is handed on through
 * the environment (`env.COOKIE_SECRET`): the Remix build is a bundle of its own, whose settings
 * module reads the environment when it loads, after this.
 */
export function ensureCookieSecret(
  { cookieSecret, cookieSecretFile }: { cookieSecret: string | undefined; cookieSecretFile: string },
  env: Record<string, string | undefined> = process.env,
): string {
  if (cookieSecret) return cookieSecret;
  let secret = existsSync(cookieSecretFile) ? readFileSync(cookieSecretFile, "utf8").trim() : "";
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(cookieSecretFile), { recursive: true });
    writeFileSync(cookieSecretFile, `${secret}\n`, { mode: 0o600 });
  }
  env.COOKIE_SECRET = secret;
  return secret;
}
