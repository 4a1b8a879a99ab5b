-- A catalogue page costs the same with 5 000 awards as with 200 (issue 7).

-- How many awards each (group, category, currency) holds, kept by a trigger on award: the
-- catalogue's total without search, fresh or affordable filters, and the group and
-- category counts, add up these few rows instead of counting the awards.
create table award_tally (
  group_id integer not null,
  category_id integer not null,
  currency text not null,
  n integer not null check (n >= 0),
  primary key (group_id, category_id, currency)
);

insert into award_tally (group_id, category_id, currency, n)
select group_id, category_id, currency, count(*) from award group by group_id, category_id, currency;

create function award_tally_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update award_tally set n = n - 1
     where group_id = old.group_id and category_id = old.category_id and currency = old.currency;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into award_tally as t (group_id, category_id, currency, n)
    values (new.group_id, new.category_id, new.currency, 1)
    on conflict (group_id, category_id, currency) do update set n = t.n + 1;
  end if;
  return null;
end
$$;

create function award_tally_clear() returns trigger language plpgsql as $$
begin
  delete from award_tally;
  return null;
end
$$;

create trigger award_tally_insert_delete after insert or delete on award
  for each row execute function award_tally_apply();

-- orders update remaining_amount: only a move between groups, categories or currencies counts
create trigger award_tally_update after update of group_id, category_id, currency on award
  for each row when ((old.group_id, old.category_id, old.currency) is distinct from (new.group_id, new.category_id, new.currency))
  execute function award_tally_apply();

create trigger award_tally_truncate after truncate on award
  for each statement execute function award_tally_clear();

-- Search (`name ilike '%…%'`) through a trigram index where pg_trgm can be installed (the
-- embedded database loads it; a PostgreSQL server needs the contrib package and the right
-- to create a trusted extension). Without it the search still works, by reading every award.
-- fastupdate off: awards change rarely, and the embedded database never vacuums, so a
-- pending list of new entries would be read through on every search.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    begin
      create extension if not exists pg_trgm;
    exception when insufficient_privilege then
      raise notice 'pg_trgm not installed (%): the catalogue search reads every award', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index award_name_trgm on award using gin (name gin_trgm_ops) with (fastupdate = off);
  end if;
end
$$;
