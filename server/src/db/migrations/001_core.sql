-- Participants, their points ledger and its projection, images, the e-mail outbox.

create table participant (
  id integer generated always as identity primary key,
  username text not null unique,
  email text not null unique,
  -- null until the account is activated
  password_hash text,
  group_code text not null,
  store_name text not null default '',
  firstname text not null default '',
  lastname text not null default '',
  nip text not null default '',
  phone text not null default '',
  street text not null default '',
  postal_code text not null default '',
  city text not null default '',
  bank_account text not null default '',
  consent_rules boolean not null default false,
  consent_marketing boolean not null default false,
  consent_sms boolean not null default false,
  created_at timestamptz not null
);

-- Append-only. amount is positive except for corrections, which may be negative.
--   earned, correction  -> total
--   locked              -> locked (+)
--   unlocked            -> locked (-)
--   spent               -> locked (-), subtracted (+)
--   expired             -> subtracted (+)
create table points_ledger (
  id integer generated always as identity primary key,
  participant_id integer not null references participant (id),
  currency text not null check (currency in ('vp', 'lp')),
  kind text not null check (kind in ('earned', 'locked', 'unlocked', 'spent', 'expired', 'correction')),
  amount numeric(14, 2) not null check (kind = 'correction' or amount > 0),
  source_type text not null check (source_type in ('plan', 'task', 'order', 'expiry', 'correction')),
  source_id text,
  description text not null,
  -- for earned entries: when these points expire
  expires_at timestamptz,
  created_at timestamptz not null
);
create index points_ledger_participant on points_ledger (participant_id, created_at desc);

-- The points summary of the spec, a projection of points_ledger.
create table points_summary (
  participant_id integer primary key references participant (id),
  vp_total numeric(14, 2) not null default 0,
  vp_subtracted numeric(14, 2) not null default 0,
  vp_locked numeric(14, 2) not null default 0,
  lp_total numeric(14, 2) not null default 0,
  lp_subtracted numeric(14, 2) not null default 0,
  lp_locked numeric(14, 2) not null default 0,
  updated_at timestamptz not null
);

-- Pictures served as { imageContent (base64), imageMimeType }.
create table image (
  id integer generated always as identity primary key,
  mime_type text not null,
  content bytea not null
);

-- Every e-mail the server sends lands here first (and is logged, or sent by SMTP).
create table outbox (
  id integer generated always as identity primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null
);
