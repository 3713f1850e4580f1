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
import { AppError } from '../../http/errors';
import type { ImportRow } from './slots';

const HEADER = ['date', 'network', 'brief'] as const;

/** A refused import: which row (as a spreadsheet numbers them, the header being row 1) and what. */
function refuse(key: string, values: Record<string, string | number> = {}): never {
  throw new AppError(400, 'import_invalid', { messageKey: `planner.import.${key}`, values });
}

/**
 * The rows of an import CSV (`date,network,brief`, RFC 4180, UTF-8 with or without a byte-order
 * mark), each checked: a calendar date, a network CaptIA writes for, a brief under the same rules
 * as the generator's. The first problem is a 400 naming its row and column; nothing is counted.
 * Whether a date is in range depends on the account's time zone and is checked with the plan.
 */
export function parseImport(csv: string): ImportRow[] {
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_BYTES) throw new AppError(413, 'payload_too_large');
  let records: string[][];
  try {
    // Blank lines are read as records (and skipped below) so that rows keep a spreadsheet's
    // numbers: it shows a blank line as an empty row.
    records = parse(csv, { bom: true, relax_column_count: true }) as string[][];
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
