-- Single-use, expiring links for account activation and password restoration.
-- The id is the uuid sent by e-mail (crypto.randomUUID() in code).

create table account_link (
  id uuid primary key,
  participant_id integer not null references participant (id),
  purpose text not null check (purpose in ('activation', 'restore')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- set when the link is used, or when another link of the same purpose was used first
  used_at timestamptz
);
create index account_link_participant on account_link (participant_id, created_at desc);
