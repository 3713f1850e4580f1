import { MAX_BRIEF_LENGTH, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/http/errors.ts';
import { parseImport, readCsv } from './import-csv';

/**
 * An import is refused by its shape before csv-parse reads it (decision 0049): the parser's
 * calls and the text it is given are counted, not the time taken.
 */
function counted() {
  const seen: number[] = [];
  return {
    seen,
    read: (text: string) => {
      seen.push(text.length);
      return readCsv(text);
    },
  };
}

/** The refusal's catalog key and values, or the rows read. */
function outcome(csv: string, read: (text: string) => string[][]) {
  try {
    return { rows: parseImport(csv, read) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, key: error.details.messageKey, values: error.details.values };
  }
}

const HEADER = 'date,network,brief\n';
const ROW = '2030-01-02,x,Open day at the studio';

describe('an import refused by its shape, before the parser', () => {
  it('1 MB of commas (one row of a million cells): the row and its count, the parser never called', () => {
    for (const [csv, row] of [
      [','.repeat(MAX_IMPORT_BYTES), 1],
      [`${HEADER}${','.repeat(MAX_IMPORT_BYTES - HEADER.length)}`, 2],
      [`${HEADER}${ROW}\n${',,,\n'.repeat((MAX_IMPORT_BYTES - 60) / 4)}`, 3],
    ] as const) {
      const parser = counted();
      const got = outcome(csv, parser.read);
      expect(got.key).toBe('planner.import.columns');
      expect(got.values?.row).toBe(row);
      expect(parser.seen).toEqual([]);
    }
    const parser = counted();
    expect(outcome(`date,network,brief,${','.repeat(1000)}\n${ROW}\n`, parser.read).key).toBe(
      'planner.import.headerInvalid',
    );
    expect(parser.seen).toEqual([]);
  });

  it('a million blank lines before a row: too many rows, as a spreadsheet counts them; after the last row they are not read', () => {
    const blank = '\n'.repeat(MAX_IMPORT_BYTES - 100);
    const parser = counted();
    const got = outcome(`${HEADER}${blank}${ROW}\n`, parser.read);
    expect(got.key).toBe('planner.import.tooManyRows');
    expect(got.values).toEqual({ max: MAX_IMPORT_ROWS, count: blank.length + 1 });
    expect(parser.seen).toEqual([]);

    // A spreadsheet's padding after the last row: the parser reads up to that row only.
    for (const [eol, padding] of [
      ['\n', blank],
      ['\r\n', '\r\n'.repeat(400_000)],
      ['\r', ',,\r'.repeat(300_000)],
    ]) {
      const trailing = counted();
      const header = `date,network,brief${eol}`;
      const read = outcome(`${header}${ROW}${eol}${padding}`, trailing.read);
      expect(read.rows?.map((row) => row.brief)).toEqual(['Open day at the studio']);
      expect(trailing.seen).toEqual([header.length + ROW.length]);
    }
  });

  it('a stray or unclosed quote after 1 MB of rows: malformed at its row, the parser never called', () => {
    const blank = '\n'.repeat(300_000);
    for (const [csv, row] of [
      [`${HEADER}${ROW}\n${blank}2030-01-02,x,a "stray" quote\n`, 300_003],
      [`${HEADER}${blank}2030-01-02,x,"closed" and more\n`, 300_002],
      [`${HEADER}${ROW}\n${blank}2030-01-02,x,"never closed\n${'x'.repeat(1000)}`, 300_003],
    ] as const) {
      const parser = counted();
      const got = outcome(csv, parser.read);
      expect(got.key).toBe('planner.import.malformed');
      expect(got.values).toEqual({ row });
      expect(parser.seen).toEqual([]);
    }
  });

  it('a cell longer than any brief: its column’s message at its row, the parser never called', () => {
    const long = 'a'.repeat(2 * MAX_BRIEF_LENGTH + 3);
    for (const [csv, key] of [
      [`${HEADER}2030-01-02,x,"${'b'.repeat(MAX_IMPORT_BYTES - 100)}"\n`, 'briefTooLong'],
      [`${HEADER}2030-01-02,x,${long}\n`, 'briefTooLong'],
      [`${HEADER}${long},x,hello\n`, 'dateInvalid'],
      [`${HEADER}2030-01-02,${long},hello\n`, 'networkInvalid'],
      [`date,network,${long}\n${ROW}\n`, 'headerInvalid'],
    ] as const) {
      const parser = counted();
      const got = outcome(csv, parser.read);
      expect(got.key, key).toBe(`planner.import.${key}`);
      if (key !== 'headerInvalid') expect(got.values?.row, key).toBe(2);
      expect(parser.seen, key).toEqual([]);
    }
  });
});

describe('files of the right shape still read as before', () => {
  it('quotes, line breaks inside quotes, CRLF, CR, a byte-order mark, blank and empty rows', () => {
    const brief = 'Workshop, "ceramics"\nSaturday';
    const quoted = `"${brief.replaceAll('"', '""')}"`;
    for (const eol of ['\n', '\r\n', '\r']) {
      const csv = `\uFEFF${['date,network,brief', '', `2030-01-02,x,${quoted}`, ',,', `2030-01-03,LinkedIn, ${ROW.slice(13)} `, '""," ",""'].join(eol)}${eol}${eol}`;
      const parser = counted();
      const got = outcome(csv, parser.read);
      expect(got.rows, JSON.stringify(eol)).toEqual([
        { row: 3, date: '2030-01-02', network: 'x', brief },
        { row: 5, date: '2030-01-03', network: 'linkedin', brief: 'Open day at the studio' },
      ]);
      expect(parser.seen).toHaveLength(1);
    }
    // Once the file's line break is CRLF, a lone LF is text (csv-parse's reading, kept).
    const lone = outcome(`${HEADER.replace('\n', '\r\n')}2030-01-02,x,one\ntwo\r\n`, counted().read);
    expect(lone.rows?.[0]?.brief).toBe('one\ntwo');
    // The longest brief, every character a quote written as "", is still read (and refused by length only after).
    const quotes = outcome(`${HEADER}2030-01-02,x,"${'""'.repeat(MAX_BRIEF_LENGTH)}"\n`, counted().read);
    expect(quotes.rows?.[0]?.brief).toBe('"'.repeat(MAX_BRIEF_LENGTH));
    // A hundred rows under the header is the most; the 101st row is refused as before.
    const hundred = `${HEADER}${`${ROW}\n`.repeat(MAX_IMPORT_ROWS)}`;
    expect(outcome(hundred, counted().read).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(outcome(`${hundred}${ROW}\n`, counted().read)).toMatchObject({
      key: 'planner.import.tooManyRows',
      values: { count: MAX_IMPORT_ROWS + 1 },
    });
  });
});
