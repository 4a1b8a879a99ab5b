-- Fixed-window counters of login attempts (per account, per client address), shared by
-- every instance of the API.
create table login_limit (
  key text primary key,
  window_start timestamptz not null,
  count integer not null
);
create index login_limit_window on login_limit (window_start);
