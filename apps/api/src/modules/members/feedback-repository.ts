// Help-page feedback rows.
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/members.ts';

export interface NewFeedback {
  category: string;
  feedbackText: string;
  memberId: string | null;
}

export async function insertFeedback(db: Db, entry: NewFeedback, now: Date): Promise<number> {
  const [row] = await db
    .insert(feedback)
    .values({ ...entry, createdAt: now })
    .returning({ id: feedback.id });
  if (!row) throw new Error('Feedback insert failed');
  return row.id;
}
