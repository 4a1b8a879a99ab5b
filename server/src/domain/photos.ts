import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/**
 * Task photos are private: each is named by a random uuid (nothing to count through) and
 * only its uploader may read it. Public pictures stay in the image table.
 */
export async function storePhoto(
  q: Queryable,
  participantId: number,
  photo: { mimeType: string; content: Uint8Array },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await q.query(
    'insert into task_photo (id, participant_id, mime_type, content, created_at) values ($1, $2, $3, $4, $5)',
    [id, participantId, photo.mimeType, Buffer.from(photo.content), now],
  );
  return id;
}

/** The photo when it is this participant's own; someone else's reads as missing. */
export async function findOwnPhoto(
  q: Queryable,
  participantId: number,
  id: string,
): Promise<{ mime_type: string; content: Uint8Array } | undefined> {
  const rows = await q.query<{ mime_type: string; content: Uint8Array }>(
    'select mime_type, content from task_photo where id = $1 and participant_id = $2',
    [id, participantId],
  );
  return rows[0];
}

/**
 * A picture by its number (GET /image/{n}), when the participant is shown something that
 * uses it: a banner of everyone or of their group, a task of theirs, an award group, an
 * award they may see (lp awards only in the FRSH group, as the catalogue and
 * /award/image), a plan they take part in or its group (as /plan/image). Otherwise it
 * reads as missing: the number alone used to open the pictures of awards kept for FRSH.
 */
export async function findVisiblePicture(
  q: Queryable,
  participantId: number,
  imageId: number,
): Promise<{ mime_type: string; content: Uint8Array } | undefined> {
  const rows = await q.query<{ mime_type: string; content: Uint8Array }>(
    `select i.mime_type, i.content
       from image i
       join participant p on p.id = $2
      where i.id = $1
        and (exists (select 1 from banner b
                      where b.image_id = i.id and (b.group_code is null or b.group_code = p.group_code))
          or exists (select 1 from task t join task_assignment ta on ta.task_id = t.id and ta.participant_id = p.id
                      where t.image_id = i.id)
          or exists (select 1 from award_group g where g.image_id = i.id)
          or exists (select 1 from award a
                      where (a.active_image_id = i.id or a.inactive_image_id = i.id)
                        and (a.currency = 'vp' or p.group_code = 'FRSH'))
          or exists (select 1 from plan pl
                       join plan_participant pp on pp.plan_id = pl.id and pp.participant_id = p.id
                       join plan_group g on g.id = pl.group_id
                      where pl.image_id = i.id or g.active_image_id = i.id or g.inactive_image_id = i.id))`,
    [imageId, participantId],
  );
  return rows[0];
}
