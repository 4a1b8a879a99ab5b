import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PasswordRules from './PasswordRules';

afterEach(cleanup);

const items = () => screen.getAllByRole('listitem');

describe('PasswordRules', () => {
  it('lists every rule before anything is typed, none met, with no verdict read out', () => {
    render(<PasswordRules id="rules" password="" />);
    expect(document.getElementById('rules')!.querySelector('p')!.textContent).toBe('Nowe hasło musi mieć:');
    expect(items().map((li) => li.textContent)).toEqual([
      'co najmniej 8 znaków',
      'najwyżej 128 znaków',
      'małą literę',
      'wielką literę',
      'cyfrę',
    ]);
    expect(items().some((li) => li.hasAttribute('data-met'))).toBe(false);
  });

  it('ticks off the rules met while typing and says each verdict in words', () => {
    render(<PasswordRules id="rules" password="abcdefgh" />);
    expect(items().map((li) => [li.textContent, li.dataset.met])).toEqual([
      ['co najmniej 8 znaków (spełnione)', 'true'],
      ['najwyżej 128 znaków (spełnione)', 'true'],
      ['małą literę (spełnione)', 'true'],
      ['wielką literę (niespełnione)', undefined],
      ['cyfrę (niespełnione)', undefined],
    ]);
  });
});
