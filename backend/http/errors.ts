/** Errors a route throws; the handler turns them into the contract's JSON error bodies. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
    this.name = "HttpError";
  }
}

/** 404 with the contract's exact body. */
export function notFound(): HttpError {
  return new HttpError(404, { detail: "Not found." });
}

/** 400 naming the offending query parameter(s): `{detail, errors: {param: [reason]}}`. */
export function badRequest(errors: Record<string, string[]>): HttpError {
  const names = Object.keys(errors);
  const first = names[0];
  const detail =
    names.length === 1
      ? `Invalid value for query parameter '${first}': ${errors[first][0]}`
      : `Invalid query parameters: ${names.map((n) => `'${n}'`).join(", ")}`;
  return new HttpError(400, { detail, errors });
}
