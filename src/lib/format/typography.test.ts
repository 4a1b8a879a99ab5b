import { describe, expect, it } from 'vitest';
import { typeset } from './typography';

// In the expected texts "·" is a no-break space and "‑" (U+2011) a no-break hyphen.
const shown = (s: string) => s.replace(/·/g, '\u00a0');

describe('typeset: Polish typography', () => {
  it.each([
    // One-letter words stay with the next word.
    ['Kawa i herbata w sklepie', 'Kawa i·herbata w·sklepie'],
    ['i w domu, i w pracy', 'i·w·domu, i·w·pracy'],
    ['A to nowość: o godzinie u nas', 'A·to nowość: o·godzinie u·nas'],
    ['Z dostawą (z montażem) i „a” ', 'Z·dostawą (z·montażem) i·„a” '],
    ['Zestaw 3 w 1', 'Zestaw 3·w·1'],
    // …but letters inside words are words' business.
    ['kawa ziarnista', 'kawa ziarnista'],
    ['Idź w', 'Idź w'],
    ['w\ndomu', 'w\ndomu'],
    // Abbreviations that always lead something.
    ['ul. Lipowa 12, np. kawa, nr 5', 'ul.·Lipowa 12, np.·kawa, nr·5'],
    ['Nr zamówienia', 'Nr·zamówienia'],
    ['tel. +48 601 234 567', 'tel.·+48·601·234·567'],
    ['art. 6 ust. 1 lit. b RODO, § 3', 'art.·6·ust.·1·lit.·b RODO, §·3'],
    // Numbers keep their groups and their units.
    ['Powerbank 10 000 mAh', 'Powerbank 10·000·mAh'],
    ['Zostały 3 próby', 'Zostały 3·próby'],
    ['1 590 vp', '1·590·vp'],
    ['Sok 1,5 l', 'Sok 1,5·l'],
    ['Termin: 10.12.2026 21:04', 'Termin: 10.12.2026·21:04'],
    ['2026 r.', '2026·r.'],
    // A dash never opens a line.
    ['Napój — zielona herbata', 'Napój·— zielona herbata'],
    ['od 2 – do 6', 'od 2·– do 6'],
    ['Kawa - herbata', 'Kawa·- herbata'],
    // Hyphens hold inside numbers; between words they stay ordinary (the page's search finds them).
    ['05-800 Pruszków', '05‑800·Pruszków'],
    ['601-234-567', '601‑234‑567'],
    ['Wyślij e-mail albo e-maila', 'Wyślij e-mail albo e-maila'],
    ['biało-czerwony i Wi-Fi', 'biało-czerwony i·Wi-Fi'],
    // Nothing to do.
    ['', ''],
    ['Słuchawki bezprzewodowe', 'Słuchawki bezprzewodowe'],
  ])('%j', (input, expected) => {
    expect(typeset(input)).toBe(shown(expected));
  });

  it('changes one character for one, so offsets into the text stay right', () => {
    const text = 'Powerbank 10 000 mAh — i w domu, e-mail 05-800';
    expect(Array.from(typeset(text))).toHaveLength(Array.from(text).length);
  });

  it('changes nothing the second time', () => {
    const once = typeset('ul. Lipowa 12, 05-800 Pruszków — i w domu, 10 000 vp');
    expect(typeset(once)).toBe(once);
  });
});
