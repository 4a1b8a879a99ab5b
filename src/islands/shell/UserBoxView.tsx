import type { ShellTexts } from '../../lib/shell/shell';
import Icon from '../ui/Icon';

interface Props {
  texts: ShellTexts | null;
  /** The profile page is the current one. */
  current: boolean;
  onLogout?: () => void;
}

/**
 * The top bar's user box (spec section 2): store name (uppercased, cut to 26
 * characters), first and last name, leading to /profile, and the logout icon.
 * Rendered statically as the top bar's fallback (filled before first paint by
 * src/lib/guard/shell-paint.js) and by the UserBox island.
 */
export default function UserBoxView({ texts, current, onLogout }: Props) {
  return (
    <div className="user-box" data-paint-root="" data-ready={texts ? '' : undefined}>
      <a
        className="user-box__profile"
        href="/profile"
        aria-current={current ? 'page' : undefined}
        data-astro-prefetch=""
      >
        <span className="user-box__text">
          <span className="visually-hidden">Profil</span>
          {!texts && (
            <span className="user-box__loading" aria-hidden="true">
              <span className="skeleton user-box__skeleton" />
              <span className="skeleton user-box__skeleton user-box__skeleton--short" />
            </span>
          )}
          <span className="user-box__store" data-paint="store">
            {texts?.storeName}
          </span>
          <span className="user-box__name" data-paint="name">
            {texts?.fullName}
          </span>
        </span>
        <Icon name="user" size={22} />
      </a>
      <button type="button" className="icon-button user-box__logout" onClick={onLogout} title="Wyloguj się">
        <Icon name="logout" size={22} />
        <span className="visually-hidden">Wyloguj się</span>
      </button>
    </div>
  );
}
