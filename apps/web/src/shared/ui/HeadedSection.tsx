import type { ReactNode } from 'react';

/**
 * A section named by its own h2 (aria-labelledby), so screen readers list it under that name. How the
 * section and its heading look stay the caller's.
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
