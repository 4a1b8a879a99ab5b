import { createRoot } from 'react-dom/client';
import { takePopup } from '../../lib/stores/popup';
import PopupDialog from './PopupDialog';

/**
 * The broadcast popup the login loaded (spec section 2), on the first page after login only:
 * taking it from storage marks it seen. The shell's page script loads this module (with the
 * dialog, the rich-text renderer and DOMPurify) only when a popup waits (shell-page.ts).
 */
export function showPopup(): void {
  const popup = takePopup();
  if (!popup) return;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<PopupDialog popup={popup} />);
}
