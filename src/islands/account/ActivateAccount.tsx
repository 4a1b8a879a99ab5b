import { typeset } from '../../lib/format/typography';
import LinkFlow, { type FlowTexts } from './LinkFlow';
import '../ui/button.css';

const texts: FlowTexts = {
  purpose: 'activation',
  base: '/activate-account',
  request: {
    title: 'Jak aktywować konto?',
    intro: (
      <>
        <p>
          {typeset(
            'Po rejestracji w programie wysłaliśmy na Twój adres e-mail wiadomość z linkiem aktywacyjnym. Kliknij go i ustaw hasło — od tej chwili logujesz się swoim loginem i tym hasłem.',
          )}
        </p>
        <p>{typeset('Nie masz tej wiadomości albo link wygasł? Podaj login lub adres e-mail, a wyślemy nowy link.')}</p>
      </>
    ),
    submit: 'Wyślij link aktywacyjny',
  },
  sent: () => (
    <p>
      Jeśli to konto czeka na aktywację, wysłaliśmy na jego adres e-mail nowy link aktywacyjny. Sprawdź skrzynkę, także
      folder spam. Link działa tylko raz.
    </p>
  ),
  form: {
    title: 'Ustaw hasło',
    intro: (info) => (
      <p>
        Aktywujesz konto <strong>{info.username}</strong> (e-mail {info.email}). Ustaw hasło, którym będziesz się
        logować.
      </p>
    ),
    submit: 'Aktywuj konto',
  },
  done: {
    title: 'Konto jest aktywne',
    text: (username) => (
      <p>
        Gotowe! Zaloguj się loginem <strong>{username}</strong> i ustawionym hasłem.
      </p>
    ),
  },
  problem: (problem) => {
    if (problem.code === 'LINK_USED' || problem.code === 'ALREADY_ACTIVE')
      return {
        offerNewLink: false,
        extra: (
          <ul className="form-links">
            <li>
              <a className="ui-btn ui-btn--primary ui-btn--large" href="/">
                Przejdź do logowania
              </a>
            </li>
            <li>
              <a href="/restore-password">Nie pamiętasz hasła? Ustaw nowe</a>
            </li>
          </ul>
        ),
      };
    return {
      offerNewLink: true,
      newLinkIntro: <p>Podaj login lub adres e-mail, a wyślemy nowy link aktywacyjny.</p>,
    };
  },
};

/** /activate-account[/:uuid]: activation by the e-mailed link, or a request for a new one. */
export default function ActivateAccount() {
  return <LinkFlow texts={texts} />;
}
