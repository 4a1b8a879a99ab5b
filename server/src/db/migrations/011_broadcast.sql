-- Broadcast: banner sections (one per screen, matched by code), their banners, popups.

create table banner_section (
  id integer generated always as identity primary key,
  code text not null unique,
  name text not null
);

create table banner (
  id integer generated always as identity primary key,
  section_id integer not null references banner_section (id),
  -- where a click leads: an https:// address (new tab) or a path of the site; null = not a link
  url text,
  image_id integer not null references image (id),
  -- seconds on screen; null = the client's default (5 s)
  broadcast_time integer check (broadcast_time is null or broadcast_time > 0),
  position integer not null default 0,
  -- only participants of this group see the banner; null = everyone
  group_code text,
  -- null = no bound on that side
  active_from timestamptz,
  active_to timestamptz
);
create index banner_section_position on banner (section_id, position);

create table popup (
  id integer generated always as identity primary key,
  name text not null,
  -- Draft.js raw content as JSON text: { blocks: [...], entityMap: {...} }
  text_content text not null,
  active_from timestamptz,
  active_to timestamptz
);
