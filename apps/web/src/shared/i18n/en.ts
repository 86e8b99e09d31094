import about from './messages/en/about';
import achievements from './messages/en/achievements';
import assistant from './messages/en/assistant';
import artwork from './messages/en/artwork';
import auth from './messages/en/auth';
import core from './messages/en/core';
import gallery from './messages/en/gallery';
import home from './messages/en/home';
import itineraries from './messages/en/itineraries';
import profile from './messages/en/profile';
import recognition from './messages/en/recognition';
import games from './messages/en/games';
import map from './messages/en/map';
import social from './messages/en/social';
import tours from './messages/en/tours';
import type { MessageTree, Widen } from './types';

/** Every English message: English is the reference language and the fallback of the others. */
export type Messages = Widen<typeof core> &
  Widen<typeof home> &
  Widen<typeof gallery> &
  Widen<typeof artwork> &
  Widen<typeof tours> &
  Widen<typeof about> &
  Widen<typeof auth> &
  Widen<typeof profile> &
  Widen<typeof itineraries> &
  Widen<typeof achievements> &
  Widen<typeof social> &
  Widen<typeof map> &
  Widen<typeof games> &
  Widen<typeof assistant> &
  Widen<typeof recognition>;

function merge(target: Record<string, unknown>, source: MessageTree): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'string'
        ? value
        : merge(
            typeof existing === 'object' && existing !== null ? (existing as Record<string, unknown>) : {},
            value,
          );
  }
  return target;
}

/**
 * All English groups merged into one tree, for tests and tools. The app must not import this (only its
 * types): it loads the groups one by one (see index.ts) to keep the first page light.
 */
export const en = [
  core,
  home,
  gallery,
  artwork,
  tours,
  about,
  auth,
  profile,
  itineraries,
  achievements,
  social,
  map,
  games,
  assistant,
  recognition,
].reduce<Record<string, unknown>>((tree, group) => merge(tree, group), {}) as Messages;
