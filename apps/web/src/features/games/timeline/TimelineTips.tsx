import { TIMELINE_EVENTS_PER_PLAY, TIMELINE_MAX_SCORE } from '@artvoyage/content/games';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pointsPerEvent } from './timeline-rules';

const rules = ['rule1', 'rule2', 'rule3', 'rule4'] as const;
const periods = ['ancient', 'medieval', 'renaissance', 'modern'] as const;

/** The play view's right panel: the rules, the period table and the scoring text. */
export function TimelineTips() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="timeline-tips"
      className="self-start rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-6"
    >
      <h2 id="timeline-tips" className="flex items-center gap-2 text-lg font-bold">
        <Lightbulb aria-hidden className="h-5 w-5 text-accent-darker" />
        {t('games.timeline.tips.title')}
      </h2>

      <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-stone-600">
        {t('games.timeline.tips.rulesTitle')}
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-stone-700">
        {rules.map((rule) => (
          <li key={rule}>{t(`games.timeline.tips.${rule}`)}</li>
        ))}
      </ul>

      <h3 id="timeline-periods" className="mt-5 text-sm font-bold uppercase tracking-wide text-stone-600">
        {t('games.timeline.tips.periodsTitle')}
      </h3>
      <table aria-labelledby="timeline-periods" className="mt-2 w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('games.timeline.tips.periodHeader')}</th>
            <th scope="col">{t('games.timeline.tips.datesHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="py-1.5 pr-3 font-semibold text-ink">
                {t(`games.timeline.tips.${period}`)}
              </th>
              <td className="py-1.5 text-stone-700">{t(`games.timeline.tips.${period}Dates`)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-stone-600">
        {t('games.timeline.tips.scoringTitle')}
      </h3>
      <p className="mt-2 text-sm text-stone-700">
        {t('games.timeline.tips.scoring', {
          points: pointsPerEvent(TIMELINE_EVENTS_PER_PLAY),
          total: TIMELINE_EVENTS_PER_PLAY,
          max: TIMELINE_MAX_SCORE,
        })}
      </p>
    </aside>
  );
}
