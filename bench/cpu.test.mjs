import { describe, expect, it } from 'vitest';
import { closeEnough, describeCalibration, findRate, nextRate, truncateRate } from './cpu.mjs';

describe('nextRate', () => {
  it('scales the last rate by index ÷ target, to the hundredth', () => {
    expect(nextRate(1000, [{ rate: 3, index: 1100 }])).toBe(3.3);
    expect(nextRate(264, [{ rate: 10, index: 250 }])).toBe(9.46);
  });

  it('keeps inside the rates known too fast and too slow, else bisects them', () => {
    expect(
      nextRate(1000, [
        { rate: 2.5, index: 1100 },
        { rate: 3.5, index: 900 },
      ]),
    ).toBe(3.15);
    // 3.6 × 0.7 = 2.52 falls below 3, a rate already known too fast.
    expect(
      nextRate(1000, [
        { rate: 3, index: 1200 },
        { rate: 3.6, index: 700 },
      ]),
    ).toBe(3.3);
  });

  it('steps past a known rate when noise points back across it', () => {
    // 3 × 1.02 would go back under 3.5, already known too fast.
    expect(
      nextRate(1000, [
        { rate: 3.5, index: 1100 },
        { rate: 3, index: 1020 },
      ]),
    ).toBe(3.85);
    // 2.5 × 0.85 would go back over 2, already known too slow.
    expect(
      nextRate(1000, [
        { rate: 2, index: 900 },
        { rate: 2.5, index: 850 },
      ]),
    ).toBe(1.81);
  });

  it('stops when the rate it would try was measured already', () => {
    expect(nextRate(1000, [{ rate: 1, index: 900 }])).toBeNull();
  });
});

describe('truncateRate and closeEnough', () => {
  it('keeps hundredths and never goes under 1', () => {
    expect(truncateRate(2.8571)).toBe(2.85);
    expect(truncateRate(0.4)).toBe(1);
  });

  it('allows 10 points or 3 %', () => {
    expect(closeEnough(1029, 1000)).toBe(true);
    expect(closeEnough(1031, 1000)).toBe(false);
    expect(closeEnough(273, 264)).toBe(true);
    expect(closeEnough(276, 264)).toBe(false);
  });
});

describe('findRate', () => {
  // A machine whose index is not quite proportional to the rate, as measured.
  const machine = (unthrottled) => async (rate) => unthrottled / rate ** 0.85;

  it('reaches each tier on a fast machine, starting from unthrottled ÷ target', async () => {
    const mid = await findRate(1000, 2800, machine(2800));
    expect(mid.steps[0].rate).toBe(2.8);
    expect(closeEnough(mid.index, 1000)).toBe(true);
    expect(mid.rate).toBeGreaterThan(3);
    const low = await findRate(264, 2800, machine(2800));
    expect(closeEnough(low.index, 264)).toBe(true);
    expect(low.steps.length).toBeLessThanOrEqual(7);
  });

  it('answers rate 1 with its index on a machine slower than the target', async () => {
    const result = await findRate(1000, 800, machine(800));
    expect(result).toMatchObject({ rate: 1, index: 800 });
    expect(result.steps).toHaveLength(1);
  });

  it('keeps the closest rate when noise never lets it settle', async () => {
    let call = 0;
    const noisy = async (rate) => 2800 / rate + (call++ % 2 ? 60 : -60);
    const result = await findRate(1000, 2800, noisy);
    const distances = result.steps.map((s) => Math.abs(s.index - 1000));
    expect(Math.abs(result.index - 1000)).toBe(Math.min(...distances));
  });
});

describe('describeCalibration', () => {
  it('names the unthrottled index and each tier’s rate and index', () => {
    const text = describeCalibration({
      unthrottled: 2810.4,
      tiers: [{ name: 'mid-tier', target: 1000, rate: 2.95, index: 1004.2, steps: [{}, {}] }],
    });
    expect(text).toBe('unthrottled benchmarkIndex 2810; mid-tier (target 1000): 2.95× gave 1004 after 2 step(s)');
  });

  it('says when the machine is slower than a tier, as DevTools says "device too weak"', () => {
    const text = describeCalibration({
      unthrottled: 371,
      tiers: [{ name: 'mid-tier', target: 1000, rate: 1, index: 371, steps: [{}] }],
    });
    expect(text).toBe(
      'unthrottled benchmarkIndex 371; mid-tier (target 1000) out of reach: unthrottled gave only 371, so no slowdown (1×)',
    );
  });

  it('adds what the same rates gave at the end of the run', () => {
    const text = describeCalibration({
      unthrottled: 2810,
      tiers: [
        { name: 'mid-tier', target: 1000, rate: 2.95, index: 1004, steps: [{}], after: 870.4 },
        { name: 'low-tier', target: 264, rate: 11.2, index: 266, steps: [{}], after: 250 },
      ],
    });
    expect(text).toMatch(/; at the end of the run the same rates gave 870 \(mid-tier\) and 250 \(low-tier\)$/);
  });
});
