import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { destinationSchema, landmarkSchema } from '@artvoyage/contract';
import { mentions, splitSentences } from '../knowledge/text';
import { destinations } from './destinations';
import { landmarkById, landmarks } from './landmarks';

/** Generous boxes around each city (minLng, minLat, maxLng, maxLat), set apart from the data. */
const cityBoxes: Record<string, [number, number, number, number]> = {
  paris: [2.22, 48.81, 2.47, 48.91],
  rome: [12.37, 41.8, 12.6, 41.99],
  florence: [11.15, 43.72, 11.33, 43.83],
  venice: [12.28, 45.41, 12.37, 45.45],
  athens: [23.68, 37.93, 23.79, 38.05],
  cairo: [31.2, 29.98, 31.32, 30.11],
  giza: [31.1, 29.95, 31.25, 30.06],
  amsterdam: [4.8, 52.32, 4.97, 52.42],
  london: [-0.25, 51.45, 0.0, 51.56],
  madrid: [-3.78, 40.37, -3.63, 40.48],
  vienna: [16.25, 48.15, 16.45, 48.26],
  barcelona: [2.09, 41.35, 2.23, 41.45],
  berlin: [13.3, 52.48, 13.48, 52.56],
  prague: [14.35, 50.04, 14.5, 50.11],
  istanbul: [28.9, 40.98, 29.06, 41.08],
};

/** The landmark photos shipped in the workplace's media folder, by id (the -2 variants are extra views). */
const mediaLandmarkIds = [
  'arc-de-triomphe',
  'colosseum',
  'eiffel-tower',
  'florence-cathedral',
  'great-pyramid-giza',
  'great-sphinx-giza',
  'louvre-pyramid',
  'notre-dame-paris',
  'pantheon-rome',
  'parthenon',
  'ponte-vecchio',
  'rialto-bridge',
  'sacre-coeur',
  'st-marks-basilica',
  'st-peters-basilica',
  'trevi-fountain',
];

const inBox = (box: [number, number, number, number], lat: number, lng: number) =>
  lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];

describe('destinations', () => {
  it('has the required cities and a few more, each id once', () => {
    const ids = destinations.map((destination) => destination.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['paris', 'rome', 'florence', 'venice', 'athens', 'cairo', 'amsterdam', 'london']) {
      expect(ids).toContain(id);
    }
    expect(ids).toEqual(expect.arrayContaining(['madrid', 'vienna']));
    expect(ids.length).toBeGreaterThanOrEqual(13);
  });

  it.each(destinations.map((destination) => [destination.id, destination] as const))(
    '%s is valid: schema, one-decimal rating, centre inside its box',
    (id, destination) => {
      expect(destinationSchema.safeParse(destination).error).toBeUndefined();
      expect(Math.round(destination.rating * 10) / 10).toBe(destination.rating);
      const box = cityBoxes[id];
      expect(box, `no test box for ${id}`).toBeDefined();
      expect(inBox(box!, destination.latitude, destination.longitude)).toBe(true);
      expect(destination.description.length).toBeGreaterThan(40);
    },
  );
});

describe('landmarks', () => {
  const destinationIds = new Set(destinations.map((destination) => destination.id));

  it('has at least 40 landmarks, each id once, including every photographed one', () => {
    const ids = landmarks.map((landmark) => landmark.id);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(mediaLandmarkIds));
  });

  it('gives each photographed landmark its photo and no other landmark one', () => {
    for (const landmark of landmarks) {
      expect(landmark.image_id).toBe(mediaLandmarkIds.includes(landmark.id) ? landmark.id : null);
    }
  });

  it.each(landmarks.map((landmark) => [landmark.id, landmark] as const))(
    '%s is valid: schema, known city, inside the city, sensible prices',
    (_id, landmark) => {
      expect(landmarkSchema.safeParse(landmark).error).toBeUndefined();
      expect(destinationIds.has(landmark.city)).toBe(true);
      expect(inBox(cityBoxes[landmark.city]!, landmark.latitude, landmark.longitude)).toBe(true);
      expect(landmark.description.length).toBeGreaterThan(40);
      expect(landmark.opening_hours.length).toBeGreaterThan(5);
      if (landmark.ticket_price) {
        const { adult, min } = landmark.ticket_price;
        expect(Number.isInteger(adult) && Number.isInteger(min)).toBe(true);
        expect(adult).toBeGreaterThan(0);
        expect(adult).toBeLessThanOrEqual(60);
        expect(min).toBeGreaterThan(0);
        expect(min).toBeLessThanOrEqual(adult);
      }
    },
  );

  it.each(landmarks.map((landmark) => [landmark.id, landmark] as const))(
    '%s has a cultural context and visit tips the recogniser can show as they are',
    (_id, landmark) => {
      const context = landmark.culturalContext;
      const sentences = splitSentences(context);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      // It becomes a chat passage of its own, so it names what it is about.
      expect([landmark.name, ...landmark.alternateNames].some((name) => mentions(context, name))).toBe(true);
      expect(landmark.visitTips.length).toBeGreaterThanOrEqual(2);
      expect(landmark.visitTips.length).toBeLessThanOrEqual(4);
      for (const tip of landmark.visitTips) {
        expect(tip.length, tip).toBeLessThanOrEqual(180);
        // Prices date quickly: the tips say "book ahead" or "usually free", never an amount.
        expect(tip, tip).not.toMatch(/[€£$]|\beuros?\b|\bpounds?\b/i);
      }
      for (const text of [context, ...landmark.visitTips]) {
        expect(text, text).toMatch(/^[\p{Lu}\d]/u);
        expect(text, text).toMatch(/\.$/);
        // The file's typography: curly apostrophes and quotes.
        expect(text, text).not.toMatch(/['"]/);
      }
    },
  );

  it('finds a landmark by its id', () => {
    expect(landmarkById('eiffel-tower')?.name).toBe('Eiffel Tower');
    expect(landmarkById('atlantis')).toBeUndefined();
    for (const landmark of landmarks) expect(landmarkById(landmark.id)).toBe(landmark);
  });

  it('places the best-known sights where they are', () => {
    const at = (id: string) => landmarks.find((landmark) => landmark.id === id);
    expect(at('eiffel-tower')).toMatchObject({ latitude: 48.8584, longitude: 2.2945 });
    expect(at('colosseum')).toMatchObject({ latitude: 41.8902, longitude: 12.4922 });
    expect(at('grand-egyptian-museum')).toMatchObject({
      city: 'giza',
      category: 'museum',
      latitude: 29.9946,
      longitude: 31.119,
    });
  });

  it('shows Tutankhamun’s treasures at the Grand Egyptian Museum, as they have been since November 2025', () => {
    const others = [...destinations, ...landmarks].filter((place) => place.id !== 'grand-egyptian-museum');
    const texts = others.flatMap((place) => [
      place.description,
      ...('culturalContext' in place ? [place.culturalContext, ...place.visitTips] : []),
    ]);
    const mentions = texts.filter((text) => /Tutankhamun/.test(text));
    expect(mentions.length).toBeGreaterThanOrEqual(4);
    for (const text of mentions) expect(text, text).toMatch(/Grand Egyptian Museum/);
    expect(landmarkById('grand-egyptian-museum')?.description).toMatch(/1 November 2025/);
  });

  it('gives the Sainte-Chapelle its two 2026 prices, the higher for visitors from outside the EEA', () => {
    const chapel = landmarkById('sainte-chapelle');
    expect(chapel?.ticket_price).toEqual({ adult: 22, min: 16 });
    expect(chapel?.opening_hours).toMatch(/European Economic Area/);
  });

  it('matches the photos in the shared media folder when it is present', () => {
    const dir = join(import.meta.dirname, '../../../../../shared/media/landmarks');
    let files: string[];
    try {
      files = readdirSync(dir);
    } catch {
      return; // no media folder in this checkout
    }
    const ids = new Set(files.map((file) => file.replace(/\.jpg$/, '').replace(/-2$/, '')));
    expect([...ids].sort()).toEqual([...mediaLandmarkIds].sort());
  });
});
