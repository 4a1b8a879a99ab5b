import { describe, expect, it } from 'vitest';
import { NOT_FOUND_KEY } from './guard.js';
import { NOT_FOUND_KEY as OWN_KEY, notFoundInApp, notFoundLoggedOut, takeNotFound } from './not-found';

/** A storage holding one value under the guard's key. */
function holding(value: string | null) {
  const data = new Map<string, string>(value === null ? [] : [[NOT_FOUND_KEY, value]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('takeNotFound', () => {
  it("reads the key the guard writes (a copy of guard.js's, kept out of its chunk)", () => {
    expect(OWN_KEY).toBe(NOT_FOUND_KEY);
  });

  it('takes the path once', () => {
    const storage = holding('/nagrody-stare');
    expect(takeNotFound(storage)).toBe('/nagrody-stare');
    expect(storage.data.has(NOT_FOUND_KEY)).toBe(false);
    expect(takeNotFound(storage)).toBe(null);
  });

  it.each([
    ['nothing stored', null],
    ['not a path', 'javascript:alert(1)'],
    ['control characters', '/a\u0000b'],
    ['empty', ''],
  ])('ignores %s', (_, value) => {
    expect(takeNotFound(holding(value))).toBe(null);
  });

  it('shortens a long path for the sentence', () => {
    const long = `/${'x'.repeat(150)}`;
    const taken = takeNotFound(holding(long))!;
    expect(taken).toHaveLength(80);
    expect(taken.endsWith('…')).toBe(true);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(takeNotFound(broken)).toBe(null);
  });
});

describe('the sentences', () => {
  it('say which address led nowhere and what happens instead', () => {
    expect(notFoundInApp('/x')).toBe('Adres „/x” nie prowadzi do żadnej strony programu, więc otworzyliśmy tę stronę.');
    expect(notFoundLoggedOut('/x')).toBe(
      'Adres „/x” nie prowadzi do żadnej strony programu. Zaloguj się, a otworzymy Twoje cele.',
    );
  });
});
