/**
 * Reads CSV text as a spreadsheet does (RFC 4180): fields separated by
 * commas, records by CRLF or LF, a quoted field may hold commas, line breaks
 * and doubled quotes. A byte order mark at the start is skipped. Strict: a
 * quote inside an unquoted field, or text after a closing quote, is an error,
 * so a badly quoted export fails the test instead of being read leniently.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const c = input[i]!;
    if (c === '"' && field === '') {
      // A quoted field, up to its closing quote.
      i += 1;
      for (;;) {
        if (i >= input.length) throw new Error('CSV: a quoted field is not closed');
        const q = input[i]!;
        if (q === '"' && input[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (q === '"') {
          i += 1;
          break;
        } else {
          field += q;
          i += 1;
        }
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') throw new Error(`CSV: text after a closing quote at ${i}`);
      continue;
    }
    if (c === '"') throw new Error(`CSV: a quote inside an unquoted field at ${i}`);
    if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' && input[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (c === '\n') {
      endRecord();
      i += 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** The records after the header as objects keyed by the header's cells. */
export function csvObjects(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(text);
  return { header, rows: records.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']))) };
}
