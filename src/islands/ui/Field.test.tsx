import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Field from './Field';

afterEach(cleanup);

describe('Field', () => {
  it('labels its input and passes the input its attributes and ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <Field ref={ref} id="f-email" label="Adres e-mail" name="email" type="email" value="" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Adres e-mail');
    expect(input).toBe(ref.current);
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.className).toBe('field__input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await userEvent.setup().type(input, 'j');
    expect(onChange).toHaveBeenCalled();
  });

  it('ties the hint and the error to the input, in the order shown, and marks it invalid', () => {
    render(<Field id="f-code" label="Kod pocztowy" hint="NN-NNN" error="Podaj kod pocztowy." readOnly />);
    const input = screen.getByLabelText('Kod pocztowy');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-code-hint f-code-error');
    expect(document.getElementById('f-code-hint')!.textContent).toBe('NN-NNN');
    expect(document.getElementById('f-code-error')!.textContent).toBe('Podaj kod pocztowy.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error given with `alert`', () => {
    render(<Field id="f-q" label="Liczba sztuk" error="Za dużo." alert readOnly />);
    expect(screen.getByRole('alert').textContent).toBe('Za dużo.');
  });

  it('says "(opcjonalnie)" after the label of an optional field', () => {
    render(<Field id="f-phone" label="Telefon" optional readOnly />);
    expect(screen.getByLabelText('Telefon (opcjonalnie)')).toBeTruthy();
  });

  it('reads what sits before and after the control with it', () => {
    render(
      <Field
        id="f-pw"
        label="Hasło"
        error="Podaj hasło."
        before={<p id="rules">Zasady</p>}
        after={<p id="caps">Caps Lock jest włączony.</p>}
        describedBy={{ before: ['rules'], after: [false, 'caps'] }}
        readOnly
      />,
    );
    expect(screen.getByLabelText('Hasło').getAttribute('aria-describedby')).toBe('rules f-pw-error caps');
  });

  it('gives a control of its own what ties it to the label and the messages', () => {
    render(
      <Field
        id="f-qty"
        label="Liczba sztuk"
        hint="Najwyżej 3 szt."
        control={(control) => (
          <div className="stepper">
            <button type="button">−</button>
            <input {...control} readOnly value="1" />
          </div>
        )}
      />,
    );
    const input = screen.getByLabelText('Liczba sztuk');
    expect(input.closest('.stepper')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('f-qty-hint');
    expect(input.className).toBe('field__input');
  });
});

describe('Field with a checkbox', () => {
  it('puts the box before its label and ties the hint and the error to it', async () => {
    const onChange = vi.fn();
    render(
      <Field
        id="f-rules"
        label="Akceptuję regulamin programu"
        hint="Wymagana do udziału w programie."
        error="Akceptacja regulaminu jest warunkiem udziału w programie."
        type="checkbox"
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Akceptuję regulamin programu' });
    expect(box.className).toBe('field__check');
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    expect(box.closest('.field')!.classList.contains('field--check')).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('f-rules-hint f-rules-error');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalled();
  });
});
