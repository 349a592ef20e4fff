/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF; a field holding a comma, a double
 * quote, CR or LF is wrapped in double quotes with its quotes doubled. Empty or missing = empty.
 */
export type CsvValue = string | number | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",");
}

/** A header row then one record per row; every record, the last included, ends with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => csvRecord(r) + "\r\n").join("");
}
