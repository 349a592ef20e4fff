/**
 * A small RFC 4180 CSV reader that remembers the line each record starts on, so a bad row can be
 * reported as file:line. Quoted fields may hold commas, doubled quotes and line breaks.
 */

export interface CsvRecord {
  /** 1-based line number of the record's first line in the file. */
  line: number;
  /** Values keyed by header name (the header row is not returned as a record). */
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

/** Splits CSV text into rows of fields, each with its starting line. */
export function parseCsvRows(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let field = "";
  let fields: string[] = [];
  let inQuotes = false;
  let quotedField = false;
  let closed = false;

  const endRow = () => {
    fields.push(field);
    // A row that is one empty unquoted field is a blank line: skip it.
    if (!(fields.length === 1 && fields[0] === "" && !quotedField)) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
    quotedField = false;
    closed = false;
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
          closed = true;
        }
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== "") throw new CsvSyntaxError(line, "quote inside an unquoted field");
      inQuotes = true;
      quotedField = true;
    } else if (ch === ",") {
      fields.push(field);
      field = "";
      closed = false;
    } else if (ch === "\r") {
      // Tolerate CRLF: the \n that follows ends the row.
    } else if (ch === "\n") {
      endRow();
      line++;
      rowLine = line;
    } else {
      if (closed) throw new CsvSyntaxError(line, "text after a closing quote");
      field += ch;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(rowLine, "unterminated quoted field");
  if (field !== "" || fields.length > 0 || quotedField) endRow();
  return rows;
}

/** Parses CSV text with a header row into records keyed by column name. */
export function parseCsv(text: string): CsvTable {
  const rows = parseCsvRows(text);
  if (rows.length === 0) return { header: [], records: [] };
  const header = rows[0].fields.map((h) => h.trim());
  const records: CsvRecord[] = [];
  for (const row of rows.slice(1)) {
    if (row.fields.length !== header.length) {
      throw new CsvSyntaxError(row.line, `expected ${header.length} fields, found ${row.fields.length}`);
    }
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      values[name] = row.fields[i];
    });
    records.push({ line: row.line, values });
  }
  return { header, records };
}
