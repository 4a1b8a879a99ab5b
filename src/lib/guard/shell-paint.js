/**
 * The shell's first paint on the second and later pages of a session (spec
 * section 4, docs/decisions/013). Inlined by src/components/ShellPaint.astro
 * right after the footer, it runs before the browser paints: it copies the
 * texts of the last page (the record src/lib/shell/shell.ts keeps in sessionStorage)
 * into the user box and the wallet bar, which the islands then take over.
 * Import-free and defensive: anything unexpected leaves the skeletons.
 */

export const PAINT_KEY = 'punkty.paint';

/** The marker after the paint script that AppLayout's render-blocking <link rel="expect"> names. */
export const SHELL_PAINTED_ID = 'shell-painted';

/** Fills `root` from the storage's paint record; true when it painted. */
export function paint(storage, root) {
  var record;
  var user;
  try {
    record = JSON.parse(storage.getItem(PAINT_KEY) || 'null');
    user = JSON.parse(storage.getItem('user') || 'null');
  } catch {
    return false;
  }
  if (!record || typeof record !== 'object' || !record.texts || typeof record.texts !== 'object') return false;
  if (!user || typeof user !== 'object') return false;
  var id = user.username != null ? user.username : user.participantId;
  var owner = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  if (record.owner !== owner) return false;
  var texts = record.texts;
  if (typeof texts.store !== 'string' || typeof texts.vp !== 'string') return false;
  fill(root, texts);
  return true;
}

/**
 * Copies `texts` (the record's flat texts: a string per data-paint key) into `root`'s shell
 * and marks it ready; without texts, shows its skeletons again. Also used by the page's
 * shell module, which paints every later change of the stores (src/lib/shell/paint.ts).
 */
export function fill(root, texts) {
  var text = function (key) {
    return texts && typeof texts[key] === 'string' ? texts[key] : null;
  };
  root.querySelectorAll('[data-paint]').forEach(function (el) {
    var value = text(el.getAttribute('data-paint'));
    if (value !== null) el.textContent = value;
  });
  root.querySelectorAll('[data-paint-if]').forEach(function (el) {
    el.hidden = text(el.getAttribute('data-paint-if')) === null;
  });
  root.querySelectorAll('[data-paint-root]').forEach(function (el) {
    if (texts) el.setAttribute('data-ready', '');
    else el.removeAttribute('data-ready');
  });
}
