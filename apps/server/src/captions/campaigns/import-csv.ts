import {
  hasControlCharacters,
  isCalendarDate,
  isNetworkId,
  MAX_BRIEF_LENGTH,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  removeInvisibleCharacters,
} from '@captia/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '#server/http/errors.ts';
import type { ImportRow } from './slots';

const HEADER = ['date', 'network', 'brief'] as const;

/** A refused import: which row (as a spreadsheet numbers them, the header being row 1) and what. */
function refuse(key: string, values: Record<string, string | number> = {}): never {
  throw new AppError(400, 'import_invalid', { messageKey: `planner.import.${key}`, values });
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** A character `String.prototype.trim` removes (the rows' emptiness is decided with trim). */
function isBlank(code: number): boolean {
  return (
    code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code > 0x7f && /\s/.test(String.fromCharCode(code)))
  );
}

/**
 * The longest cell read, as written in the file: a brief of MAX_BRIEF_LENGTH characters each
 * written as `""` (a quote), and its own two quotes. No date or network comes near it.
 */
const MAX_CELL_CHARS = 2 * MAX_BRIEF_LENGTH + 2;

/**
 * The file's shape, read in one pass over its characters before csv-parse builds a single cell
 * (decision 0049). csv-parse spends time and memory per cell, per row and per character: a 1 MB
 * body of commas (one row of a million cells) held the server ~0.3–0.5 s and 40–60 MB, and one of
 * blank lines (a million rows, ~20 µs each) 26 s and 500 MB, before their 400. The pass reads as
 * csv-parse is told to read below — RFC 4180 quotes, the record delimiter being the first line
 * break met outside quotes (CRLF, LF or CR) — allocates nothing per cell, and refuses with the
 * messages the checks after the parser would give:
 * - a quote the parser would refuse (opening inside a field, not followed by a separator, a line
 *   break or the end, or never closed): `malformed`, at its row;
 * - a cell longer than any valid one (MAX_CELL_CHARS): the header's `headerInvalid`, or its
 *   column's message (`dateInvalid`, `networkInvalid`, `briefTooLong`) at its row;
 * - a row of more than 3 cells, empty or not: `headerInvalid` on the header, else `columns`;
 * - text below row MAX_IMPORT_ROWS + 1: `tooManyRows` (rows as a spreadsheet numbers them,
 *   blank ones between included).
 * It answers where the last row with text ends: blank rows after it are not read at all.
 */
function importShape(csv: string): { end: number } {
  const length = csv.length;
  let delimiter: string | null = null;
  /** The length of the record delimiter at `at` (0 if none), settled by the first line break met. */
  const lineBreakAt = (at: number): number => {
    const code = csv.charCodeAt(at);
    if (code !== CR && code !== LF) return 0;
    delimiter ??= code === LF ? '\n' : csv.charCodeAt(at + 1) === LF ? '\r\n' : '\r';
    return csv.startsWith(delimiter, at) ? delimiter.length : 0;
  };
  let row = 1;
  let cells = 1;
  let cellStart = csv.charCodeAt(0) === 0xfeff ? 1 : 0;
  let text = false;
  let header = 0;
  let lastRow = 0;
  let end = 0;
  let wide: { row: number; count: number } | undefined;
  const endCell = (at: number) => {
    if (at - cellStart <= MAX_CELL_CHARS || cells > HEADER.length) return;
    if (header === 0 || header === row) refuse('headerInvalid');
    if (cells === 1) refuse('dateInvalid', { row });
    if (cells === 2) refuse('networkInvalid', { row });
    refuse('briefTooLong', { row, max: MAX_BRIEF_LENGTH });
  };
  const endRow = (at: number) => {
    endCell(at);
    if (text) {
      header ||= row;
      lastRow = row;
      end = at;
    }
    if (cells > HEADER.length) wide ??= { row, count: cells };
    row++;
    cells = 1;
    text = false;
  };
  let i = cellStart;
  while (i < length) {
    const code = csv.charCodeAt(i);
    if (code === QUOTE) {
      if (i !== cellStart) refuse('malformed', { row });
      // A quoted cell, to its closing quote ("" is a quote inside it).
      let j = i + 1;
      for (;;) {
        const close = csv.indexOf('"', j);
        if (close === -1) refuse('malformed', { row });
        for (let k = j; k < close && !text; k++) text = !isBlank(csv.charCodeAt(k));
        if (csv.charCodeAt(close + 1) !== QUOTE) {
          j = close + 1;
          break;
        }
        text = true;
        j = close + 2;
      }
      if (j < length && csv.charCodeAt(j) !== COMMA && lineBreakAt(j) === 0) refuse('malformed', { row });
      i = j;
      continue;
    }
    const lineBreak = lineBreakAt(i);
    if (lineBreak > 0) {
      endRow(i);
      i += lineBreak;
      cellStart = i;
    } else if (code === COMMA) {
      endCell(i);
      cells++;
      i++;
      cellStart = i;
    } else {
      text ||= !isBlank(code);
      i++;
    }
  }
  endRow(length);
  if (wide && wide.row <= header) refuse('headerInvalid');
  if (lastRow > MAX_IMPORT_ROWS + 1) refuse('tooManyRows', { max: MAX_IMPORT_ROWS, count: lastRow - 1 });
  if (wide) refuse('columns', { row: wide.row, count: wide.count });
  return { end };
}

/** csv-parse, as the import reads: blank lines kept as records, rows of any length (checked after). */
export function readCsv(text: string): string[][] {
  // Blank lines are read as records (and skipped below) so that rows keep a spreadsheet's
  // numbers: it shows a blank line as an empty row.
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

/**
 * The rows of an import CSV (`date,network,brief`, RFC 4180, UTF-8 with or without a byte-order
 * mark), each checked: a calendar date, a network CaptIA writes for, a brief under the same rules
 * as the generator's. The first problem is a 400 naming its row and column; nothing is counted.
 * Whether a date is in range depends on the account's time zone and is checked with the plan.
 */
export function parseImport(
  csv: string,
  /** The parser (csv-parse; a test counts its calls). */
  read: (text: string) => string[][] = readCsv,
): ImportRow[] {
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_BYTES) throw new AppError(413, 'payload_too_large');
  const { end } = importShape(csv);
  let records: string[][];
  try {
    records = read(csv.slice(0, end));
  } catch (error) {
    if (error instanceof CsvError) {
      // csv-parse counts the records it finished: the broken one is the next (the header is row 1).
      const row = ((error as CsvError & { records?: number }).records ?? 0) + 1;
      refuse('malformed', { row });
    }
    throw error;
  }
  // An empty row (a blank line, or `,,` as a spreadsheet writes one) is skipped but keeps its number.
  const numbered = records
    .map((cells, i) => ({ cells, row: i + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = numbered;
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  if (names.length !== HEADER.length || HEADER.some((name, i) => names[i] !== name)) refuse('headerInvalid');
  if (rows.length === 0) refuse('empty');
  if (rows.length > MAX_IMPORT_ROWS) refuse('tooManyRows', { max: MAX_IMPORT_ROWS, count: rows.length });
  return rows.map(({ cells, row }) => {
    if (cells.length !== HEADER.length) refuse('columns', { row, count: cells.length });
    const [date = '', network = '', rawBrief = ''] = cells.map((cell) => cell.trim());
    if (!isCalendarDate(date)) refuse('dateInvalid', { row });
    const id = network.toLowerCase();
    if (!isNetworkId(id)) refuse('networkInvalid', { row });
    if (hasControlCharacters(rawBrief, { multiLine: true })) refuse('briefInvalid', { row });
    const brief = removeInvisibleCharacters(rawBrief).trim();
    if (brief === '') refuse('briefRequired', { row });
    if (brief.length > MAX_BRIEF_LENGTH) refuse('briefTooLong', { row, max: MAX_BRIEF_LENGTH });
    return { row, date, network: id, brief };
  });
}
