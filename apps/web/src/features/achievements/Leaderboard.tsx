import type { LeaderboardRow } from '@artvoyage/contract';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { leaderboardEntries } from '@/shared/gamification/leaderboard';
import { medalClass, pillClass } from './badge-styles';

const cell = 'px-2 py-3 sm:px-4';

/** The Leaderboard tab: the top 10, ranks 1-3 highlighted, the caller's own row marked "You". */
export function Leaderboard({ rows, userId }: { rows: readonly LeaderboardRow[]; userId: string | null }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const entries = leaderboardEntries(rows, userId);

  if (entries.length === 0) return <p className="text-stone-700">{t('achievements.leaderboard.empty')}</p>;

  return (
    <div className="grid gap-4">
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="px-4 pt-4 pb-2 text-left">
            <span className="block text-xl font-bold">{t('achievements.leaderboard.title')}</span>
            <span className="block text-sm text-stone-700">{t('achievements.leaderboard.caption')}</span>
          </caption>
          <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className={`${cell} w-16`}>
                {t('achievements.leaderboard.rank')}
              </th>
              <th scope="col" className={cell}>
                {t('achievements.leaderboard.name')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('achievements.leaderboard.level')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('achievements.leaderboard.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const medal = entry.medal ? medalClass[entry.medal] : null;
              const rowClass = entry.isYou ? 'bg-accent/15 font-semibold' : (medal?.row ?? '');
              return (
                <tr
                  key={`${entry.rank}-${entry.user_id}`}
                  aria-current={entry.isYou ? 'true' : undefined}
                  className={`border-b border-stone-100 last:border-0 ${rowClass}`}
                >
                  <td className={cell}>
                    <span
                      className={`inline-flex h-8 min-w-8 items-center justify-center gap-0.5 rounded-full px-1.5 text-sm font-bold ${
                        medal ? medal.badge : 'bg-stone-100 text-stone-800'
                      }`}
                    >
                      {medal && <Medal aria-hidden className="h-3.5 w-3.5" />}
                      {formatNumber(entry.rank)}
                    </span>
                    {entry.medal && (
                      <span className="sr-only"> {t(`achievements.leaderboard.${entry.medal}`)}</span>
                    )}
                  </td>
                  <td className={`${cell} break-words`}>
                    {entry.name}
                    {entry.isYou && (
                      <span className={`${pillClass} ml-2 bg-ink text-white`}>
                        {t('achievements.leaderboard.you')}
                      </span>
                    )}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{formatNumber(entry.level)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatNumber(entry.points)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {userId && !entries.some((entry) => entry.isYou) && (
        <p className="text-sm text-stone-700">{t('achievements.leaderboard.notListed')}</p>
      )}
    </div>
  );
}
