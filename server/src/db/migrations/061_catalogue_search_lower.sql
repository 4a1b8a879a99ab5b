-- The catalogue search as `name_lower like lower(pattern)`: in a UTF-8 database this is what
-- `name ilike pattern` does (PostgreSQL lowers both sides, then matches), with the lowering
-- of each name done once when it is written instead of on every search. On the embedded
-- database ILIKE's lowering was most of a search's cost.
alter table award add column name_lower text generated always as (lower(name)) stored;

drop index if exists award_name_trgm;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index award_name_lower_trgm on award using gin (name_lower gin_trgm_ops) with (fastupdate = off);
  end if;
end
$$;
