import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card of the security page: its icon and heading, a line on what it is for, then its content. */
export function SecurityCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        <Icon aria-hidden className="h-6 w-6 text-accent-dark" />
        {title}
      </h2>
      <p className="mt-2 text-stone-700">{text}</p>
      {children}
    </div>
  );
}
