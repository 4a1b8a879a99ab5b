import { describe, expect, it } from 'vitest';
import { formatPoints } from './number';

describe('formatPoints', () => {
  it('names the currency after a no-break space', () => {
    expect(formatPoints(3500, 'vp')).toBe('3\u00a0500\u00a0vp');
  });
});
