import { authErrors } from './errors';
import { checkName, isWebUrl, maxMetadataBytes } from './rules';

/** A name as given, or a 400 saying why it cannot be one. */
export function validName(name: string): string {
  const checked = checkName(name);
  if (!checked.ok) throw authErrors.validation(checked.message);
  return checked.name;
}

/** The metadata after an update: names and avatars checked, and small enough to ride in every token. */
export function checkedMetadata(current: Record<string, unknown>, update: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...current, ...update };
  if ('full_name' in update) {
    if (typeof update.full_name !== 'string') throw authErrors.validation('full_name must be a string.');
    next.full_name = validName(update.full_name);
  }
  if ('avatar_url' in update && update.avatar_url !== null && update.avatar_url !== '') {
    if (typeof update.avatar_url !== 'string' || !isWebUrl(update.avatar_url)) {
      throw authErrors.validation('avatar_url must be an http or https address.');
    }
  }
  if (Buffer.byteLength(JSON.stringify(next)) > maxMetadataBytes) {
    throw authErrors.metadataTooLarge(maxMetadataBytes);
  }
  return next;
}
