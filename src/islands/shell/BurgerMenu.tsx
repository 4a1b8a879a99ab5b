import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import Icon from '../ui/Icon';
import { panelToggle, type PanelProps } from './panelToggle';
import ShellPopover from './ShellPopover';

/** Spec section 9: at this width and above the links stand in the bar and the menu closes. */
export const WIDE_QUERY = '(min-width: 1400px)';
const MENU_ID = 'burger-menu';

/**
 * The menu: the top bar's links, moved from the page's HTML into Ark UI's Popover, which
 * closes on an outside click and on Escape. It also closes on a link click, on every
 * client-side navigation (the top bar persists, D17: Back and Forward too) and when the
 * window widens past the breakpoint. The links keep the router's marks (aria-current). On a
 * phone the menu also holds the logout, which leaves the top bar there: beside the profile
 * one tap away, it logged out by mistake (docs/decisions/023).
 */
function BurgerMenu({ trigger, $open }: PanelProps) {
  const open = useStore($open);
  // The links wait in the page's HTML beside the button until the menu is first rendered;
  // they are not React's, so a click on one is heard natively.
  const takeLinks = useCallback(
    (place: HTMLDivElement | null) => {
      const links = trigger.parentElement?.querySelector('[data-burger-links]');
      if (!place || !links) return;
      place.append(...links.childNodes);
      place.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href]')) $open.set(false);
      });
    },
    [trigger, $open],
  );
  useEffect(() => trigger.setAttribute('aria-expanded', String(open)), [trigger, open]);
  useEffect(() => {
    const close = () => $open.set(false);
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    document.addEventListener('astro:after-swap', close);
    return () => {
      wide.removeEventListener('change', onChange);
      document.removeEventListener('astro:after-swap', close);
    };
  }, [$open]);

  return (
    <ShellPopover
      open={open}
      onOpenChange={(o) => $open.set(o)}
      triggerId={trigger.id}
      contentId={MENU_ID}
      placement="bottom-end"
      className="burger__menu"
      label="Menu"
    >
      <div ref={takeLinks} />
      <button type="button" className="burger__logout" data-logout="">
        <Icon name="logout" size={20} />
        Wyloguj się
      </button>
    </ShellPopover>
  );
}

/**
 * The burger menu below 1400 px (spec section 2) over the top bar's static button
 * (Burger.astro): this module and Ark UI's Popover load on the button's first click, or warm
 * on hover or focus (shell-page.ts); every click toggles the menu.
 */
export const toggleBurgerMenu = panelToggle(MENU_ID, BurgerMenu);
