/**
 * Work done after the answer has gone out, such as the e-mail of a link request: the
 * answer then takes the same time whatever the work finds (issue 27: a restore request
 * for a real account answered measurably later). A failure is logged, never answered.
 */
export interface Background {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once no work is left: tests, and the shutdown before the database closes. */
  settled(): Promise<void>;
}

export function createBackground(): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const running = Promise.resolve()
        .then(work)
        .then(
          () => {},
          (error: unknown) => console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
