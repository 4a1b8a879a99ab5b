import { formatIban } from '../../../shared/rules/iban';
import { formatNip } from '../../../shared/rules/nip';
import type { Profile } from '../../lib/profile/profile';

const EMPTY = 'nie podano';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="profile-data__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orEmpty = (text: string) => (text.trim() ? text : <span className="profile-data__empty">{EMPTY}</span>);

function Consent({ given, yes, no }: { given: boolean; yes: string; no: string }) {
  return (
    <li className={given ? 'profile-consent profile-consent--yes' : 'profile-consent'}>
      <span aria-hidden="true">{given ? '✓' : '–'}</span> {given ? yes : no}
    </li>
  );
}

/** The participant's data as stored: names, store, NIP (XXX-XXX-XX-XX), contact, address, account, consents. */
export default function ProfileView({ profile }: { profile: Profile }) {
  const { address, consents } = profile;
  return (
    <dl className="profile-data">
      <Row label="Imię i nazwisko">{orEmpty(`${profile.firstname} ${profile.lastname}`.trim())}</Row>
      <Row label="Login">{profile.username}</Row>
      <Row label="Nazwa sklepu">{orEmpty(profile.storeName)}</Row>
      <Row label="NIP">{orEmpty(formatNip(profile.nip))}</Row>
      <Row label="Adres e-mail">{orEmpty(profile.email)}</Row>
      <Row label="Telefon">{orEmpty(profile.phone)}</Row>
      <Row label="Adres sklepu">
        {address.street || address.city ? (
          <>
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </>
        ) : (
          orEmpty('')
        )}
      </Row>
      <Row label="Numer konta do wypłat">{orEmpty(profile.bankAccount ? formatIban(profile.bankAccount) : '')}</Row>
      <Row label="Zgody">
        <ul className="profile-consents">
          <Consent
            given={consents.rules}
            yes="Regulamin programu zaakceptowany"
            no="Regulamin programu niezaakceptowany"
          />
          <Consent
            given={consents.marketing}
            yes="Informacje handlowe e-mailem"
            no="Bez informacji handlowych e-mailem"
          />
          <Consent given={consents.sms} yes="Powiadomienia SMS" no="Bez powiadomień SMS" />
        </ul>
      </Row>
    </dl>
  );
}

/** The same rows while the profile loads: labels at once, values as skeletons of their size. */
export function ProfileViewSkeleton() {
  const labels = [
    'Imię i nazwisko',
    'Login',
    'Nazwa sklepu',
    'NIP',
    'Adres e-mail',
    'Telefon',
    'Adres sklepu',
    'Numer konta do wypłat',
    'Zgody',
  ];
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">Ładowanie profilu…</span>
      <dl className="profile-data" aria-hidden="true">
        {labels.map((label) => (
          <div key={label} className="profile-data__row">
            <dt>{label}</dt>
            <dd>
              <span className="skeleton skeleton--text" />
              {label === 'Adres sklepu' || label === 'Zgody' ? (
                <span className="skeleton skeleton--text skeleton--short" />
              ) : null}
              {label === 'Zgody' ? <span className="skeleton skeleton--text skeleton--short" /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
