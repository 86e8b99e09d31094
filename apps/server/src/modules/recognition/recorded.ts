import type { RecognitionResponse } from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { recognitions } from '../../db/schema';

/**
 * What a recognised photo leaves behind for a signed-in user: one row naming what was recognised,
 * whose id is the only thing that can earn XP for it (the photo itself is never kept).
 */
export class RecognitionRecords {
  constructor(private readonly db: Db) {}

  /** Records a recognition that found something and answers its id; null when nothing was recognised. */
  async record(userId: string, response: RecognitionResponse): Promise<string | null> {
    const subject = recognisedSubject(response);
    if (subject === null) return null;
    const [row] = await this.db
      .insert(recognitions)
      .values({ userId, subject })
      .returning({ id: recognitions.id });
    return row?.id ?? null;
  }
}

/** "artwork:mona-lisa", "landmark:…" or the provider's name for the best result; null for none. */
export function recognisedSubject({ recognition }: RecognitionResponse): string | null {
  const best = recognition.detected_landmarks[0];
  if (recognition.status !== 'completed' || !best) return null;
  return best.subject ? `${best.subject.kind}:${best.subject.id}` : best.name.slice(0, 200);
}
