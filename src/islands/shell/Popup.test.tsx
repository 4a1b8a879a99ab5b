// @vitest-environment jsdom
// (DOMPurify misbehaves under happy-dom: TOOLCHAIN.md)
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showPopup } from './Popup';
import { POPUP_KEY, popupWaits } from '../../lib/stores/popup';
import { HIDDEN_POPUPS_KEY, keepPopup } from '../../lib/stores/popup-hidden';
import { $session } from '../../lib/stores/session';
import { FORBIDDEN_ELEMENTS, RICH_TEXT_XSS, SAFE_HREF, block, draft } from '../../../tests/fixtures/xss-corpus';

const pending = (textContent: unknown, popupName = 'Akcja: podwójne punkty') =>
  sessionStorage.setItem(POPUP_KEY, JSON.stringify({ popupId: 1, popupName, textContent }));

const dialog = () => screen.findByRole('dialog');

/** The shell's page script loads the popup's module when one waits (shell-page.ts). */
const show = () => act(() => showPopup());

beforeEach(() => {
  sessionStorage.clear();
  delete (window as { __xss?: number }).__xss;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Popup (spec section 2, D2)', () => {
  it('shows the name and the rich text: headings, lists, bold, italic, links in a new tab; the name once', async () => {
    pending(
      draft(
        [
          block('Podwójne punkty', 'header-two'),
          block('Dwa razy więcej punktów.', 'unstyled', {
            inlineStyleRanges: [
              { offset: 0, length: 3, style: 'BOLD' },
              { offset: 16, length: 7, style: 'ITALIC' },
            ],
          }),
          block('pierwszy', 'unordered-list-item'),
          block('drugi', 'unordered-list-item'),
          block('krok', 'ordered-list-item'),
          block('Jak wziąć udział', 'header-three'),
          block('Regulamin akcji', 'unstyled', { entityRanges: [{ offset: 0, length: 9, key: 0 }] }),
        ],
        { 0: { type: 'LINK', data: { url: 'https://www.punkty.example/regulamin' } } },
      ),
    );
    expect(popupWaits()).toBe(true);
    await show();
    const box = await dialog();
    expect(screen.getByRole('heading', { name: 'Akcja: podwójne punkty' })).toBeTruthy();
    // The first heading only repeated the name: the dialog says it once; later headings stay.
    expect(box.querySelector('.popup__body h2')).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Akcja: podwójne punkty',
      'Jak wziąć udział',
    ]);
    expect(box.querySelector('strong')?.textContent).toBe('Dwa');
    expect(box.querySelector('em')?.textContent).toBe('punktów');
    expect(box.querySelectorAll('ul > li')).toHaveLength(2);
    expect(box.querySelectorAll('ol > li')).toHaveLength(1);
    const a = screen.getByRole('link', { name: 'Regulamin' });
    expect(a.getAttribute('href')).toBe('https://www.punkty.example/regulamin');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("closes with 'Zamknij' and shows once: the next page finds nothing", async () => {
    pending(draft([block('Treść')]));
    await show();
    await dialog();
    expect(sessionStorage.getItem(POPUP_KEY)).toBeNull();
    expect(popupWaits()).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await show();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Nie pokazuj mi więcej tego komunikatu" hides this popup for this participant only', async () => {
    localStorage.removeItem(HIDDEN_POPUPS_KEY);
    $session.set({
      isLoggedIn: true,
      user: { token: 't', username: 'demo' },
      exp: Date.now() / 1000 + 600,
      message: null,
    });
    pending(draft([block('Treść')]));
    await show();
    await dialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Nie pokazuj mi więcej tego komunikatu' }));
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The next login keeps the same popup for nobody but another participant; a new one shows.
    const popup = { popupId: 1, popupName: 'Akcja', textContent: 'x' };
    keepPopup(popup, 'demo');
    expect(sessionStorage.getItem(POPUP_KEY)).toBeNull();
    keepPopup(popup, 'frsh');
    expect(sessionStorage.getItem(POPUP_KEY)).not.toBeNull();
    keepPopup({ ...popup, popupId: 2 }, 'demo');
    expect(JSON.parse(sessionStorage.getItem(POPUP_KEY)!).popupId).toBe(2);
    // The participant's name is not written down as such.
    expect(localStorage.getItem(HIDDEN_POPUPS_KEY)).not.toContain('demo');
    localStorage.removeItem(HIDDEN_POPUPS_KEY);
  });

  it('renders nothing without a popup or with garbage stored, and the shell loads nothing without one', async () => {
    expect(popupWaits()).toBe(false);
    sessionStorage.setItem(POPUP_KEY, '{not json');
    await show();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.body.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(RICH_TEXT_XSS)('%s never becomes markup', async (_case, textContent) => {
    pending(textContent, '<img src=x onerror="window.__xss=1">');
    await show();
    const box = await dialog();
    expect(box.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name, el.outerHTML).not.toMatch(/^on/i);
        if (attr.name === 'href') expect(attr.value).toMatch(SAFE_HREF);
      }
    }
    // The name is text, never markup.
    expect(box.querySelector('.popup__title')?.textContent).toBe('<img src=x onerror="window.__xss=1">');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });
});
