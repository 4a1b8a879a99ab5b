import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY,
  MAX_UPLOAD_BYTES,
  NOT_A_PICTURE,
  TOO_LARGE,
  UNREADABLE,
  fitWithin,
  formatBytes,
  preparePhoto,
  type PhotoEnv,
} from './photo-resize';

describe('fitWithin: the long edge at most 1600 px, proportions kept, never enlarged', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [4032, 3024, 1600, 1200],
    [1920, 1080, 1600, 900],
    [1080, 1920, 900, 1600],
    [1600, 1600, 1600, 1600],
    [1601, 10, 1600, 10],
    [800, 600, 800, 600],
    [10_000, 1, 1600, 1],
    [0, 100, 0, 0],
    [Number.NaN, 100, 0, 0],
  ])('%s×%s → %s×%s', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });

  it('takes another limit', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
  });
});

const blobOf = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

function env(
  width: number,
  height: number,
  sizes: (w: number, h: number, q: number) => number,
): PhotoEnv & {
  calls: [number, number, number][];
  closed: () => boolean;
} {
  const calls: [number, number, number][] = [];
  let closed = false;
  return {
    calls,
    closed: () => closed,
    decode: async () => ({ width, height, source: {} as CanvasImageSource, close: () => (closed = true) }),
    encode: async (_img, w, h, q) => {
      calls.push([w, h, q]);
      return blobOf(sizes(w, h, q));
    },
  };
}

describe('preparePhoto', () => {
  it('turns a big phone photo into a 1600 px JPEG at quality 0.8', async () => {
    const e = env(4032, 3024, () => 400_000);
    const result = await preparePhoto(blobOf(6_000_000), e);
    expect(e.calls).toEqual([[1600, 1200, 0.8]]);
    expect(result).toMatchObject({ width: 1600, height: 1200, resized: true, originalBytes: 6_000_000 });
    expect(result.blob.type).toBe('image/jpeg');
    expect(e.closed()).toBe(true);
  });

  it('keeps a small original that the re-encoding would not make smaller', async () => {
    const original = blobOf(30_000, 'image/png');
    const result = await preparePhoto(
      original,
      env(640, 480, () => 45_000),
    );
    expect(result.blob).toBe(original);
    expect(result.resized).toBe(false);
  });

  it('lowers the quality, then the size, while the result is over 5 MB', async () => {
    const e = env(4000, 3000, (w, _h, q) => (w > 1200 || q > 0.6 ? MAX_UPLOAD_BYTES + 1 : 900_000));
    const result = await preparePhoto(blobOf(20_000_000), e);
    expect(e.calls).toEqual([
      [1600, 1200, 0.8],
      [1600, 1200, 0.6],
      [1200, 900, 0.6],
    ]);
    expect(result).toMatchObject({ width: 1200, height: 900 });
  });

  it.each([
    ['an empty file', blobOf(0), env(1, 1, () => 1), EMPTY],
    ['a file that is not a picture', blobOf(10, 'application/pdf'), env(1, 1, () => 1), NOT_A_PICTURE],
    [
      'a picture the browser cannot decode',
      blobOf(10, 'image/heic'),
      { ...env(1, 1, () => 1), decode: vi.fn().mockRejectedValue(new Error('x')) },
      UNREADABLE,
    ],
    ['a picture that stays too large', blobOf(10), env(4000, 3000, () => MAX_UPLOAD_BYTES + 1), TOO_LARGE],
  ])('refuses %s in Polish', async (_name, file, e, message) => {
    await expect(preparePhoto(file, e)).rejects.toThrow(message);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 KB'],
    [500, '1 KB'],
    [389_000, '380 KB'],
    [2_516_582, '2,4 MB'],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
