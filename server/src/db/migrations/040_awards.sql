-- The award catalogue: groups, categories, awards, and each participant's wish list.

create table award_group (
  id integer generated always as identity primary key,
  name text not null,
  description text not null default '',
  image_id integer references image (id),
  position integer not null default 0
);

create table award_category (
  id integer generated always as identity primary key,
  group_id integer not null references award_group (id),
  name text not null,
  position integer not null default 0
);
create index award_category_group on award_category (group_id, position);

-- price is in the award's currency; lp awards exist only for the FRSH group.
-- delivery_method: MA bank transfer, MT courier, MV e-mail voucher (password by SMS),
-- CB and GFCA the seller's own system.
create table award (
  id integer generated always as identity primary key,
  group_id integer not null references award_group (id),
  category_id integer not null references award_category (id),
  name text not null,
  short_description text not null default '',
  -- plain text, paragraphs separated by a blank line
  description text not null default '',
  price numeric(14, 2) not null check (price > 0),
  currency text not null default 'vp' check (currency in ('vp', 'lp')),
  delivery_method text not null check (delivery_method in ('MA', 'MT', 'MV', 'CB', 'GFCA')),
  -- most units one participant may order; null = no limit
  user_limit integer check (user_limit is null or user_limit > 0),
  -- units in stock; null = unlimited
  remaining_amount integer check (remaining_amount is null or remaining_amount >= 0),
  active_image_id integer references image (id),
  inactive_image_id integer references image (id),
  active boolean not null default true,
  created_at timestamptz not null,
  popularity integer not null default 0,
  -- Polish alphabetical order under the C collation on every server: each Polish letter
  -- becomes its base letter followed by '{' (which sorts after 'z'), so a < ą < b.
  name_sort text collate "C" generated always as (
    lower(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(name,
        'ą', 'a{'), 'Ą', 'a{'), 'ć', 'c{'), 'Ć', 'c{'), 'ę', 'e{'), 'Ę', 'e{'),
        'ł', 'l{'), 'Ł', 'l{'), 'ń', 'n{'), 'Ń', 'n{'), 'ó', 'o{'), 'Ó', 'o{'),
        'ś', 's{'), 'Ś', 's{'), 'ź', 'z{'), 'Ź', 'z{'), 'ż', 'z|'), 'Ż', 'z|')
    )
  ) stored
);
-- A catalogue page is a filter (currency visibility, group, category, fresh, price) plus
-- one of four orders with LIMIT/OFFSET: an index per order lets the first pages stop early
-- (queries break ties by id in the same direction, so one ascending index serves both).
create index award_group_category on award (group_id, category_id);
create index award_category_id on award (category_id);
create index award_currency_price on award (currency, price, id);
create index award_price on award (price, id);
create index award_created on award (created_at, id);
create index award_name_sort on award (name_sort, id);
create index award_popularity on award (popularity, id);
-- pictures are served only while an award (or group) that the participant may see uses them
create index award_active_image on award (active_image_id);
create index award_inactive_image on award (inactive_image_id);

create table award_wish (
  participant_id integer not null references participant (id),
  award_id integer not null references award (id),
  created_at timestamptz not null,
  primary key (participant_id, award_id)
);
create index award_wish_award on award_wish (award_id);
