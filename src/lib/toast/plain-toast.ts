/**
 * The Toaster's stand-in for when its code cannot be fetched (the connection is down,
 * and nothing was cached yet): the same message, top right, for the same time, in plain
 * DOM. Loaded with toast.ts, so it is there when the network is not (docs/decisions/015).
 */
const STACK_ID = 'plain-toasts';

function stack(): HTMLElement {
  const existing = document.getElementById(STACK_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = STACK_ID;
  // Styles through the CSSOM: the CSP allows them, and no stylesheet ships for a rare case.
  Object.assign(element.style, {
    position: 'fixed',
    insetBlockStart: 'calc(var(--toaster-top, 0px) + 16px)',
    insetInlineEnd: '16px',
    zIndex: '9999',
    display: 'grid',
    gap: '8px',
    justifyItems: 'end',
  });
  document.body.append(element);
  return element;
}

export function showPlainToast(message: string, role: 'alert' | 'status', durationMs: number): void {
  const container = stack();
  // Like the Toaster: the same message from many places shows once.
  if ([...container.children].some((item) => item.textContent === message)) return;
  const item = document.createElement('div');
  item.setAttribute('role', role);
  item.setAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
  item.textContent = message;
  Object.assign(item.style, {
    maxInlineSize: 'min(350px, calc(100vw - 32px))',
    padding: '8px 10px',
    borderRadius: '8px',
    background: '#fff',
    color: '#363636',
    lineHeight: '1.3',
    boxShadow: '0 3px 10px rgba(0, 0, 0, 0.1), 0 3px 3px rgba(0, 0, 0, 0.05)',
  });
  container.append(item);
  setTimeout(() => item.remove(), durationMs);
}
