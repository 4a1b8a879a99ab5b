/** What the rest of the server needs from a database: parameterised SQL and transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (no parameters): migrations. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other process runs an `exclusively` block on the same database
   * (PostgreSQL: an advisory lock), so instances starting together migrate and seed once.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Asks the database a trivial question, outside the queue of the app's queries where
   * there is one (PostgreSQL: a connection of its own): the readiness probe.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}
