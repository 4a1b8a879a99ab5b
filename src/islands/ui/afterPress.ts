/**
 * Runs `fn` now or, while a mouse button is held down, once that press has ended and its
 * click has been handled. A field checked on blur shows its message at once, and that
 * message moves what is below it: when the blur comes from pressing "Zapisz zmiany"
 * under the field, the button moved away between the press and the release, and the
 * click was lost (seen in WebKit; any hand slower than a test's is as slow).
 */
let pressed = false;

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (event) => (pressed = event.pointerType === 'mouse'), true);
  for (const type of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(type, () => (pressed = false), true);
}

export function afterPress(fn: () => void): void {
  if (!pressed) return fn();
  const released = () => {
    document.removeEventListener('pointerup', released, true);
    document.removeEventListener('pointercancel', released, true);
    // The click follows the release in the same task: run after it.
    setTimeout(fn, 0);
  };
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}
