import { NetworkError } from '@/shared/api/http';
import { errorText, i18next } from '@/shared/i18n';

/** The message to show for a failed call: the server's own words, or "cannot reach the server". */
export function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return i18next.t('social.networkError');
  return errorText(error, String(error));
}
