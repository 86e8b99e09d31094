import { describe, expect, it } from 'vitest';
import {
  itineraryBytes,
  itinerarySchema,
  maxItineraryBytes,
  utf8Length,
  type Itinerary,
} from './itineraries';

const activity = (description: string) => ({ time: '09:00', description, completed: false });
const trip = (days: Itinerary['days']): Itinerary => ({
  id: 'itinerary-1-a',
  name: 'Trip',
  linkedArtworkId: 'mona-lisa',
  days,
});

describe('itinerary size', () => {
  it('counts UTF-8 bytes: 1 for ASCII, 2 for Latin and Cyrillic letters, 3 for CJK, 4 for emoji', () => {
    const cases: Array<[string, number]> = [
      ['', 0],
      ['plain', 5],
      ['café', 5],
      ['Москва', 12],
      ['東京', 6],
      ['emoji 🎨🗿', 14],
      ['mixed é 東 🎨 z', 19],
    ];
    for (const [text, bytes] of cases) expect(utf8Length(text), text).toBe(bytes);
  });

  it(`refuses an itinerary over ${maxItineraryBytes / 1024} KB of JSON, naming the limit`, () => {
    const day = (n: number, text: string) => ({ day: n, title: `Day ${n}`, activities: [activity(text)] });
    const fits = trip(Array.from({ length: 30 }, (_, n) => day(n + 1, 'x'.repeat(400))));
    expect(itinerarySchema.safeParse(fits).success).toBe(true);
    // 30 days of 50 activities of 500 characters each was valid before: about 800 KB.
    const full = trip(
      Array.from({ length: 30 }, (_, n) => ({
        day: n + 1,
        title: `Day ${n + 1}`,
        activities: Array.from({ length: 50 }, () => activity('é'.repeat(500))),
      })),
    );
    expect(itineraryBytes(full)).toBeGreaterThan(maxItineraryBytes);
    const refused = itinerarySchema.safeParse(full);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/up to 64 KB/);
  });
});
