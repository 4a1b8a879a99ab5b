import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import type { Currency, LedgerKind, SourceType } from './ledger.ts';
import { searchDocument, searchSql } from './search/sql.ts';

/** Calendar days of the programme are Warsaw days (D7). */
export const PROGRAMME_TIME_ZONE = 'Europe/Warsaw';

export type LinkKind = 'plan' | 'task' | 'order' | 'award';

export interface HistoryEntry {
  entryId: number;
  date: string;
  kind: LedgerKind;
  currency: Currency;
  amount: number;
  balanceEffect: number;
  sourceType: SourceType;
  sourceId: string | null;
  description: string;
  link: { kind: LinkKind; id: number } | null;
}

/**
 * How an entry changes the spendable balance (total − subtracted − locked): points
 * earned or corrected add, a lock takes them away until it is released (unlocked adds
 * them back), spending moves already locked points (no change), expiry takes them away.
 */
export function balanceEffect(kind: LedgerKind, amount: number): number {
  switch (kind) {
    case 'earned':
    case 'correction':
    case 'unlocked':
      return amount;
    case 'locked':
    case 'expired':
      return -amount;
    case 'spent':
      return 0;
  }
}

/** Where the screen can take the participant from an entry: its plan, task or order. */
export function linkOf(sourceType: SourceType, sourceId: string | null): HistoryEntry['link'] {
  if (sourceId == null || !/^\d{1,9}$/.test(sourceId)) return null;
  const id = Number(sourceId);
  if (id <= 0) return null;
  if (sourceType === 'plan' || sourceType === 'task' || sourceType === 'order') return { kind: sourceType, id };
  return null;
}

export interface HistoryFilter {
  page: number;
  per: number;
  sortOrder?: 'asc' | 'desc';
  types?: LedgerKind[];
  sourceTypes?: SourceType[];
  currency?: Currency;
  /** Inclusive Warsaw calendar days, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

/** A page of the participant's ledger entries, newest first unless asked otherwise. */
export async function listHistory(
  q: Queryable,
  participantId: number,
  filter: HistoryFilter,
): Promise<{ items: HistoryEntry[]; total: number }> {
  const params: unknown[] = [participantId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['participant_id = $1'];
  if (filter.types?.length) where.push(`kind = any(${p(filter.types)}::text[])`);
  if (filter.sourceTypes?.length) where.push(`source_type = any(${p(filter.sourceTypes)}::text[])`);
  if (filter.currency) where.push(`currency = ${p(filter.currency)}`);
  // A Warsaw day starts at its local midnight; `timestamp at time zone` turns that into an instant.
  if (filter.dateFrom)
    where.push(`created_at >= (${p(filter.dateFrom)}::date::timestamp at time zone '${PROGRAMME_TIME_ZONE}')`);
  if (filter.dateTo)
    where.push(`created_at < ((${p(filter.dateTo)}::date + 1)::timestamp at time zone '${PROGRAMME_TIME_ZONE}')`);
  // the ledger stays in date order: a search narrows it, it does not rank it
  const search = searchSql(filter.search, searchDocument('description', `''`), p);
  if (search) where.push(search.where);
  const whereSql = where.join(' and ');

  const countRows = await q.query<{ n: number }>(`select count(*)::int as n from points_ledger where ${whereSql}`, [
    ...params,
  ]);
  const dir = filter.sortOrder === 'asc' ? 'asc' : 'desc';
  const rows = await q.query<{
    id: number;
    created_at: Date | string;
    kind: LedgerKind;
    currency: Currency;
    amount: number;
    source_type: SourceType;
    source_id: string | null;
    description: string;
  }>(
    `select id, created_at, kind, currency, amount::float8 as amount, source_type, source_id, description
       from points_ledger
      where ${whereSql}
      order by created_at ${dir}, id ${dir}
      limit ${p(filter.per)} offset ${p((filter.page - 1) * filter.per)}`,
    params,
  );
  return {
    total: countRows[0]?.n ?? 0,
    items: rows.map((r) => {
      const amount = Number(r.amount);
      return {
        entryId: r.id,
        date: new Date(r.created_at).toISOString(),
        kind: r.kind,
        currency: r.currency,
        amount,
        balanceEffect: balanceEffect(r.kind, amount),
        sourceType: r.source_type,
        sourceId: r.source_id,
        description: r.description,
        link: linkOf(r.source_type, r.source_id),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------
// Points due to expire

/** Ledger amounts summed per kind, currency and expiry moment: the input of the FIFO. */
export interface LedgerTotal {
  kind: LedgerKind;
  currency: Currency;
  amount: number;
  expiresAt: Date | null;
}

export interface ExpiringItem {
  /** The Warsaw calendar day the points expire on, YYYY-MM-DD. */
  date: string;
  currency: Currency;
  amount: number;
}

const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Points due to expire after `now`, per Warsaw day and currency.
 *
 * Credits (earned entries and positive corrections) form lots; whatever has left the
 * balance is taken from the lots that expire first (FIFO; lots without an expiry last).
 * What has left: points locked and not unlocked (a later `spent` moves locked points, so
 * it is not counted a second time), points expired, and negative corrections. Lots whose
 * expiry has passed absorb consumption first, as their `expired` entries do.
 */
export function expiringPoints(totals: LedgerTotal[], now: Date): ExpiringItem[] {
  const byDay = new Map<string, ExpiringItem>();
  for (const currency of ['vp', 'lp'] as const) {
    const mine = totals.filter((t) => t.currency === currency);
    const lots = mine
      .filter((t) => (t.kind === 'earned' || t.kind === 'correction') && t.amount > 0)
      .map((t) => ({ amount: t.amount, expiresAt: t.expiresAt }))
      .sort((a, b) => expiryKey(a.expiresAt) - expiryKey(b.expiresAt));
    let consumed = 0;
    for (const t of mine) {
      if (t.kind === 'locked' || t.kind === 'expired') consumed += t.amount;
      else if (t.kind === 'unlocked') consumed -= t.amount;
      else if (t.kind === 'correction' && t.amount < 0) consumed += -t.amount;
    }
    for (const lot of lots) {
      const taken = Math.min(lot.amount, Math.max(0, consumed));
      consumed -= taken;
      const left = round2(lot.amount - taken);
      if (left <= 0 || lot.expiresAt == null || lot.expiresAt.getTime() <= now.getTime()) continue;
      const date = warsawDay.format(lot.expiresAt);
      const key = `${date}|${currency}`;
      const item = byDay.get(key) ?? { date, currency, amount: 0 };
      item.amount = round2(item.amount + left);
      byDay.set(key, item);
    }
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency));
}

const expiryKey = (d: Date | null) => (d == null ? Number.POSITIVE_INFINITY : d.getTime());
const round2 = (x: number) => Math.round(x * 100) / 100;

export async function readExpiring(q: Queryable, clock: Clock, participantId: number): Promise<ExpiringItem[]> {
  const rows = await q.query<{
    kind: LedgerKind;
    currency: Currency;
    amount: number;
    expires_at: Date | string | null;
  }>(
    `select kind, currency, sum(amount)::float8 as amount,
            case when kind in ('earned', 'correction') then expires_at end as expires_at
       from points_ledger
      where participant_id = $1
      group by kind, currency, case when kind in ('earned', 'correction') then expires_at end, (kind = 'correction' and amount < 0)`,
    [participantId],
  );
  return expiringPoints(
    rows.map((r) => ({
      kind: r.kind,
      currency: r.currency,
      amount: Number(r.amount),
      expiresAt: r.expires_at == null ? null : new Date(r.expires_at),
    })),
    clock.now(),
  );
}
