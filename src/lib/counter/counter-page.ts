/**
 * /counter's only script (no framework: the page's budget is 2 KB of JS). The page is
 * complete without it, rendered at build time; this keeps it true every second: the
 * numbers and their Polish forms, then the "started" state once the target passes.
 */
import { UNITS, countdownParts, msToNextTick, unitLabel } from './countdown';

const root = document.querySelector<HTMLElement>('[data-countdown]');
const target = Number(root?.dataset.target);

function show(started: boolean) {
  for (const el of document.querySelectorAll<HTMLElement>('[data-when]')) {
    el.hidden = (el.dataset.when === 'started') !== started;
  }
}

function tick() {
  const now = Date.now();
  const parts = countdownParts(target, now);
  show(!parts);
  if (!parts || !root) return;
  for (const unit of UNITS) {
    const el = root.querySelector(`[data-unit="${unit}"]`);
    const value = el?.querySelector('[data-value]');
    const label = el?.querySelector('[data-label]');
    if (value) value.textContent = String(parts[unit]);
    if (label) label.textContent = unitLabel(unit, parts[unit]);
  }
  setTimeout(tick, msToNextTick(target, now));
}

if (root && Number.isFinite(target)) tick();
