import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { readSummary, type Currency } from './ledger.ts';
import { searchSql, type SearchSql } from './search/sql.ts';
import type { DeliveryMethod } from '../../../shared/rules/delivery-methods.ts';

export type { DeliveryMethod };

/** An award counts as new ("fresh") for this many days after it entered the catalogue. */
export const FRESH_DAYS = 30;

export type CatalogueSort = 'relevance' | 'name' | 'price' | 'newest' | 'popularity';

/** Who is looking at the catalogue: lp awards exist only for FRSH, and the balance decides what is affordable. */
export interface Viewer {
  participantId: number;
  isFrsh: boolean;
  balance: Record<Currency, number>;
}

export async function viewerOf(q: Queryable, participantId: number): Promise<Viewer> {
  const rows = await q.query<{ group_code: string }>('select group_code from participant where id = $1', [
    participantId,
  ]);
  const summary = await readSummary(q, participantId);
  const isFrsh = rows[0]?.group_code === 'FRSH';
  return {
    participantId,
    isFrsh,
    balance: { vp: Math.max(0, summary.vpCurrentValue), lp: isFrsh ? Math.max(0, summary.lpCurrentValue) : 0 },
  };
}

export interface AwardCard {
  awardId: number;
  name: string;
  shortDescription: string;
  price: number;
  currency: Currency;
  deliveryMethod: DeliveryMethod;
  activeImageId: number | null;
  inactiveImageId: number | null;
  groupId: number;
  categoryId: number;
  isNew: boolean;
  wished: boolean;
  canOrder: boolean;
  missingPoints: number;
}

export interface AwardDetail extends AwardCard {
  description: string;
  groupName: string;
  categoryName: string;
  userLimit: number | null;
  remainingAmount: number | null;
  orderedByUser: number;
  maxOrderable: number | null;
}

// ---------------------------------------------------------------------------------------
// Pure rules

/** The smaller of the numbers, ignoring nulls; null when all are null (the spec's minimum helper). */
export function minIgnoringNull(...values: (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => v != null);
  return present.length ? Math.min(...present) : null;
}

export interface AvailabilityInput {
  price: number;
  active: boolean;
  userLimit: number | null;
  remainingAmount: number | null;
  orderedByUser: number;
}

/**
 * What a participant with `balance` (in the award's currency) may do with one award:
 * `canOrder` when one unit is affordable, in stock, under the user limit and the award is
 * active; `missingPoints` how far the balance is from one unit; `maxOrderable` the most
 * units one order may take (limit left, stock, affordable units), null when unbounded.
 */
export function awardAvailability(a: AvailabilityInput, balance: number) {
  const missingPoints = Math.max(0, round2(a.price - balance));
  const limitLeft = a.userLimit == null ? null : Math.max(0, a.userLimit - a.orderedByUser);
  const stock = a.remainingAmount == null ? null : Math.max(0, a.remainingAmount);
  const affordableUnits = Math.max(0, Math.floor(round2(balance / a.price) + 1e-9));
  const maxOrderable = a.active ? minIgnoringNull(limitLeft, stock, affordableUnits) : 0;
  const canOrder = a.active && missingPoints === 0 && stock !== 0 && limitLeft !== 0;
  return { canOrder, missingPoints, maxOrderable };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function isFresh(createdAt: Date, now: Date): boolean {
  return createdAt.getTime() >= now.getTime() - FRESH_DAYS * 86_400_000;
}

// ---------------------------------------------------------------------------------------
// Units already ordered (the orders table arrives with migration 050_orders.sql)

const ordersTableSeen = new WeakMap<Queryable, true>();

/** Whether award_order exists yet; a positive answer is remembered per connection. */
async function hasOrdersTable(q: Queryable): Promise<boolean> {
  if (ordersTableSeen.has(q)) return true;
  const rows = await q.query<{ ok: boolean }>(`select to_regclass('award_order') is not null as ok`);
  if (rows[0]?.ok) ordersTableSeen.set(q, true);
  return rows[0]?.ok === true;
}

/**
 * SQL for the units `participant` has ordered of `award` (every order that is not
 * cancelled), or `0` before the orders table exists. `participant` and `award` are SQL
 * expressions (a parameter like `$1`, a column like `a.id`).
 */
export async function orderedUnitsSql(q: Queryable, participant: string, award: string): Promise<string> {
  if (!(await hasOrdersTable(q))) return '0';
  return `coalesce((select sum(o.quantity) from award_order o
             where o.participant_id = ${participant} and o.award_id = ${award} and o.status <> 'cancelled'), 0)::int`;
}

/** Units of an award a participant has ordered and not cancelled (the user limit counts these). */
export async function orderedByUser(q: Queryable, participantId: number, awardId: number): Promise<number> {
  if (!(await hasOrdersTable(q))) return 0;
  const rows = await q.query<{ n: number }>(`select ${await orderedUnitsSql(q, '$1', '$2')} as n`, [
    participantId,
    awardId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

// ---------------------------------------------------------------------------------------
// Reading the catalogue

/** Collects positional parameters while a query is built. */
class Params {
  readonly values: unknown[];
  /** Starts after `values`, a copy of another query's parameters. */
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }
  readonly add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/** lp awards exist only for FRSH: everyone else never sees them. */
const visibleTo = (viewer: Viewer, alias = 'a') => (viewer.isFrsh ? 'true' : `${alias}.currency = 'vp'`);

interface CardRow {
  id: number;
  name: string;
  short_description: string;
  price: number;
  currency: Currency;
  delivery_method: DeliveryMethod;
  active_image_id: number | null;
  inactive_image_id: number | null;
  group_id: number;
  category_id: number;
  created_at: Date | string;
  user_limit: number | null;
  remaining_amount: number | null;
  active: boolean;
  wished: boolean;
  ordered: number;
}

async function cardColumns(q: Queryable, participantParam: string): Promise<string> {
  return `a.id, a.name, a.short_description, a.price::float8 as price, a.currency, a.delivery_method,
          a.active_image_id, a.inactive_image_id, a.group_id, a.category_id, a.created_at,
          a.user_limit, a.remaining_amount, a.active,
          exists (select 1 from award_wish w where w.participant_id = ${participantParam} and w.award_id = a.id) as wished,
          ${await orderedUnitsSql(q, participantParam, 'a.id')} as ordered`;
}

function toCard(
  row: CardRow,
  viewer: Viewer,
  now: Date,
): AwardCard & { availability: ReturnType<typeof awardAvailability> } {
  const price = Number(row.price);
  const availability = awardAvailability(
    {
      price,
      active: row.active,
      userLimit: row.user_limit,
      remainingAmount: row.remaining_amount,
      orderedByUser: Number(row.ordered),
    },
    viewer.balance[row.currency],
  );
  return {
    awardId: row.id,
    name: row.name,
    shortDescription: row.short_description,
    price,
    currency: row.currency,
    deliveryMethod: row.delivery_method,
    activeImageId: row.active_image_id,
    inactiveImageId: row.inactive_image_id,
    groupId: row.group_id,
    categoryId: row.category_id,
    isNew: isFresh(new Date(row.created_at), now),
    wished: row.wished,
    canOrder: availability.canOrder,
    missingPoints: availability.missingPoints,
    availability,
  };
}

const cardOnly = ({ availability: _a, ...card }: ReturnType<typeof toCard>): AwardCard => card;

export interface CatalogueFilter {
  search?: string;
  sortBy?: CatalogueSort;
  sortOrder?: 'asc' | 'desc';
  page: number;
  per: number;
  groupIds?: number[];
  categoryIds?: number[];
  onlyFresh?: boolean;
  affordable?: boolean;
  currency?: Currency;
}

/** The natural direction of each order when the request does not name one. */
const DEFAULT_ORDER: Record<CatalogueSort, 'asc' | 'desc'> = {
  relevance: 'desc',
  name: 'asc',
  price: 'asc',
  newest: 'desc',
  popularity: 'desc',
};

const SORT_COLUMN: Record<Exclude<CatalogueSort, 'relevance'>, string> = {
  name: 'a.name_sort',
  price: 'a.price',
  newest: 'a.created_at',
  popularity: 'a.popularity',
};

/** The filters a tally row answers: visibility, groups, categories, currency (see 060_catalogue_scale.sql). */
function tallyWhere(
  viewer: Viewer,
  filter: Pick<CatalogueFilter, 'groupIds' | 'categoryIds' | 'currency'>,
  params: Params,
) {
  const where = [visibleTo(viewer, 't')];
  if (filter.currency) where.push(`t.currency = ${params.add(filter.currency)}`);
  if (filter.groupIds?.length) where.push(`t.group_id = any(${params.add(filter.groupIds)}::int[])`);
  if (filter.categoryIds?.length) where.push(`t.category_id = any(${params.add(filter.categoryIds)}::int[])`);
  return where.join(' and ');
}

/**
 * How many awards match. Without search, fresh or affordable filters the answer adds up
 * the award_tally rows of the visible groups and categories (a few dozen rows whatever the
 * catalogue's size); otherwise the award indexes count only the matching awards.
 */
async function countMatches(
  q: Queryable,
  viewer: Viewer,
  filter: CatalogueFilter,
  award: { whereSql: string; values: unknown[]; searched: boolean },
): Promise<number> {
  if (!award.searched && !filter.onlyFresh && !filter.affordable) {
    const params = new Params();
    const rows = await q.query<{ n: number }>(
      `select coalesce(sum(t.n), 0)::int as n from award_tally t where ${tallyWhere(viewer, filter, params)}`,
      params.values,
    );
    return rows[0]?.n ?? 0;
  }
  const rows = await q.query<{ n: number }>(`select count(*)::int as n from award a where ${award.whereSql}`, [
    ...award.values,
  ]);
  return rows[0]?.n ?? 0;
}

/**
 * Affordable: the price fits the balance in the award's currency. Written as ranges on
 * (currency, price) so an index serves both the count and a page sorted by price.
 */
function affordableSql(viewer: Viewer, params: Params): string {
  const vp = `a.currency = 'vp' and a.price <= ${params.add(viewer.balance.vp)}::numeric`;
  if (!viewer.isFrsh) return vp;
  return `(${vp} or a.currency = 'lp' and a.price <= ${params.add(viewer.balance.lp)}::numeric)`;
}

/**
 * The ORDER BY of a catalogue page. Relevance ranks the matches of a search, the more
 * popular first among equals; without a search it is the popularity order.
 */
function catalogueOrder(sortBy: CatalogueSort, dir: 'asc' | 'desc', search: SearchSql | undefined, params: Params) {
  // Prices in vp and in lp do not compare: vp first, then lp, each in price order.
  if (sortBy === 'price') return `a.currency desc, a.price ${dir}, a.id ${dir}`;
  if (sortBy !== 'relevance') return `${SORT_COLUMN[sortBy]} ${dir}, a.id ${dir}`;
  return `${search ? `${search.score(params.add)} ${dir}, ` : ''}a.popularity ${dir}, a.id ${dir}`;
}

/**
 * Past this many matches a relevance page is first sought among the best matches alone
 * (every word in the name): read in popularity order, that query stops at the page instead
 * of ranking every match. Below it, ranking them all costs less than a second query.
 */
const BEST_FIRST_FROM = 200;

/** One catalogue page and the count of all matches, both computed in SQL. */
export async function listCatalogue(
  q: Queryable,
  clock: Clock,
  viewer: Viewer,
  filter: CatalogueFilter,
): Promise<{ items: AwardCard[]; total: number }> {
  const now = clock.now();
  const params = new Params();
  const where = [visibleTo(viewer)];
  // the award keeps its search document, indexed (074_search.sql)
  const search = searchSql(filter.search, 'a.search_doc', params.add);
  if (search) where.push(search.where);
  if (filter.groupIds?.length) where.push(`a.group_id = any(${params.add(filter.groupIds)}::int[])`);
  if (filter.categoryIds?.length) where.push(`a.category_id = any(${params.add(filter.categoryIds)}::int[])`);
  if (filter.onlyFresh) where.push(`a.created_at >= ${params.add(new Date(now.getTime() - FRESH_DAYS * 86_400_000))}`);
  if (filter.affordable) where.push(affordableSql(viewer, params));
  if (filter.currency) where.push(`a.currency = ${params.add(filter.currency)}`);
  const whereSql = where.join(' and ');

  const total = await countMatches(q, viewer, filter, { whereSql, values: params.values, searched: !!search });

  const sortBy = filter.sortBy ?? (search ? 'relevance' : 'popularity');
  const dir = (filter.sortOrder ?? DEFAULT_ORDER[sortBy]) === 'asc' ? 'asc' : 'desc';
  /** The page of the matches (and of `also`) in an order; both get the page's own parameters. */
  const readPage = async (build: (p: Params) => { also?: string; order: string }) => {
    const p = new Params(params.values);
    const { also, order } = build(p);
    const me = p.add(viewer.participantId);
    // the page's awards first, then the wish and order look-ups for those alone (not for
    // every award the offset skips)
    return q.query<CardRow>(
      `select ${await cardColumns(q, me)}
         from (select * from award a where ${whereSql}${also ? ` and ${also}` : ''}
               order by ${order} limit ${p.add(filter.per)} offset ${p.add((filter.page - 1) * filter.per)}) a
        order by ${order}`,
      p.values,
    );
  };

  let rows: CardRow[] | undefined;
  if (search && sortBy === 'relevance' && dir === 'desc' && total > BEST_FIRST_FROM) {
    // the best matches come first in the relevance order: a full page of them is the page
    const best = await readPage((p) => ({ also: search.best(p.add), order: 'a.popularity desc, a.id desc' }));
    if (best.length === filter.per) rows = best;
  }
  rows ??= await readPage((p) => ({ order: catalogueOrder(sortBy, dir, search, p) }));
  return { items: rows.map((r) => cardOnly(toCard(r, viewer, now))), total };
}

/** The wished awards the participant may still see, most recently wished first. */
export async function listWishes(
  q: Queryable,
  clock: Clock,
  viewer: Viewer,
  paging: { page: number; per: number },
): Promise<{ items: AwardCard[]; total: number }> {
  const now = clock.now();
  const countRows = await q.query<{ n: number }>(
    `select count(*)::int as n from award_wish w join award a on a.id = w.award_id
      where w.participant_id = $1 and ${visibleTo(viewer)}`,
    [viewer.participantId],
  );
  const rows = await q.query<CardRow>(
    `select ${await cardColumns(q, '$1')}
       from award_wish w join award a on a.id = w.award_id
      where w.participant_id = $1 and ${visibleTo(viewer)}
      order by w.created_at desc, a.id desc
      limit $2 offset $3`,
    [viewer.participantId, paging.per, (paging.page - 1) * paging.per],
  );
  return { items: rows.map((r) => cardOnly(toCard(r, viewer, now))), total: countRows[0]?.n ?? 0 };
}

/** One award as the participant sees it, or undefined when it does not exist for them. */
export async function findAwardDetail(
  q: Queryable,
  clock: Clock,
  viewer: Viewer,
  awardId: number,
): Promise<AwardDetail | undefined> {
  const rows = await q.query<CardRow & { description: string; group_name: string; category_name: string }>(
    `select ${await cardColumns(q, '$1')}, a.description, g.name as group_name, c.name as category_name
       from award a
       join award_group g on g.id = a.group_id
       join award_category c on c.id = a.category_id
      where a.id = $2 and ${visibleTo(viewer)}`,
    [viewer.participantId, awardId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { availability, ...card } = toCard(row, viewer, clock.now());
  return {
    ...card,
    description: row.description,
    groupName: row.group_name,
    categoryName: row.category_name,
    userLimit: row.user_limit,
    remainingAmount: row.remaining_amount,
    orderedByUser: Number(row.ordered),
    maxOrderable: availability.maxOrderable,
  };
}

/** Whether the award exists and the participant may see it. */
export async function awardVisible(q: Queryable, viewer: Viewer, awardId: number): Promise<boolean> {
  const rows = await q.query(`select 1 from award a where a.id = $1 and ${visibleTo(viewer)}`, [awardId]);
  return rows.length > 0;
}

export interface GroupSummary {
  groupId: number;
  name: string;
  description: string;
  imageId: number | null;
  awardCount: number;
}

export async function listGroups(q: Queryable, viewer: Viewer): Promise<GroupSummary[]> {
  return q.query<GroupSummary>(
    `select g.id as "groupId", g.name, g.description, g.image_id as "imageId",
            (select coalesce(sum(t.n), 0)::int from award_tally t
              where t.group_id = g.id and ${visibleTo(viewer, 't')}) as "awardCount"
       from award_group g
      order by g.position, g.id`,
  );
}

export interface CategorySummary {
  categoryId: number;
  groupId: number;
  name: string;
  awardCount: number;
}

export async function listCategories(q: Queryable, viewer: Viewer, groupIds?: number[]): Promise<CategorySummary[]> {
  const filter = groupIds?.length ? 'where c.group_id = any($1::int[])' : '';
  return q.query<CategorySummary>(
    `select c.id as "categoryId", c.group_id as "groupId", c.name,
            (select coalesce(sum(t.n), 0)::int from award_tally t
              where t.category_id = c.id and ${visibleTo(viewer, 't')}) as "awardCount"
       from award_category c
       join award_group g on g.id = c.group_id
       ${filter}
      order by g.position, g.id, c.position, c.id`,
    groupIds?.length ? [groupIds] : [],
  );
}

/**
 * A picture of the catalogue (an award's active or inactive image, or a group's), as long
 * as the participant may see what it belongs to.
 */
export async function findCatalogueImage(
  q: Queryable,
  viewer: Viewer,
  imageId: number,
): Promise<{ mimeType: string; content: Uint8Array } | undefined> {
  const rows = await q.query<{ mime_type: string; content: Uint8Array }>(
    `select i.mime_type, i.content
       from image i
      where i.id = $1
        and (exists (select 1 from award a
                      where (a.active_image_id = i.id or a.inactive_image_id = i.id) and ${visibleTo(viewer)})
             or exists (select 1 from award_group g where g.image_id = i.id))`,
    [imageId],
  );
  const row = rows[0];
  return row ? { mimeType: row.mime_type, content: row.content } : undefined;
}

// ---------------------------------------------------------------------------------------
// Wish list

export async function addWish(q: Queryable, clock: Clock, participantId: number, awardId: number): Promise<void> {
  await q.query(
    `insert into award_wish (participant_id, award_id, created_at) values ($1, $2, $3)
     on conflict (participant_id, award_id) do nothing`,
    [participantId, awardId, clock.now()],
  );
}

export async function removeWish(q: Queryable, participantId: number, awardId: number): Promise<void> {
  await q.query('delete from award_wish where participant_id = $1 and award_id = $2', [participantId, awardId]);
}
