import { HttpError } from '../../http/errors';

/** Where a feed page ended: the last post's creation time (milliseconds) and id. */
export interface FeedPosition {
  createdAt: Date;
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque keyset cursor: base64url of `[iso time, id]`. */
export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

const invalidCursor = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Invalid querystring: cursor is not one this server issued.');

/** The position a cursor names; 400 for anything this server did not issue. */
export function decodeCursor(cursor: string): FeedPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [time, id] = parsed as unknown[];
  if (typeof time !== 'string' || typeof id !== 'string' || !uuidPattern.test(id)) throw invalidCursor();
  const createdAt = new Date(time);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time) throw invalidCursor();
  return { createdAt, id: id.toLowerCase() };
}
