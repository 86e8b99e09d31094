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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, CircleCheck, GripVertical, ListChecks } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { CategoryBadge, CategoryIcon, useYearLabel } from './timeline-ui';

interface Props {
  state: TimelineState;
  /** Set once checked: the green banner's figures. */
  score: TimelineScore | null;
  onMove: (index: number, direction: MoveDirection) => void;
  /** A card dragged from one place to another (pointer, touch or keyboard). */
  onReorder: (from: number, to: number) => void;
  onCheck: () => void;
}

const moveButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/30 bg-white text-ink transition hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-white';

/**
 * View 2: 'Your Timeline', whose cards can be dragged by their grip (mouse, touch, or the keyboard:
 * Space, arrows, Space) or moved one place with the up and down buttons, 'Check My Timeline', the tips panel and, once
 * checked, the green 'Great work!' banner. The move buttons stay focusable when they cannot move
 * (aria-disabled rather than disabled), so focus never drops to the page when a card reaches an end.
 */
export function TimelinePlay({ state, score, onMove, onReorder, onCheck }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const yearLabel = useYearLabel();
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
                        <span className="text-sm font-semibold text-accent-darker">
                          {yearLabel(event.year)}
                        </span>
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
                              direction === 'up'
                                ? 'games.timeline.play.moveUp'
                                : 'games.timeline.play.moveDown',
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

/**
 * One card of the list, draggable by its grip. The grip is dnd-kit's activator: a button that a pointer,
 * a finger or the keyboard picks up; the card moves under it while the others make room.
 */
function SortableCard({
  event,
  disabled,
  children,
}: {
  event: TimelineEvent;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: event.id,
      disabled,
      attributes: { roleDescription: t('games.timeline.play.drag.roleDescription') },
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-event-id={event.id}
      className={`relative flex gap-2 rounded-2xl border bg-white p-3 shadow-sm sm:gap-3 sm:p-4 ${
        isDragging ? 'z-10 border-accent shadow-lg' : 'border-stone-200'
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('games.timeline.play.drag.handle', { title: event.title })}
        className="-my-1 -ml-1 inline-flex w-8 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-lg text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent active:cursor-grabbing aria-disabled:cursor-default aria-disabled:opacity-40"
      >
        <GripVertical aria-hidden className="h-5 w-5" />
      </button>
      {children}
    </li>
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
