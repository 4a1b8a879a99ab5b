import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { logout } from '../../lib/auth/auth';
import { markCurrentLinks } from '../../lib/navigation/current-links';
import Icon from '../ui/Icon';
import { usePathname } from '../ui/usePathname';

const loadPopover = () => import('./ShellPopover');
const ShellPopover = lazy(loadPopover);

/** Spec section 9: at this width and above the links stand in the bar and the menu closes. */
export const WIDE_QUERY = '(min-width: 1400px)';
const TRIGGER_ID = 'burger-trigger';
const MENU_ID = 'burger-menu';

/**
 * The burger menu below 1400 px (spec section 2). The links are static HTML passed in
 * by TopBar.astro; this island adds the button and Ark UI's Popover (loaded on the
 * first opening), which closes on an outside click and on Escape. It also closes on a
 * link click and when the window widens past the breakpoint. On a phone the menu also
 * holds the logout, which leaves the top bar there: beside the profile one tap away, it
 * logged out by mistake (docs/decisions/023).
 */
export default function BurgerMenu({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const pathname = usePathname();
  // The top bar persists across client-side navigations (D17): the menu closes on one
  // (Back and Forward too), and its links' marks follow the path wherever they are rendered.
  useEffect(() => setOpen(false), [pathname]);
  const links = (element: HTMLDivElement | null) => {
    if (element) markCurrentLinks(element, pathname);
  };

  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <div className="burger">
      <button
        id={TRIGGER_ID}
        type="button"
        className="icon-button burger__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={wanted ? MENU_ID : undefined}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <Icon name={open ? 'close' : 'menu'} size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShellPopover
            open={open}
            onOpenChange={setOpen}
            triggerId={TRIGGER_ID}
            contentId={MENU_ID}
            placement="bottom-end"
            className="burger__menu"
            label="Menu"
          >
            <div onClick={closeOnLink} ref={links}>
              {children}
            </div>
            <button type="button" className="burger__logout" onClick={() => void logout()}>
              <Icon name="logout" size={20} />
              Wyloguj się
            </button>
          </ShellPopover>
        </Suspense>
      ) : (
        // Before the first opening the links wait here, in the page's HTML.
        <div hidden ref={links}>
          {children}
        </div>
      )}
    </div>
  );
}
