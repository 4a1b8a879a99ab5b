import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forget, keep, readKept } from './tab-storage';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('values kept for the tab', () => {
  it('come back as they were kept, and are gone once forgotten', () => {
    keep('k', { a: [1, 'ż'] });
    expect(readKept('k')).toEqual({ a: [1, 'ż'] });
    forget('k');
    expect(readKept('k')).toBeNull();
  });

  it('read as nothing when missing or not JSON', () => {
    expect(readKept('missing')).toBeNull();
    sessionStorage.setItem('k', '{broken');
    expect(readKept('k')).toBeNull();
  });

  it('are nothing kept, never an error, where the browser refuses storage or it is full', () => {
    const refuse = () => {
      throw new DOMException('refused', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => keep('k', 1)).not.toThrow();
    expect(readKept('k')).toBeNull();
    expect(() => forget('k')).not.toThrow();
  });

  it('are nothing kept where there is no storage at all', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => keep('k', 1)).not.toThrow();
    expect(readKept('k')).toBeNull();
  });
});
