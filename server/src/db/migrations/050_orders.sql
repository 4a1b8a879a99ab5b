-- Orders of awards and their status history.

-- One row per order. Price, currency, delivery method and the award's name are copied
-- from the award at ordering time, so a later change in the catalogue never rewrites
-- an order. The points of an order move only through points_ledger (source_type
-- 'order', source_id = id): locked when placed, spent when fulfilled, unlocked when
-- cancelled.
create table award_order (
  id integer generated always as identity primary key,
  participant_id integer not null references participant (id),
  award_id integer not null references award (id),
  award_name text not null,
  quantity integer not null check (quantity > 0),
  unit_price numeric(14, 2) not null check (unit_price > 0),
  total_price numeric(14, 2) not null check (total_price > 0),
  currency text not null check (currency in ('vp', 'lp')),
  delivery_method text not null check (delivery_method in ('MA', 'MT', 'MV', 'CB', 'GFCA')),
  -- normalised delivery data of the method (bank account, address, e-mail and phone, ...)
  delivery_data jsonb not null default '{}',
  status text not null check (status in (
    'placed', 'transfer_booked', 'completed', 'packed', 'sent', 'delivered',
    'voucher_sent', 'resent', 'handed_over', 'confirmed', 'cancelled')),
  -- MV: the code e-mailed to the participant (the same on every resend)
  voucher_code text,
  -- the client's Idempotency-Key and a hash of the request body it came with
  idempotency_key text not null,
  request_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (participant_id, idempotency_key)
);
create index award_order_participant on award_order (participant_id, created_at desc, id desc);
-- the user limit counts a participant's orders of one award that are not cancelled
create index award_order_award on award_order (award_id, participant_id) where status <> 'cancelled';

-- The status history: one row per step an order went through (the site's timeline).
create table order_status_event (
  id integer generated always as identity primary key,
  order_id integer not null references award_order (id),
  status text not null,
  note text,
  tracking_url text,
  created_at timestamptz not null
);
create index order_status_event_order on order_status_event (order_id, id);
