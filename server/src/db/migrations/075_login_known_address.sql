-- Where each account has logged in from lately (the client address, an IPv6 address by
-- its /64): the account's own limit of failed logins does not hold those addresses back
-- (docs/decisions/027), so guessing from elsewhere cannot lock its owner out.
create table login_known_address (
  participant_id integer not null references participant (id),
  address text not null,
  last_seen_at timestamptz not null,
  primary key (participant_id, address)
);
create index login_known_address_seen on login_known_address (last_seen_at);
