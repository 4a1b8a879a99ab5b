import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

export type Currency = 'vp' | 'lp';
export type LedgerKind = 'earned' | 'locked' | 'unlocked' | 'spent' | 'expired' | 'correction';
export type SourceType = 'plan' | 'task' | 'order' | 'expiry' | 'correction';

export interface LedgerEntry {
  participantId: number;
  currency: Currency;
  kind: LedgerKind;
  /** Positive, except for corrections. */
  amount: number;
  sourceType: SourceType;
  sourceId?: string | number | null;
  description: string;
  expiresAt?: Date | null;
}

/** The points summary of the spec (section 3); current = total − subtracted − locked. */
export interface PointsSummary {
  vpTotalValue: number;
  vpSubtractedValue: number;
  vpLockedValue: number;
  vpCurrentValue: number;
  lpTotalValue: number;
  lpSubtractedValue: number;
  lpLockedValue: number;
  lpCurrentValue: number;
}

/** How each kind moves the projection's columns. */
const EFFECT: Record<LedgerKind, { total: number; subtracted: number; locked: number }> = {
  earned: { total: 1, subtracted: 0, locked: 0 },
  correction: { total: 1, subtracted: 0, locked: 0 },
  locked: { total: 0, subtracted: 0, locked: 1 },
  unlocked: { total: 0, subtracted: 0, locked: -1 },
  spent: { total: 0, subtracted: 1, locked: -1 },
  expired: { total: 0, subtracted: 1, locked: 0 },
};

/**
 * Appends entries to the ledger and moves the summary by the same amounts, in the
 * caller's transaction. Callers that must not overspend read `lockSummary` first.
 */
export async function appendLedger(tx: Queryable, clock: Clock, entries: LedgerEntry[]): Promise<void> {
  const now = clock.now();
  for (const e of entries) {
    if (e.kind !== 'correction' && !(e.amount > 0)) throw new Error(`Ledger amount must be positive: ${e.amount}`);
    await tx.query(
      `insert into points_ledger
         (participant_id, currency, kind, amount, source_type, source_id, description, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        e.participantId,
        e.currency,
        e.kind,
        e.amount,
        e.sourceType,
        e.sourceId == null ? null : String(e.sourceId),
        e.description,
        e.expiresAt ?? null,
        now,
      ],
    );
    const fx = EFFECT[e.kind];
    const p = e.currency;
    await ensureSummaryRow(tx, e.participantId, now);
    await tx.query(
      `update points_summary
          set ${p}_total = ${p}_total + $2, ${p}_subtracted = ${p}_subtracted + $3, ${p}_locked = ${p}_locked + $4,
              updated_at = $5
        where participant_id = $1`,
      [e.participantId, fx.total * e.amount, fx.subtracted * e.amount, fx.locked * e.amount, now],
    );
  }
}

async function ensureSummaryRow(tx: Queryable, participantId: number, now: Date) {
  await tx.query(
    `insert into points_summary (participant_id, updated_at) values ($1, $2) on conflict (participant_id) do nothing`,
    [participantId, now],
  );
}

/** Rebuilds the projection from the ledger (the spec's "recalculate"). */
export async function rebuildSummary(tx: Queryable, clock: Clock, participantId: number): Promise<PointsSummary> {
  const now = clock.now();
  await ensureSummaryRow(tx, participantId, now);
  const sums = (cur: Currency) => `
    coalesce(sum(amount) filter (where currency = '${cur}' and kind in ('earned', 'correction')), 0),
    coalesce(sum(amount) filter (where currency = '${cur}' and kind in ('spent', 'expired')), 0),
    coalesce(sum(amount) filter (where currency = '${cur}' and kind = 'locked'), 0)
      - coalesce(sum(amount) filter (where currency = '${cur}' and kind in ('unlocked', 'spent')), 0)`;
  await tx.query(
    `update points_summary s
        set (vp_total, vp_subtracted, vp_locked, lp_total, lp_subtracted, lp_locked) =
            (select ${sums('vp')}, ${sums('lp')} from points_ledger where participant_id = $1),
            updated_at = $2
      where s.participant_id = $1`,
    [participantId, now],
  );
  return readSummary(tx, participantId);
}

/** Takes the row lock on a participant's summary for the rest of the transaction. */
export async function lockSummary(tx: Queryable, clock: Clock, participantId: number): Promise<PointsSummary> {
  await ensureSummaryRow(tx, participantId, clock.now());
  await tx.query('select 1 from points_summary where participant_id = $1 for update', [participantId]);
  return readSummary(tx, participantId);
}

export async function readSummary(q: Queryable, participantId: number): Promise<PointsSummary> {
  const rows = await q.query<Record<string, unknown>>('select * from points_summary where participant_id = $1', [
    participantId,
  ]);
  const r = rows[0];
  const n = (v: unknown) => (v == null ? 0 : Number(v));
  const vpTotal = n(r?.vp_total);
  const vpSub = n(r?.vp_subtracted);
  const vpLocked = n(r?.vp_locked);
  const lpTotal = n(r?.lp_total);
  const lpSub = n(r?.lp_subtracted);
  const lpLocked = n(r?.lp_locked);
  return {
    vpTotalValue: vpTotal,
    vpSubtractedValue: vpSub,
    vpLockedValue: vpLocked,
    vpCurrentValue: round2(vpTotal - vpSub - vpLocked),
    lpTotalValue: lpTotal,
    lpSubtractedValue: lpSub,
    lpLockedValue: lpLocked,
    lpCurrentValue: round2(lpTotal - lpSub - lpLocked),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
