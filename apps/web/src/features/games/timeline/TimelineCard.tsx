import type { TimelineEvent } from '@artvoyage/content/games';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveDirection } from './timeline-rules';
import { CategoryBadge, CategoryIcon, useYearLabel } from './timeline-ui';

const moveButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/30 bg-white text-ink transition hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-white';

/**
 * One card of the list, draggable by its grip. The grip is dnd-kit's activator: a button that a pointer,
 * a finger or the keyboard picks up; the card moves under it while the others make room.
 */
export function SortableCard({
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

/** A card's place, category, title, year and description. */
export function CardDetails({ event, index }: { event: TimelineEvent; index: number }) {
  const yearLabel = useYearLabel();
  return (
    <>
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
    </>
  );
}

interface MoveButtonsProps {
  /** The card's title, in the buttons' names. */
  title: string;
  canMove: (direction: MoveDirection) => boolean;
  /** The page keeps the buttons, to put the focus back after a move. */
  buttonRef: (direction: MoveDirection, node: HTMLButtonElement | null) => void;
  onMove: (direction: MoveDirection) => void;
}

/** The up and down buttons, focusable even when they cannot move (aria-disabled, not disabled). */
export function MoveButtons({ title, canMove, buttonRef, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {(['up', 'down'] as const).map((direction) => {
        const enabled = canMove(direction);
        const Icon = direction === 'up' ? ArrowUp : ArrowDown;
        return (
          <button
            key={direction}
            type="button"
            ref={(node) => buttonRef(direction, node)}
            aria-disabled={!enabled || undefined}
            aria-label={t(
              direction === 'up' ? 'games.timeline.play.moveUp' : 'games.timeline.play.moveDown',
              { title },
            )}
            onClick={() => onMove(direction)}
            className={moveButton}
          >
            <Icon aria-hidden className="h-5 w-5" />
          </button>
        );
      })}
    </div>
  );
}
