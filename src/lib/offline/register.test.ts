import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, whenNetworkQuiet } from './register';

/** A window whose page has finished `finished()` requests by now (fake timers drive the clock). */
function fakeWindow(finished: () => number) {
  return {
    performance: { getEntriesByType: () => Array.from({ length: finished() }), now: () => Date.now() },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  } as unknown as Window;
}

describe('whenNetworkQuiet (the worker installs after the page has its data)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until no request of the page has finished for a while', () => {
    vi.useFakeTimers();
    let finished = 3;
    const then = vi.fn();
    whenNetworkQuiet(
      fakeWindow(() => finished),
      then,
    );
    vi.advanceTimersByTime(1500);
    finished = 5; // the islands' modules and the API's answers keep coming
    vi.advanceTimersByTime(1500);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
