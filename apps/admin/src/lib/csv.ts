// CSV files the back office builds in the browser (reports, the member list, every review queue):
// the rows come from the same list routes the screens read, a page at a time (exportPages), so
// an export needs no route or permission of its own: a staff member exports what they may list.

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab / carriage return first) is
 * written with a leading apostrophe, so that "=HYPERLINK(...)" in a member's name stays text
 * (OWASP "CSV injection"). A plain number ("-20.00") is not a formula and stays a number.
 */
export function csvCell(v: string | number | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV text (RFC 4180 quoting, formula cells escaped, a BOM so that spreadsheet programs read Chinese as UTF-8). */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The most rows one export collects (a larger list is cut there, and the caller says so). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Every row of a paged list read: page 1, 2, ... until the last page (or EXPORT_MAX_ROWS).
 * `truncated` is true when rows were left out.
 */
export async function exportPages<Row>(read: (page: number) => Promise<{ data: Row[]; last_page: number }>): Promise<{ rows: Row[]; truncated: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const reply = await read(page);
    rows.push(...reply.data);
    if (page >= reply.last_page || reply.data.length === 0) return { rows, truncated: false };
    if (rows.length >= EXPORT_MAX_ROWS) return { rows: rows.slice(0, EXPORT_MAX_ROWS), truncated: true };
  }
}
