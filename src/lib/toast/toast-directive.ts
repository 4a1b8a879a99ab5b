import type { ClientDirective } from 'astro';
import { TOASTER_SETTLED, TOASTER_WANTED, setToasterState, toasterState } from './toaster-handshake';

/**
 * `client:toast` (docs/decisions/015): hydrates the island when toast.ts first asks for the
 * Toaster. When its code cannot load (the connection is down) the island waits for the
 * next toast, and toast.ts shows its plain stand-in meanwhile.
 */
const toastDirective: ClientDirective = (load, _options, island) => {
  let failed = false;
  // Astro logs a failed island load as an error; here it is expected and handled.
  island.addEventListener('astro:hydration-error', (event) => {
    event.preventDefault();
    failed = true;
  });
  const mount = async () => {
    failed = false;
    const hydrate = await load();
    await hydrate();
    setToasterState(failed ? 'wanted' : 'mounted');
    if (failed) document.addEventListener(TOASTER_WANTED, mount, { once: true });
    document.dispatchEvent(new Event(TOASTER_SETTLED));
  };
  if (toasterState() === 'wanted') void mount();
  else document.addEventListener(TOASTER_WANTED, mount, { once: true });
};

export default toastDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island on the first toast (this file). */
    'client:toast'?: boolean;
  }
}
