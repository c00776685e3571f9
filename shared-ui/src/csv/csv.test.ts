/**
 * @jest-environment node
 */
import { CSV_BOM, csvField, csvPhone, csvTimeZone, neutralizeFormula, toCsv, type CsvColumn } from './csv';

interface Lead {
  company: string;
  contact: string;
  volumeCbm: number | null;
  createdAt: Date | null;
}

const columns: CsvColumn<Lead>[] = [
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Contact', value: (lead) => lead.contact },
  { header: 'Volume (CBM)', value: (lead) => lead.volumeCbm },
  { header: 'Received', value: (lead) => lead.createdAt },
];

/** A strict RFC 4180 reader, to show that the text reads back into the same cells. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (text[index] === '"' && text[index + 1] === '"') {
          field += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else if (index >= text.length) {
          throw new Error('unclosed quote');
        } else {
          field += text[index];
          index += 1;
        }
      }
    }
    if (text[index] === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else if (index < text.length) {
      if (/["\r\n]/.test(text[index] ?? '')) throw new Error(`bare ${JSON.stringify(text[index])} at ${index}`);
      field += text[index];
      index += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

describe('toCsv', () => {
  it('writes a header and CRLF-ended rows', () => {
    const text = toCsv(
      [
        { company: 'Acme Ltd', contact: 'Ann Lee', volumeCbm: 1.98, createdAt: new Date(2026, 10, 25, 9, 30) },
        { company: 'Blue Sea', contact: 'Bo Chan', volumeCbm: null, createdAt: null },
      ],
      columns,
    );
    expect(text).toBe(
      'Company,Contact,Volume (CBM),Received\r\n' +
        'Acme Ltd,Ann Lee,1.98,2026-11-25 09:30\r\n' +
        'Blue Sea,Bo Chan,,\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Company,Contact,Volume (CBM),Received\r\n');
  });

  it('refuses a CSV without columns', () => {
    expect(() => toCsv([{}], [])).toThrow('A CSV needs at least one column.');
  });

  it('quotes fields with commas, quotes or breaks', () => {
    const lead: Lead = { company: 'Sea, Air & Land', contact: 'Ann "The Boss" Lee\nLine two\r\nLine three', volumeCbm: 2, createdAt: null };
    const text = toCsv([lead], columns);
    expect(text).toBe(
      'Company,Contact,Volume (CBM),Received\r\n' + '"Sea, Air & Land","Ann ""The Boss"" Lee\nLine two\r\nLine three",2,\r\n',
    );
    expect(readCsv(text)).toEqual([
      ['Company', 'Contact', 'Volume (CBM)', 'Received'],
      ['Sea, Air & Land', 'Ann "The Boss" Lee\nLine two\r\nLine three', '2', ''],
    ]);
  });

  it('neutralises formulas in every cell, header included', () => {
    const rows: Lead[] = [
      { company: '=HYPERLINK("http://example.com","x")', contact: '+1 555 0100', volumeCbm: -5, createdAt: null },
      { company: '@SUM(A1:A9)', contact: '-2+3', volumeCbm: 0, createdAt: null },
    ];
    const text = toCsv(rows, [{ header: '=cmd', value: (lead: Lead) => lead.company }, ...columns.slice(1)], { bom: false });
    expect(readCsv(text)).toEqual([
      ["'=cmd", 'Contact', 'Volume (CBM)', 'Received'],
      ['\'=HYPERLINK("http://example.com","x")', "'+1 555 0100", '-5', ''],
      ["'@SUM(A1:A9)", "'-2+3", '0', ''],
    ]);
  });

  it('adds a byte order mark on request', () => {
    const row: Lead = { company: 'Müller & Søn', contact: '李', volumeCbm: 1, createdAt: null };
    expect(toCsv([row], columns, { bom: true })).toBe(`${CSV_BOM}Company,Contact,Volume (CBM),Received\r\nMüller & Søn,李,1,\r\n`);
    expect(toCsv([row], columns).startsWith(CSV_BOM)).toBe(false);
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('csvField', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-10', "'-10"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    ['=A1,"x"', '"\'=A1,""x"""'],
  ])('neutralises the text %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a = b', 'a = b'],
    [' =1+1', ' =1+1'],
    ["'already quoted", "'already quoted"],
    ['', ''],
  ])('leaves the text %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers, booleans and dates; invalid ones empty', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
    expect(csvField(new Date(2026, 0, 2, 3, 4, 5, 6))).toBe('2026-01-02 03:04');
    expect(csvField(new Date('not a date'))).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('neutralizeFormula', () => {
  it('quotes only formula-like text', () => {
    expect(neutralizeFormula('=SUM(1)')).toBe("'=SUM(1)");
    expect(neutralizeFormula('SUM(1)')).toBe('SUM(1)');
  });
});

describe('dates in local time', () => {
  it.each([
    ['Asia/Kolkata', '2026-11-25 15:00'],
    ['America/New_York', '2026-11-25 04:30'],
    ['UTC', '2026-11-25 09:30'],
  ])('writes and names the zone %s: %s', (timeZone, expected) => {
    expect(csvField(new Date('2026-11-25T09:30:00Z'), timeZone)).toBe(expected);
    expect(toCsv([{ at: new Date('2026-11-25T09:30:00Z') }], [{ header: 'At', value: (row) => row.at }], { timeZone })).toBe(`At\r\n${expected}\r\n`);
    // (Some ICU versions name Asia/Kolkata by its older alias.)
    expect(timeZone === 'Asia/Kolkata' ? ['Asia/Kolkata', 'Asia/Calcutta'] : [timeZone]).toContain(csvTimeZone(timeZone));
  });

  it('crosses midnight into the local day', () => {
    expect(csvField(new Date('2026-12-31T20:00:00Z'), 'Asia/Kolkata')).toBe('2027-01-01 01:30');
    expect(csvField(new Date('2026-06-30T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-01 00:00');
  });

  it("uses the browser's time zone by default", () => {
    const date = new Date(2026, 10, 25, 23, 5);
    expect(csvField(date)).toBe('2026-11-25 23:05');
    expect(csvTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('csvPhone', () => {
  it.each([
    ['+977 1 4444444', "'+977 1 4444444"],
    ['+91 90000 00008', "'+91 90000 00008"],
    ['+1 (555) 010-0100', "'+1 (555) 010-0100"],
    ['-5550100', "'-5550100"],
    ['9779812345678', "'9779812345678"],
    ['02227571234', "'02227571234"],
  ])('guards the phone %j as %j', (phone, expected) => {
    const field = csvField(csvPhone(phone));
    expect(field).toBe(expected);
    expect(readCsv(`${field}\r\n`)).toEqual([[expected]]);
  });

  it.each(['022 2345 6789', '(022) 2757-1234', '0091.22.2345'])('writes the text-safe phone %j as typed', (phone) => {
    expect(csvField(csvPhone(phone))).toBe(phone);
  });

  it('adds no hidden characters to a phone', () => {
    for (const phone of ['+977 1 4444444', '022 2345 6789', '9779812345678']) {
      const field = csvField(csvPhone(phone));
      expect([...field].every((character) => /[0-9 +\-().']/.test(character))).toBe(true);
      expect(field).not.toMatch(/[\u00A0\u200B-\u200D\u2060\uFEFF]/);
    }
  });

  it.each([
    ['=HYPERLINK("http://example.com")', '"\'=HYPERLINK(""http://example.com"")"'],
    ['+1 555 0100 =cmd', "'+1 555 0100 =cmd"],
    ['+1\t555', "'+1\t555"],
    ['call me', 'call me'],
    ['', ''],
  ])('leaves other text %j to the formula guard', (value, expected) => {
    expect(csvField(csvPhone(value))).toBe(expected);
  });
});
