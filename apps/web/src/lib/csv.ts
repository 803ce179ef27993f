/** A cell that needs quoting in CSV (RFC 4180): a comma, a double quote, a line break, or space at either end. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One CSV field: quoted when it must be, with each double quote doubled. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows of text as CSV: fields joined by commas, lines ended by CRLF (RFC 4180, as spreadsheets read it). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The CSV as a file to save. A byte order mark leads, so that a spreadsheet opens accented names (é, ü) as
 * UTF-8 rather than guessing a legacy code page.
 */
export function csvBlob(rows: readonly (readonly string[])[]): Blob {
  return new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
