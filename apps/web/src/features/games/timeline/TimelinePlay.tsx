import type { TimelineEvent } from '@artvoyage/content/games';
import { ArrowDown, ArrowUp, CircleCheck, ListChecks } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { BackToGames } from '../shared/BackToGames';
import { useGameTexts } from '../shared/useGameTexts';
import { TimelineTips } from './TimelineTips';
import {
  canCheck,
  canMove,
  type MoveDirection,
  type TimelineScore,
  type TimelineState,
} from './timeline-rules';
import { CategoryBadge, CategoryIcon, useYearLabel } from './timeline-ui';

interface Props {
  state: TimelineState;
  /** Set once checked: the green banner's figures. */
  score: TimelineScore | null;
  onMove: (index: number, direction: MoveDirection) => void;
  onCheck: () => void;
}

const moveButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/30 bg-white text-ink transition hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-white';

/**
 * View 2: 'Your Timeline' with up and down buttons, 'Check My Timeline', the tips panel and, once
 * checked, the green 'Great work!' banner. The move buttons stay focusable when they cannot move
 * (aria-disabled rather than disabled), so focus never drops to the page when a card reaches an end.
 */
export function TimelinePlay({ state, score, onMove, onCheck }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const yearLabel = useYearLabel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const checkable = canCheck(state);

  // A new play starts with the focus on its heading (the start button has just gone).
  useEffect(() => headingRef.current?.focus(), []);

  // React may re-insert the moved card's DOM node, which drops the focus; put it back on the same button.
  useEffect(() => {
    const key = pendingFocus.current;
    pendingFocus.current = null;
    if (key) buttons.current.get(key)?.focus();
  }, [state.events]);

  const move = (event: TimelineEvent, index: number, direction: MoveDirection) => {
    if (!canMove(state, index, direction)) return;
    const position = direction === 'up' ? index : index + 2;
    pendingFocus.current = `${event.id}:${direction}`;
    setAnnouncement(
      t('games.timeline.play.moved', { title: event.title, position, total: state.events.length }),
    );
    onMove(index, direction);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BackToGames />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold focus:outline-none sm:text-4xl">
        {t('games.timeline.title')}
      </h1>
      <p className="mt-2 text-stone-700">{t('games.timeline.play.hint')}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="timeline-yours">
          <h2 id="timeline-yours" className="text-xl font-bold">
            {t('games.timeline.play.yourTimeline')}
          </h2>
          <ol aria-labelledby="timeline-yours" className="mt-3 space-y-3">
            {state.events.map(texts.event).map((event, index) => (
              <li
                key={event.id}
                className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-col items-center gap-2">
                  {/* The list already tells a screen reader the position. */}
                  <span
                    aria-hidden
                    className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-ink text-xs font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <CategoryIcon category={event.category} />
                </div>
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold leading-snug">{event.title}</h3>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2">
                    <CategoryBadge category={event.category} />
                    <span className="text-sm font-semibold text-accent-darker">{yearLabel(event.year)}</span>
                  </div>
                  <p className="mt-2 text-sm text-stone-700">{event.description}</p>
                </div>
                <div className="flex flex-col gap-2">
                  {(['up', 'down'] as const).map((direction) => {
                    const enabled = canMove(state, index, direction);
                    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
                    return (
                      <button
                        key={direction}
                        type="button"
                        ref={(node) => {
                          const key = `${event.id}:${direction}`;
                          if (node) buttons.current.set(key, node);
                          else buttons.current.delete(key);
                        }}
                        aria-disabled={!enabled || undefined}
                        aria-label={t(
                          direction === 'up' ? 'games.timeline.play.moveUp' : 'games.timeline.play.moveDown',
                          { title: event.title },
                        )}
                        onClick={() => move(event, index, direction)}
                        className={moveButton}
                      >
                        <Icon aria-hidden className="h-5 w-5" />
                      </button>
                    );
                  })}
                </div>
              </li>
            ))}
          </ol>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>

          <div aria-live="polite" aria-atomic="true">
            {score && (
              <div className="mt-5 flex items-start gap-3 rounded-2xl border border-green-300 bg-green-50 p-4 text-green-900">
                <CircleCheck aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
                <div>
                  <p className="font-bold">{t('games.timeline.play.greatWork')}</p>
                  <p>{t('games.timeline.play.scored', { score: score.score, max: score.maxScore })}</p>
                  <p className="sr-only">{t('games.timeline.play.resultsSoon')}</p>
                </div>
              </div>
            )}
          </div>

          <div className="mt-5 flex justify-center">
            <button
              type="button"
              aria-disabled={!checkable || undefined}
              onClick={() => {
                if (checkable) onCheck();
              }}
              className={`${buttonClass.accent} px-7 py-3 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            >
              <ListChecks aria-hidden className="h-5 w-5" />
              {t('games.timeline.play.check')}
            </button>
          </div>
        </section>

        <TimelineTips />
      </div>
    </div>
  );
}
