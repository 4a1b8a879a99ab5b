import { describe, expect, it } from 'vitest';
import { fold, MAX_TERMS, searchTerms, stems } from './words.ts';

describe('fold', () => {
  it('lowers letters, drops diacritics and turns everything else into single spaces', () => {
    expect(fold('Młynek do KAWY, żarnowy!')).toBe('mlynek do kawy zarnowy');
    expect(fold('ŻÓŁTY łabędź — Ąę Ćń Śź')).toBe('zolty labedz ae cn sz');
    expect(fold('Café Müller / Straße')).toBe('cafe muller strase');
    expect(fold('USB-C 65 W')).toBe('usb c 65 w');
  });

  it('keeps nothing of marks, emoji and other scripts but the word breaks they make', () => {
    expect(fold('☕kawa🎧słuchawki')).toBe('kawa sluchawki');
    expect(fold('%_\'"\\')).toBe('');
    expect(fold('кофе')).toBe('');
  });
});

describe('stems', () => {
  it.each([
    ['kawa', ['kaw']],
    ['kawy', ['kaw']],
    ['sluchawka', ['sluchawk', 'sluchawek']],
    ['sluchawki', ['sluchawk', 'sluchawek']],
    ['sluchawek', ['sluchawek', 'sluchawk']],
    ['kubek', ['kubek', 'kubk']],
    ['zolty', ['zolt']],
    ['recznikow', ['recznik']],
    ['ekspres', ['ekspres']],
    ['ekspresu', ['ekspres']],
    ['niebieskiego', ['niebiesk', 'niebiesek']],
  ])('%s → %j', (word, expected) => {
    expect(stems(word)).toEqual(expected);
  });

  it('keeps short words and words with digits whole', () => {
    expect(stems('gry')).toEqual(['gry']);
    expect(stems('tv')).toEqual(['tv']);
    expect(stems('a4')).toEqual(['a4']);
    expect(stems('128')).toEqual(['128']);
  });
});

describe('searchTerms', () => {
  it('drops connecting words and repeats, and keeps the order of the rest', () => {
    expect(searchTerms('Ekspres do kawy dla ekspresu i kawy').map((t) => t.word)).toEqual([
      'ekspres',
      'kawy',
      'ekspresu',
    ]);
  });

  it('finds no words in connecting words, marks or emoji alone', () => {
    expect(searchTerms('do z i w na dla')).toEqual([]);
    expect(searchTerms(' %_ "" 🎧 ')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });

  it(`takes at most ${MAX_TERMS} words`, () => {
    const text = Array.from({ length: 100 }, (_, i) => `slowo${i}`).join(' ');
    expect(searchTerms(text)).toHaveLength(MAX_TERMS);
  });
});
