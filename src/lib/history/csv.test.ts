import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/history';
import { BOM, CSV_HEADER, csvField, csvFileName, csvNumber, historyCsv } from './csv';

const entry = (over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  entryId: 1,
  date: '2026-03-29T01:30:00.000Z',
  kind: 'earned',
  currency: 'vp',
  amount: 1250.5,
  balanceEffect: 1250.5,
  sourceType: 'plan',
  sourceId: '12',
  description: 'Cel: Pieczywo paczkowane — próg 2',
  link: { kind: 'plan', id: 12 },
  ...over,
});

describe('history CSV', () => {
  it('starts with the byte order mark and the Polish header, semicolon-separated, CRLF', () => {
    const csv = historyCsv([]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}${CSV_HEADER.join(';')}\r\n`);
    expect(CSV_HEADER).toEqual([
      'Data',
      'Rodzaj',
      'Źródło',
      'Opis',
      'Waluta',
      'Saldo (zmiana)',
      'Zablokowane (zmiana)',
      'Do wydania (zmiana)',
      'Numer źródła',
    ]);
  });

  it('writes one line per entry: Warsaw time, Polish labels, decimal comma without grouping', () => {
    const lines = historyCsv([
      entry(),
      entry({
        kind: 'locked',
        amount: 500,
        balanceEffect: -500,
        sourceType: 'order',
        sourceId: '6',
        description: 'Zamówienie: Karta 50 zł × 1',
      }),
      entry({
        kind: 'spent',
        amount: 500,
        balanceEffect: 0,
        sourceType: 'order',
        sourceId: '6',
        description: 'Zrealizowano zamówienie: Karta 50 zł × 1',
      }),
    ]).split('\r\n');
    // 01:30 UTC on the night summer time starts is 03:30 in Warsaw; the moves of saldo,
    // zablokowane and do wydania: a block leaves saldo, spending takes it (with a minus)
    expect(lines[1]).toBe('29.03.2026 03:30;Naliczenie;Cel;Cel: Pieczywo paczkowane — próg 2;vp;1250,5;0;1250,5;12');
    expect(lines[2]).toBe('29.03.2026 03:30;Blokada;Zamówienie;Zamówienie: Karta 50 zł × 1;vp;0;500;-500;6');
    expect(lines[3]).toBe(
      '29.03.2026 03:30;Wydanie;Zamówienie;Zrealizowano zamówienie: Karta 50 zł × 1;vp;-500;-500;0;6',
    );
    expect(lines[4]).toBe('');
  });

  it.each([
    ['plain', 'plain'],
    ['Sklep „Pod Lipami”', 'Sklep „Pod Lipami”'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+48 601', "'+48 601"],
    ['-80', "'-80"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
  ])('text field %j → %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [-0, '0'],
    [1000, '1000'],
    [12345.678, '12345,68'],
    [-80, '-80'],
    [0.1 + 0.2, '0,3'],
    [Number.NaN, ''],
  ])('number %s → %j', (n, expected) => {
    expect(csvNumber(n)).toBe(expected);
  });

  it('names the file after today in Warsaw', () => {
    expect(csvFileName(Date.parse('2026-12-31T23:30:00Z'))).toBe('historia-punktow-2027-01-01.csv');
  });
});
