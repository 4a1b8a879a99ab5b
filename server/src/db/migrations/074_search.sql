-- The portal's search (decision 019): words folded to a–z and 0–9 (no diacritics, lower
-- case), matched as word prefixes against a text-search document in which the name weighs
-- more than the description. The words of a search are cut to stems in the application
-- (server/src/domain/search/words.ts); the database only folds and indexes. Core
-- PostgreSQL alone: no extension, so PGlite and any PostgreSQL server answer alike.

-- The same table as FOLD_FROM / FOLD_TO in words.ts (a test holds them equal); characters
-- outside it, like every non-letter, separate words.
create function search_fold(t text) returns text
  language sql immutable strict parallel safe
  return trim(regexp_replace(translate(t,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŊŋŌōŎŏŐőŒœŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ',
    'abcdefghijklmnopqrstuvwxyzaaaaaaaceeeeiiiidnoooooouuuuytsaaaaaaaceeeeiiiidnoooooouuuuytyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkkllllllllllnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs'),
    '[^a-z0-9]+', ' ', 'g'));

-- What a search reads of a row: its name (weight A) and its description (weight B).
create function search_document(name text, body text) returns tsvector
  language sql immutable parallel safe
  return setweight(to_tsvector('simple'::regconfig, search_fold(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('simple'::regconfig, search_fold(coalesce(body, ''))), 'B');

-- The catalogue keeps its document, indexed; goals, tasks and history are read per
-- participant (tens of rows) and build theirs when searched.
alter table award add column search_doc tsvector
  generated always as (search_document(name, short_description || ' ' || description)) stored;

-- fastupdate off: see 060_catalogue_scale.sql
create index award_search_doc on award using gin (search_doc) with (fastupdate = off);

-- The name search of 061 is gone.
drop index if exists award_name_lower_trgm;
alter table award drop column name_lower;
