/**
 * The error every client call throws. `status` is the HTTP status (0 when the backend could not
 * be reached, 502 when its answer broke the contract), so loaders can map 404 to Not Found.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API path (and query) that failed, for logs. */
    readonly path: string = "",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ApiError";
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** Client errors are final; everything else (network, 5xx) may succeed on a retry. */
  get isRetryable(): boolean {
    return this.status < 400 || this.status >= 500;
  }
}

/**
 * Also true for an ApiError from another copy of this module: server.ts runs the client from
 * source while the Remix build bundles its own copy, so `instanceof` alone would miss it.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === "ApiError" &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

/** The lookup messages (docs/rules.md#lookup-errors). */
export const LOOKUP_ERRORS = {
  gameNotFound: "Game not found",
  seasonNotFound: "Season not found",
  coachSlugRequired: "Coach slug is required",
  playerSlugRequired: "Player slug is required",
} as const;
