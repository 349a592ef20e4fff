/**
 * URL parameters of the one vocabulary (ARCHITECTURE.md): defaults are left out so a default view
 * has no query string, and a view's canonical URL is stable and shareable.
 */
export type ParamDefaults = Record<string, string | undefined>;

/** Drops empty values and values equal to their default; keeps a stable key order. */
export function canonicalSearch(
  params: URLSearchParams,
  defaults: ParamDefaults = {},
  allowed?: readonly string[],
): string {
  const out = new URLSearchParams();
  const keys = [...new Set([...params.keys()])].filter((k) => !allowed || allowed.includes(k)).sort();
  for (const key of keys) {
    const value = params.get(key)?.trim() ?? "";
    if (value === "" || value === defaults[key]) continue;
    out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}

/**
 * A filter form's fields as the canonical query: the last value of a name wins (a toggle sends its
 * hidden "off" value first), values are trimmed, empty and default values left out, keys sorted.
 * Files (never in a filter form) are ignored.
 */
export function formQuery(
  entries: Iterable<[string, FormDataEntryValue]>,
  defaults: ParamDefaults = {},
): URLSearchParams {
  const last = new Map<string, string>();
  for (const [key, value] of entries) if (typeof value === "string") last.set(key, value.trim());
  const params = new URLSearchParams();
  for (const [key, value] of last) {
    if (value === "" || value === defaults[key]) continue;
    params.set(key, value);
  }
  params.sort();
  return params;
}

/** A link that changes one or more parameters of the current view. */
export function withParams(
  search: string,
  changes: Record<string, string | number | null | undefined>,
  defaults: ParamDefaults = {},
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  return canonicalSearch(params, defaults);
}

/**
 * For `?open=` sections: the link that opens `id`, or closes it when it is the open one. With a
 * section open by default (`defaultOpen`), the default view has no parameter and closing every
 * section is `?open=none`.
 */
export function toggleOpenHref(search: string, id: string, param = "open", defaultOpen?: string): string {
  const current = new URLSearchParams(search).get(param) ?? defaultOpen ?? null;
  if (current === id) return withParams(search, { [param]: defaultOpen ? "none" : null });
  return withParams(search, { [param]: id === defaultOpen ? null : id });
}

/** Whether `value` is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
