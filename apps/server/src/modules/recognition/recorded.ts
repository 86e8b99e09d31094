import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RecognisedSubject, RecognitionResponse } from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { recognitions } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { describeSubject } from './enrich';

/** "artwork:mona-lisa": how a subject is stored. */
const keyOf = (subject: RecognisedSubject) => `${subject.kind}:${subject.id}`;

/**
 * What a recognised photo leaves behind for a signed-in user: one row naming what was recognised (or
 * the candidates it was offered), whose id is the only thing that can earn XP for it. The photo itself
 * is never kept.
 */
export class RecognitionRecords {
  constructor(private readonly db: Db) {}

  /**
   * Records a recognition that found something, or offered candidates, and answers its id; null when
   * there is nothing to confirm or earn.
   */
  async record(userId: string, response: RecognitionResponse): Promise<string | null> {
    const subject = recognisedSubject(response);
    const candidates = (response.recognition.candidates ?? []).map((candidate) =>
      keyOf({ kind: candidate.kind, id: candidate.id } as RecognisedSubject),
    );
    if (subject === null && candidates.length === 0) return null;
    const [row] = await this.db
      .insert(recognitions)
      .values({ userId, subject, candidates: subject === null ? candidates : [] })
      .returning({ id: recognitions.id });
    return row?.id ?? null;
  }

  /**
   * The user says which offered candidate the photo shows. One of the candidates offered for their own
   * recognition, once: the subject is set in the same statement that checks it is still unset, so two
   * confirmations at once cannot both succeed.
   */
  async confirm(userId: string, recognitionId: string, candidateId: string): Promise<RecognisedSubject> {
    const [row] = await this.db
      .select({ subject: recognitions.subject, candidates: recognitions.candidates })
      .from(recognitions)
      .where(and(eq(recognitions.id, recognitionId), eq(recognitions.userId, userId)))
      .limit(1);
    if (!row) throw notFound('No recognition with this id was recorded for your account.');
    const offered = row.candidates.find((key) => key.slice(key.indexOf(':') + 1) === candidateId);
    if (row.subject !== null || !offered) {
      if (row.subject !== null) throw alreadyDecided();
      throw new HttpError(
        422,
        'VALIDATION_FAILED',
        'This was not one of the possible matches offered for the photo.',
      );
    }
    const subject = { kind: offered.slice(0, offered.indexOf(':')), id: candidateId } as RecognisedSubject;
    if (!describeSubject(subject, 0))
      throw notFound('This artwork or landmark is no longer in the catalogue.');
    const updated = await this.db
      .update(recognitions)
      .set({ subject: offered, confirmedAt: sql`now()` })
      .where(and(eq(recognitions.id, recognitionId), isNull(recognitions.subject)))
      .returning({ id: recognitions.id });
    if (updated.length === 0) throw alreadyDecided();
    return subject;
  }
}

const alreadyDecided = () =>
  new HttpError(409, 'CONFLICT', 'What this photo shows is already decided; it cannot change.');

/** "artwork:mona-lisa", "landmark:…" or the provider's name for the best result; null for none. */
export function recognisedSubject({ recognition }: RecognitionResponse): string | null {
  const best = recognition.detected_landmarks[0];
  if (recognition.status !== 'completed' || !best) return null;
  return best.subject ? keyOf(best.subject) : best.name.slice(0, 200);
}
