import type { Factor } from '@supabase/auth-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { useAuth } from '@/shared/auth/auth-context';
import { buttonClass } from '@/shared/ui/buttons';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { showFailure } from './notify';

/** The account's factors: friendly name, type and status, each with Remove (after a confirmation). */
export function FactorList(props: { factors: Factor[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const auth = useAuth();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  if (props.factors.length === 0) return <p className="mt-2 text-stone-600">{t('security.noFactors')}</p>;

  async function remove(factor: Factor, name: string) {
    await run(
      async () => {
        await auth.mfa.unenroll(factor.id);
        showToast({ title: t('security.removedTitle'), description: t('security.removedText', { name }) });
        setConfirming(null);
        props.onChanged();
      },
      (error) => showFailure(t('security.errorTitle'), error, ''),
    );
  }

  return (
    <ul className="mt-3 grid gap-3">
      {props.factors.map((factor) => {
        const name = factor.friendly_name || t('security.unnamed');
        const added = factor.created_at
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(factor.created_at))
          : '';
        return (
          <li key={factor.id} className="rounded-lg border border-stone-200 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{name}</p>
                <p className="text-sm text-stone-600">
                  {t(`security.factorType.${factor.factor_type}`, { defaultValue: factor.factor_type })}
                  {' · '}
                  <span className={factor.status === 'verified' ? 'text-green-800' : 'text-amber-800'}>
                    {t(`security.status.${factor.status}`)}
                  </span>
                  {added && ` · ${t('security.added', { date: added })}`}
                </p>
              </div>
              {confirming !== factor.id && (
                <button
                  type="button"
                  className={buttonClass.outline}
                  aria-label={t('security.removeLabel', { name })}
                  onClick={() => setConfirming(factor.id)}
                >
                  {t('security.remove')}
                </button>
              )}
            </div>
            {confirming === factor.id && (
              <div role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
                <p>{t('security.confirmRemove', { name })}</p>
                <div className="mt-3 flex gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    className={`${buttonClass.primary} bg-red-700 hover:bg-red-800`}
                    onClick={() => void remove(factor, name)}
                  >
                    {t('security.remove')}
                  </button>
                  <button type="button" className={buttonClass.outline} onClick={() => setConfirming(null)}>
                    {t('security.cancel')}
                  </button>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
