/**
 * Whether two URLs differ only in the `ignore` search parameters (e.g. `open`, which expands an
 * item of data the page already has, so its loader need not run again). Pure.
 */
export function onlyParamsChanged(current: URL, next: URL, ignore: readonly string[] = ["open"]): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of ignore) params.delete(key);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
