-- Task photos are private to their uploader and named by a random uuid; the shared image
-- table (plan, award, banner and task pictures, sequential ids) keeps only public images.
create table task_photo (
  id uuid primary key,
  participant_id integer not null references participant (id),
  mime_type text not null,
  content bytea not null,
  created_at timestamptz not null
);
create index task_photo_participant on task_photo (participant_id);

alter table task_assignment add column photo_id uuid;
update task_assignment set photo_id = gen_random_uuid() where photo_image_id is not null;
insert into task_photo (id, participant_id, mime_type, content, created_at)
  select a.photo_id, a.participant_id, i.mime_type, i.content, coalesce(a.completed_at, now())
    from task_assignment a
    join image i on i.id = a.photo_image_id;
alter table task_assignment add constraint task_assignment_photo foreign key (photo_id) references task_photo (id);

create temporary table moved_photo on commit drop as
  select photo_image_id as id from task_assignment where photo_image_id is not null;
alter table task_assignment drop column photo_image_id;
delete from image where id in (select id from moved_photo);
