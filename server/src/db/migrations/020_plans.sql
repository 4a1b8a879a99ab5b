-- Plans (the participant's goals): periods, groups, plans with 1–4 steps, and who takes part.

create table plan_period (
  id integer generated always as identity primary key,
  name text not null,
  starts_at timestamptz not null,
  -- the last moment of the period (inclusive), e.g. 23:59:59 of its last day
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);

create table plan_group (
  id integer generated always as identity primary key,
  name text not null,
  active_image_id integer references image (id),
  inactive_image_id integer references image (id)
);

create table plan (
  id integer generated always as identity primary key,
  group_id integer not null references plan_group (id),
  period_id integer not null references plan_period (id),
  name text not null,
  description text not null default '',
  -- what current_value and thresholds count, e.g. 'zł' or 'szt.'
  unit text not null,
  -- null: the client shows the group's active image
  image_id integer references image (id),
  featured boolean not null default false,
  custom_order integer not null default 0,
  currency text not null default 'vp' check (currency in ('vp', 'lp'))
);
create index plan_period_id on plan (period_id);
create index plan_group_id on plan (group_id);

-- A plan has 1–4 steps; the highest threshold is the plan's target.
create table plan_step (
  id integer generated always as identity primary key,
  plan_id integer not null references plan (id) on delete cascade,
  threshold numeric(14, 2) not null check (threshold > 0),
  points numeric(14, 2) not null check (points > 0),
  unique (plan_id, threshold)
);

-- A participant sees only the plans they take part in.
create table plan_participant (
  plan_id integer not null references plan (id) on delete cascade,
  participant_id integer not null references participant (id),
  current_value numeric(14, 2) not null default 0,
  updated_at timestamptz not null,
  primary key (plan_id, participant_id)
);
create index plan_participant_participant on plan_participant (participant_id);
