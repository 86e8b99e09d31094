// Shared class names so buttons and button-like links look alike everywhere.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';

export const buttonClass = {
  primary: `${base} bg-ink text-white hover:bg-ink-light`,
  accent: `${base} bg-accent-dark text-white hover:bg-accent-darker`,
  outline: `${base} border border-ink/30 bg-white text-ink hover:bg-stone-100`,
  ghost: `${base} text-ink hover:bg-stone-100`,
  /** Outline button on dark backgrounds (the home hero). */
  outlineOnDark: `${base} border border-white/70 text-white hover:bg-white/10`,
} as const;
