-- Secrets the server generates for itself when the operator gave none (a local start
-- without JWT_SECRET): kept with the data, so a restart keeps the sessions.
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
