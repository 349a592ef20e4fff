/** A module fetched once on first ask; a failed fetch is asked again the next time. */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | null = null;
  return () => {
    module ??= importer().catch((error: unknown) => {
      // Meanwhile the caller keeps what it showed (the native control, the server's HTML).
      module = null;
      throw error;
    });
    return module;
  };
}
