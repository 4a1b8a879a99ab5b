import type { InputHTMLAttributes, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  visible: boolean;
  onToggle(): void;
  /** The ids the show/hide button reveals; the input's own by default. */
  controls?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with its show/hide button inside the field (a Field's control). */
export default function PasswordInput({ visible, onToggle, controls, ...input }: Props) {
  return (
    <div className="field__control">
      <input {...input} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="field__toggle"
        aria-controls={controls ?? input.id}
        aria-pressed={visible}
        onClick={onToggle}
      >
        {visible ? 'Ukryj hasło' : 'Pokaż hasło'}
      </button>
    </div>
  );
}
