import type { TFunction } from 'i18next';
import { showToast } from '@/shared/ui/toast-store';
import { errorText } from '@/shared/i18n';

/** The catalogue's validation toast: title "Error", destructive style. */
export function showValidationError(t: TFunction, messageKey: string): void {
  showToast({ title: t('auth.errors.title'), description: t(messageKey), variant: 'destructive' });
}

/** The message an auth failure shows: the provider's, else the catalogue's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorText(error, fallback);
}

/** Whether an auth failure says the e-mail address is not confirmed yet. */
export function isUnconfirmedError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'email_not_confirmed') return true;
  return error instanceof Error && /not (been )?confirmed/i.test(error.message);
}

/** A failed action's toast: destructive, with the provider's message or the given fallback. */
export function showFailure(title: string, error: unknown, fallback: string): void {
  showToast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
