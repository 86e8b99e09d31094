import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

/** The button that starts a game over (Play Again, Try Again, New Timeline): the circular arrow, then its words. */
export function PlayAgainButton({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <RotateCcw aria-hidden className="h-4 w-4" />
      {children}
    </button>
  );
}
