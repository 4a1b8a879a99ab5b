import { PASSWORD_RULES } from '../../../shared/rules/password';
import './password-rules.css';

/**
 * The server's password rules, shown before anything is typed and ticked off while
 * typing. Once typing starts each rule also says, to a screen reader, whether it is met.
 * Give `id` to the password field's aria-describedby.
 */
export default function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <div className="password-rules" id={id}>
      <p>Nowe hasło musi mieć:</p>
      <ul className="rules">
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && rule.test(password);
          return (
            <li key={rule.id} data-met={met || undefined}>
              {rule.label}
              {password !== '' && <span className="visually-hidden">{met ? ' (spełnione)' : ' (niespełnione)'}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
