import { localizeTimelineEvent, timelineEvents } from '@artvoyage/content/games';
import frGames from '@artvoyage/content/locales/fr/games';
import ruGames from '@artvoyage/content/locales/ru/games';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next } from '@/shared/i18n';
import { renderAsVisitor, showGamesIn } from '../shared/testing/game-screens';
import TimelineScreen from './TimelineScreen';

/** Whether a text has guillemets inside guillemets («…«…»…»), which no language here writes. */
function nestsGuillemets(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '«') {
      depth += 1;
      if (depth > 1) return true;
    } else if (char === '»') {
      depth -= 1;
    }
  }
  return false;
}

afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe.each([
  ['ru', ruGames],
  ['fr', frGames],
] as const)('the timeline’s move labels in %s', (locale, pack) => {
  beforeAll(() => showGamesIn(locale));

  it('never nest quotes, for any event', () => {
    for (const event of timelineEvents) {
      const { title } = localizeTimelineEvent(event, pack);
      const texts = [
        i18next.t('games.timeline.play.moveUp', { title }),
        i18next.t('games.timeline.play.moveDown', { title }),
        i18next.t('games.timeline.play.moved', { title, position: 2, total: 8 }),
        i18next.t('games.timeline.play.drag.handle', { title }),
        i18next.t('games.timeline.play.drag.pickedUp', { title, position: 2, total: 8 }),
        i18next.t('games.timeline.play.drag.over', { title, position: 2, total: 8 }),
        i18next.t('games.timeline.play.drag.outside', { title }),
        i18next.t('games.timeline.play.drag.dropped', { title, position: 2, total: 8 }),
        i18next.t('games.timeline.play.drag.cancelled', { title, position: 2 }),
      ];
      for (const text of texts) {
        expect(text).toContain(title);
        expect({ text, nested: nestsGuillemets(text) }).toEqual({ text, nested: false });
      }
    }
  });

  it('on the screen: the grips, the buttons and the announcement of a move', async () => {
    renderAsVisitor(<TimelineScreen gameId="chronology-puzzle" />);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('games.timeline.intro.start') }));
    const list = await screen.findByRole('list', { name: i18next.t('games.timeline.play.yourTimeline') });
    const buttons = within(list).getAllByRole('button');
    // Each card: its drag grip, then up and down.
    expect(buttons).toHaveLength(24);
    for (const button of buttons)
      expect(nestsGuillemets(button.getAttribute('aria-label') ?? '')).toBe(false);

    fireEvent.click(buttons[2]!);
    const announcement = document.querySelector('[aria-live="polite"]')?.textContent ?? '';
    expect(announcement).toMatch(
      locale === 'ru' ? /^Событие перемещено на позицию 2 из 8: / : /position 2 sur 8/,
    );
    expect(nestsGuillemets(announcement)).toBe(false);
  });
});
