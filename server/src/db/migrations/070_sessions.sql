-- One row per login. A token names its session (the `sid` claim); every request and every
-- refresh checks that the session is still live, so a logout, a password change or a
-- password restoration ends tokens on every instance at once.
create table session (
  id uuid primary key,
  participant_id integer not null references participant (id),
  created_at timestamptz not null,
  -- moved forward by each refresh; a session past it can no longer be renewed
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index session_participant on session (participant_id);
create index session_expires on session (expires_at);
