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
