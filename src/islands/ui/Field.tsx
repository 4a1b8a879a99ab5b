import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { typeset } from '../../lib/format/typography';
import './field.css';

/** Hints and errors are sentences: typeset when given as text. */
const shown = (node: ReactNode) => (typeof node === 'string' ? typeset(node) : node);

/** What ties a control to its label and messages: given to a control of one's own. */
export interface ControlProps {
  id: string;
  className: 'field__input' | 'field__check';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type Id = string | false | null | undefined;

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** An error that appears on an attempt (not while typing) is announced at once. */
  alert?: boolean;
  /** A field that may stay empty: "(opcjonalnie)" after its label. */
  optional?: boolean;
  /** Between the label and the control (the password rules): its ids go into `describedBy`. */
  before?: ReactNode;
  /** Under the error (a Caps Lock warning): its ids go into `describedBy`. */
  after?: ReactNode;
  /** Ids of `before` and `after`, read with the hint and the error. */
  describedBy?: { before?: Id[]; after?: Id[] };
  /** A control of one's own (an input with a button, a stepper); by default an <input>. */
  control?: (props: ControlProps) => ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one form field: a label, the control, an optional hint and the error, tied to the
 * control by aria-describedby (read in the order shown) and aria-invalid. A checkbox
 * comes before its label, with the hint and the error under the label.
 */
export default function Field(props: FieldProps) {
  const { id, label, hint, error, alert, optional, before, after, describedBy, control, ...input } = props;
  const ids = [
    ...(describedBy?.before ?? []),
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    ...(describedBy?.after ?? []),
  ].filter(Boolean);
  const check = input.type === 'checkbox';
  const controlProps: ControlProps = {
    id,
    className: check ? 'field__check' : 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> (opcjonalnie)</span> : null}
    </label>
  );
  return (
    <div className={check ? 'field field--check' : 'field'} data-invalid={error ? true : undefined}>
      {check ? null : labelElement}
      {before}
      {control ? control(controlProps) : <input {...input} {...controlProps} />}
      {check ? labelElement : null}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {shown(hint)}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role={alert ? 'alert' : undefined}>
          {shown(error)}
        </p>
      ) : null}
      {after}
    </div>
  );
}
