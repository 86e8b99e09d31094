// Shared class names for Radix dialogs, so every dialog looks and stacks alike.
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm';
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none';
export const dialogCloseClass = 'absolute top-3 right-3 rounded-md p-1.5 text-stone-600 hover:bg-stone-100';
