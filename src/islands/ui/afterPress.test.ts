import { describe, expect, it, vi } from 'vitest';
import { afterPress } from './afterPress';

const pointer = (type: string, pointerType = 'mouse') =>
  document.dispatchEvent(Object.assign(new Event(type), { pointerType }));

describe('afterPress', () => {
  it('runs at once when nothing is pressed', () => {
    const fn = vi.fn();
    afterPress(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('waits for the mouse button to be released, and for the click after it', async () => {
    const fn = vi.fn();
    pointer('pointerdown');
    afterPress(fn);
    expect(fn).not.toHaveBeenCalled();
    pointer('pointerup');
    expect(fn).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fn).toHaveBeenCalledOnce();
  });

  it('does not wait for a finger (its click comes with the release)', () => {
    const fn = vi.fn();
    pointer('pointerdown', 'touch');
    afterPress(fn);
    expect(fn).toHaveBeenCalledOnce();
    pointer('pointerup', 'touch');
  });
});
