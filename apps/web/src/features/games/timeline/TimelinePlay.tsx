import type { TimelineEvent } from '@artvoyage/content/games';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CircleCheck, ListChecks } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { useGameTexts } from '../shared/useGameTexts';
import { TimelineTips } from './TimelineTips';
import {
  canCheck,
  canMove,
  type MoveDirection,
  type TimelineScore,
  type TimelineState,
} from './timeline-rules';
import { CardDetails, MoveButtons, SortableCard } from './TimelineCard';

interface Props {
  state: TimelineState;
  /** Set once checked: the green banner's figures. */
  score: TimelineScore | null;
  onMove: (index: number, direction: MoveDirection) => void;
  /** A card dragged from one place to another (pointer, touch or keyboard). */
  onReorder: (from: number, to: number) => void;
  onCheck: () => void;
}

/**
 * View 2: 'Your Timeline', whose cards can be dragged by their grip (mouse, touch, or the keyboard:
 * Space, arrows, Space) or moved one place with the up and down buttons, 'Check My Timeline', the tips panel and, once
 * checked, the green 'Great work!' banner. The move buttons stay focusable when they cannot move
 * (aria-disabled rather than disabled), so focus never drops to the page when a card reaches an end.
 */
export function TimelinePlay({ state, score, onMove, onReorder, onCheck }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const checkable = canCheck(state);

  const shown = useMemo(() => state.events.map(texts.event), [state.events, texts]);
  const playing = state.phase === 'playing';
  const ids = useMemo(() => state.events.map((event) => event.id), [state.events]);
  // Touch and mouse drag from the grip only (it has touch-action: none), so the page still scrolls
  // under a finger anywhere else; a few pixels of travel before a drag starts keeps taps as taps.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useDragAnnouncements(shown);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = state.events.findIndex((event) => event.id === active.id);
    const to = state.events.findIndex((event) => event.id === over.id);
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

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
    <div className="mx-auto max-w-6xl px-4 pt-3 pb-8 sm:pt-6">
      <p className="text-stone-700">{t('games.timeline.play.hint')}</p>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="timeline-yours">
          <h2
            id="timeline-yours"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold focus:outline-none"
          >
            {t('games.timeline.play.yourTimeline')}
          </h2>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('games.timeline.play.drag.instructions') },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol aria-labelledby="timeline-yours" className="mt-3 space-y-3">
                {shown.map((event, index) => (
                  <SortableCard key={event.id} event={event} disabled={!playing}>
                    <CardDetails event={event} index={index} />
                    <MoveButtons
                      title={event.title}
                      canMove={(direction) => canMove(state, index, direction)}
                      buttonRef={(direction, node) => {
                        const key = `${event.id}:${direction}`;
                        if (node) buttons.current.set(key, node);
                        else buttons.current.delete(key);
                      }}
                      onMove={(direction) => move(event, index, direction)}
                    />
                  </SortableCard>
                ))}
              </ol>
            </SortableContext>
          </DndContext>
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

/** What screen readers hear while a card is dragged, in the page's language, with titles and places. */
function useDragAnnouncements(events: readonly TimelineEvent[]): Announcements {
  const { t } = useTranslation();
  return useMemo(() => {
    const total = events.length;
    const title = (id: UniqueIdentifier) => events.find((event) => event.id === id)?.title ?? '';
    const position = (id: UniqueIdentifier) => events.findIndex((event) => event.id === id) + 1;
    return {
      onDragStart: ({ active }) =>
        t('games.timeline.play.drag.pickedUp', {
          title: title(active.id),
          position: position(active.id),
          total,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('games.timeline.play.drag.over', {
              title: title(active.id),
              position: position(over.id),
              total,
            })
          : t('games.timeline.play.drag.outside', { title: title(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('games.timeline.play.drag.dropped', {
              title: title(active.id),
              position: position(over.id),
              total,
            })
          : t('games.timeline.play.drag.cancelled', {
              title: title(active.id),
              position: position(active.id),
            }),
      onDragCancel: ({ active }) =>
        t('games.timeline.play.drag.cancelled', { title: title(active.id), position: position(active.id) }),
    };
  }, [events, t]);
}
