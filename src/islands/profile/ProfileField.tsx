import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { acceptPaste, isAllowedKey, isLettersOnly, type LettersOptions } from '../../lib/format/letters';
import Field from '../ui/Field';

export interface FieldProps {
  /** The input's id (the error summary links to it). */
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  required?: boolean;
  /** Letters-only (spec section 5): keys, paste and whatever else arrives are checked. */
  letters?: LettersOptions;
  /** The message when the letters-only rule stops a character. */
  lettersMessage?: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A character the letters-only rule stopped: say why (null clears it). */
  onRejected?(message: string | null): void;
}

/** How many characters of the text the letters-only rule would not let in. */
const foreignCount = (text: string, opts: LettersOptions) => [...text].filter((ch) => !isLettersOnly(ch, opts)).length;

/**
 * A text field of the profile form (the kit's Field, bound to one value). With
 * `letters`, only letters (and the field's extra characters) get
 * in: a key that would type anything else is stopped, a paste that holds anything else
 * is blocked, and a value arriving another way (autofill, a phone keyboard's
 * composition) is refused as a whole.
 */
export default function ProfileField(props: FieldProps) {
  const { id, label, value, error, hint, letters, lettersMessage, onChange, onRejected } = props;

  const reject = () => onRejected?.(lettersMessage ?? 'Dozwolone są tylko litery.');

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!letters || isAllowedKey(e, letters)) return;
    e.preventDefault();
    reject();
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!letters) return;
    const text = e.clipboardData.getData('text');
    const accepted = acceptPaste(text, letters);
    if (accepted === text) return; // the browser inserts it as it is
    e.preventDefault();
    if (accepted === null) {
      reject();
      return;
    }
    // Letters with white space around them: insert the letters alone where the caret is.
    const input = e.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + accepted + value.slice(end));
    onRejected?.(null);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={!props.required}
      name={id.replace(/^profile-/, '')}
      type={props.type ?? 'text'}
      value={value}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
      aria-required={props.required || undefined}
      onKeyDown={letters ? onKeyDown : undefined}
      onPaste={letters ? onPaste : undefined}
      onChange={(e) => {
        const next = e.target.value;
        // Refuse a change that brings in a character the rule forbids (deleting is always fine,
        // even from a stored name written otherwise).
        if (letters && foreignCount(next, letters) > foreignCount(value, letters)) {
          reject();
          return;
        }
        onChange(next);
      }}
      onBlur={props.onBlur}
    />
  );
}
