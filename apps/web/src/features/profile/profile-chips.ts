/** The removable chips of the profile's lists (languages, destinations) and their remove buttons. */
export const chipClass = 'inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm';
export const chipRemoveClass =
  'inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-accent';
