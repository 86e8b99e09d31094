/**
 * The parts of a page that only a visitor who is not signed in should see (the header's Sign In and
 * Sign Up, a page's invitation to sign in) carry this attribute, spread on their element.
 *
 * This module is imported by main.tsx, before the app itself: it must stay tiny and import nothing.
 */
export const visitorOnly = { 'data-visitor-only': '' } as const;

/**
 * A prerendered page is made for a visitor who is not signed in. Someone with a session stored here, or
 * an e-mail link to start one, is shown it only until the app renders their own page in its place; in
 * that moment "Sign In" or "you are not signed in" would be wrong, so those parts are hidden, keeping
 * their space so that nothing moves. The app's render replaces these elements (never hydrates them).
 */
export function hideVisitorOnlyParts(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-visitor-only]')) {
    element.style.visibility = 'hidden';
  }
}
