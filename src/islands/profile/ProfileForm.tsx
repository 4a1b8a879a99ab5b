import { forwardRef } from 'react';
import {
  FIELD_ORDER,
  MESSAGES,
  NAME_RULES,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  type TextField,
} from '../../lib/profile/rules';
import Field from '../ui/Field';
import ProfileTextField, { type FieldProps } from './ProfileField';

export const fieldId = (field: ProfileField) => `profile-${field}`;

const LABELS: Record<ProfileField, string> = {
  firstname: 'Imię',
  lastname: 'Nazwisko',
  storeName: 'Nazwa sklepu',
  nip: 'NIP',
  email: 'Adres e-mail',
  phone: 'Telefon',
  street: 'Ulica i numer',
  postalCode: 'Kod pocztowy',
  city: 'Miejscowość',
  bankAccount: 'Numer konta bankowego',
  consentRules: 'Akceptuję regulamin programu',
  consentMarketing: 'Chcę dostawać informacje handlowe e-mailem',
  consentSms: 'Chcę dostawać powiadomienia SMS',
};

interface Props {
  values: ProfileValues;
  errors: ProfileErrors;
  /** Show the list of problems above the form (after a refused save). */
  showSummary: boolean;
  busy: boolean;
  /** The values came back from an unsaved draft of this tab. */
  restored: boolean;
  onChange(field: ProfileField, value: string | boolean): void;
  onBlur(field: TextField): void;
  onRejected(field: TextField, message: string | null): void;
  onSubmit(): void;
  onCancel(): void;
}

/** The editing form of the profile, every field with its Polish rule and message. */
const ProfileForm = forwardRef<HTMLDivElement, Props>(function ProfileForm(props, summaryRef) {
  const { values, errors, busy } = props;
  const problems = FIELD_ORDER.filter((f) => errors[f]);

  const text = (field: TextField, extra: Partial<FieldProps> = {}) => (
    <ProfileTextField
      id={fieldId(field)}
      label={LABELS[field]}
      value={values[field]}
      error={errors[field]}
      required
      onChange={(v) => props.onChange(field, v)}
      onBlur={() => props.onBlur(field)}
      onRejected={(message) => props.onRejected(field, message)}
      {...extra}
    />
  );

  const check = (field: 'consentRules' | 'consentMarketing' | 'consentSms', hint?: string) => (
    <Field
      id={fieldId(field)}
      label={LABELS[field]}
      hint={hint}
      error={errors[field]}
      type="checkbox"
      checked={values[field]}
      onChange={(e) => props.onChange(field, e.target.checked)}
    />
  );

  return (
    <form
      className="profile-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.restored ? (
        <p className="info-notice" role="status">
          Przywróciliśmy zmiany, których jeszcze nie zapisałeś. Zapisz je albo anuluj.
        </p>
      ) : null}

      {props.showSummary && problems.length > 0 ? (
        <div
          className="profile-summary"
          role="alert"
          tabIndex={-1}
          ref={summaryRef}
          aria-labelledby="profile-summary-title"
        >
          <p id="profile-summary-title" className="profile-summary__title">
            Nie zapisaliśmy zmian. Popraw {problems.length === 1 ? 'to pole' : 'te pola'}:
          </p>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {LABELS[field]}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="profile-form__group">
        <legend>Dane uczestnika</legend>
        {text('firstname', {
          autoComplete: 'given-name',
          maxLength: 60,
          letters: NAME_RULES.firstname,
          lettersMessage: MESSAGES.firstnameLetters,
          hint: 'Tylko litery.',
        })}
        {text('lastname', {
          autoComplete: 'family-name',
          maxLength: 60,
          letters: NAME_RULES.lastname,
          lettersMessage: MESSAGES.lastnameLetters,
          hint: 'Litery; nazwisko dwuczłonowe z łącznikiem, np. Nowak-Kowalska.',
        })}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Sklep</legend>
        {text('storeName', { autoComplete: 'organization', maxLength: 200 })}
        {text('nip', { inputMode: 'numeric', autoComplete: 'off', maxLength: 40, hint: '10 cyfr, np. 526-104-08-28.' })}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Kontakt</legend>
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        {text('phone', {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 40,
          required: false,
          hint: '9 cyfr, opcjonalnie z +48. Potrzebny do powiadomień SMS.',
        })}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Adres sklepu</legend>
        {text('street', { autoComplete: 'address-line1', maxLength: 200 })}
        <div className="profile-form__pair">
          {text('postalCode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 20, hint: 'NN-NNN' })}
          {text('city', { autoComplete: 'address-level2', maxLength: 100 })}
        </div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Wypłaty nagród pieniężnych</legend>
        {text('bankAccount', {
          inputMode: 'text',
          autoComplete: 'off',
          maxLength: 64,
          required: false,
          hint: '26 cyfr, z prefiksem PL lub bez. Na ten rachunek wyślemy nagrody przelewem.',
        })}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Zgody</legend>
        {check('consentRules', 'Wymagana do udziału w programie.')}
        {check('consentMarketing')}
        {check('consentSms', 'Wymaga numeru telefonu.')}
      </fieldset>

      <div className="profile-form__actions">
        <button type="submit" className="ui-btn ui-btn--primary" aria-disabled={busy || undefined}>
          {busy ? 'Zapisywanie…' : 'Zapisz zmiany'}
        </button>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={props.onCancel} disabled={busy}>
          Anuluj
        </button>
      </div>
    </form>
  );
});

export default ProfileForm;
