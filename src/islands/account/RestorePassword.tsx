import LinkFlow, { type FlowTexts } from './LinkFlow';

const texts: FlowTexts = {
  purpose: 'restore',
  base: '/restore-password',
  request: {
    title: 'Nie pamiętasz hasła?',
    intro: (
      <p>Podaj login lub adres e-mail swojego konta. Wyślemy na adres e-mail konta link, którym ustawisz nowe hasło.</p>
    ),
    submit: 'Wyślij link',
  },
  sent: () => (
    <p>
      Jeśli podane dane pasują do konta, wysłaliśmy na jego adres e-mail link do ustawienia nowego hasła. Sprawdź
      skrzynkę, także folder spam. Link działa tylko raz.
    </p>
  ),
  form: {
    title: 'Ustaw nowe hasło',
    intro: (info) => (
      <p>
        Ustawiasz nowe hasło do konta <strong>{info.username}</strong> (e-mail {info.email}).
      </p>
    ),
    submit: 'Zapisz nowe hasło',
  },
  done: {
    title: 'Hasło zostało zmienione',
    text: (username) => (
      <p>
        Zaloguj się loginem <strong>{username}</strong> i nowym hasłem. Linki wysłane wcześniej już nie działają.
      </p>
    ),
  },
  problem: () => ({
    offerNewLink: true,
    newLinkIntro: <p>Podaj login lub adres e-mail, a wyślemy nowy link do ustawienia hasła.</p>,
  }),
};

/** /restore-password[/:uuid]: a new password by the e-mailed link, or a request for the link. */
export default function RestorePassword() {
  return <LinkFlow texts={texts} />;
}
