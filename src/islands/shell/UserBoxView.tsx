import Icon from '../ui/Icon';

/**
 * The top bar's user box (spec section 2): store name (uppercased, cut to 26 characters),
 * first and last name, leading to /profile, and the logout icon. Static HTML with no React
 * on the page: skeletons until the texts are painted in, before the first paint from the
 * session cache (src/lib/guard/shell-paint.js), then from the shell's stores
 * (src/lib/shell/paint.ts). The link is marked while the profile is shown: rendered so, and
 * after a client-side navigation by the router's marks (data-nav-prefix, D17). The logout
 * button works through the shell's page script (data-logout, src/islands/shell/shell-page.ts).
 */
export default function UserBoxView({ current }: { /** The profile page is the current one. */ current: boolean }) {
  return (
    <div className="user-box" data-paint-root="">
      <a
        className="user-box__profile"
        href="/profile"
        aria-current={current ? 'page' : undefined}
        data-nav-prefix="/profile"
        data-astro-prefetch=""
      >
        <span className="user-box__text">
          <span className="visually-hidden">Profil</span>
          <span className="user-box__loading" aria-hidden="true">
            <span className="skeleton user-box__skeleton" />
            <span className="skeleton user-box__skeleton user-box__skeleton--short" />
          </span>
          <span className="user-box__store" data-paint="store" />
          <span className="user-box__name" data-paint="name" />
        </span>
        <Icon name="user" size={22} />
      </a>
      <button type="button" className="icon-button user-box__logout" title="Wyloguj się" data-logout="">
        <Icon name="logout" size={22} />
        <span className="visually-hidden">Wyloguj się</span>
      </button>
    </div>
  );
}
