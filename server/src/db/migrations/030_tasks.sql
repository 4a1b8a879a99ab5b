-- Tasks: confirmed by the participant, a short quiz, or completed by sending a photo.

create table task (
  id integer generated always as identity primary key,
  title text not null,
  description text not null default '',
  kind text not null check (kind in ('confirm', 'quiz', 'photo')),
  points numeric(14, 2) not null check (points > 0),
  currency text not null default 'vp' check (currency in ('vp', 'lp')),
  starts_at timestamptz not null,
  deadline timestamptz not null,
  image_id integer references image (id),
  check (deadline > starts_at)
);

create table task_question (
  id integer generated always as identity primary key,
  task_id integer not null references task (id) on delete cascade,
  position integer not null,
  text text not null,
  unique (task_id, position)
);

create table task_answer (
  id integer generated always as identity primary key,
  question_id integer not null references task_question (id) on delete cascade,
  position integer not null,
  text text not null,
  correct boolean not null default false,
  unique (question_id, position)
);

-- A participant sees only the tasks assigned to them.
create table task_assignment (
  task_id integer not null references task (id) on delete cascade,
  participant_id integer not null references participant (id),
  status text not null default 'open' check (status in ('open', 'done')),
  completed_at timestamptz,
  -- quiz attempts used so far
  attempts integer not null default 0,
  photo_image_id integer references image (id),
  primary key (task_id, participant_id)
);
create index task_assignment_participant on task_assignment (participant_id);
