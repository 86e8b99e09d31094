import type { ReactNode, Ref } from 'react';
import { BackToGames } from '../shared/BackToGames';

/**
 * The column every quiz phase sits in: 'Back to Games', the game's title, then the phase's content.
 * Screens render it in the same place in every phase, so its live region persists.
 */
export function FlowLayout({
  title,
  titleRef,
  announcement = '',
  children,
}: {
  title: string;
  /** The title takes focus when the screen returns to the intro. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Said by screen readers when it changes (the results); the region stays mounted in every phase. */
  announcement?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToGames />
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="mt-4 rounded text-2xl font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent sm:text-3xl"
      >
        {title}
      </h1>
      {children}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** Headings that receive focus programmatically: a ring for keyboard users, none for the mouse. */
export const focusTargetClass =
  'rounded focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent';
