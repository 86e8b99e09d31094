import { artworkIds, tourSlugs } from '@artvoyage/contract/constants';
import { describe, expect, it } from 'vitest';
import { artworks } from '../artworks';
import { landmarks } from '../places/index';
import { tours } from '../tours';
import {
  MAX_PASSAGE_CHARS,
  artistOfArtwork,
  knowledgePassages as englishKnowledge,
  knowledgeRoutes,
  locationText,
  splitSentences,
} from './index';

const knowledgePassages = englishKnowledge();

const byId = new Map(knowledgePassages.map((passage) => [passage.id, passage]));

describe('knowledge base', () => {
  it('has unique ids', () => {
    const ids = knowledgePassages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds at least 300 passages', () => {
    expect(knowledgePassages.length).toBeGreaterThanOrEqual(300);
  });

  it('has a non-empty title and a text of reasonable length for every passage', () => {
    for (const passage of knowledgePassages) {
      expect(passage.title.trim(), passage.id).not.toBe('');
      expect(passage.text.trim().length, passage.id).toBeGreaterThan(20);
      expect(passage.text.length, passage.id).toBeLessThanOrEqual(MAX_PASSAGE_CHARS);
    }
  });

  it('has no unresolved template text', () => {
    for (const passage of knowledgePassages) {
      const all = [passage.title, passage.text, ...(passage.keywords ?? [])].join(' ');
      // 'undefined' is a word too: the Mona Lisa's mouth is 'left slightly undefined'.
      expect(all, passage.id).not.toMatch(/(?<!slightly )undefined|\bnull\b|\bNaN\b|\$\{|\[object Object\]/);
      expect(all, passage.id).not.toMatch(/\s{2,}|\s[.,;:]|\.\.(?!\.)/);
    }
  });

  it('has texts that are sentences, with no opening pronoun left without its subject', () => {
    for (const passage of knowledgePassages) {
      expect(passage.text, passage.id).toMatch(/^["“‘(]?[\p{Lu}\d]/u);
      expect(passage.text, passage.id).toMatch(/[.!?]["”’)]?$/);
      expect(passage.text, passage.id).not.toMatch(/^(It|Its|He|His|She|Her|They|Their|This|These)\b/);
    }
  });

  it('keeps derived artwork texts to at most four sentences', () => {
    for (const passage of knowledgePassages.filter((item) => item.topic === 'artwork')) {
      expect(splitSentences(passage.text).length, passage.id).toBeLessThanOrEqual(4);
    }
  });

  it('links only to real routes of the app', () => {
    expect(knowledgeRoutes.has('/artwork/mona-lisa')).toBe(true);
    expect(knowledgeRoutes.has('/guided-tours/renaissance')).toBe(true);
    expect(knowledgeRoutes.has('/artwork/unknown')).toBe(false);
    for (const passage of knowledgePassages) {
      if (!passage.link) continue;
      expect(knowledgeRoutes.has(passage.link.path), `${passage.id} -> ${passage.link.path}`).toBe(true);
      expect(passage.link.label.trim(), passage.id).not.toBe('');
    }
  });

  it('links artwork passages to their artwork page', () => {
    for (const passage of knowledgePassages.filter((item) => item.topic === 'artwork')) {
      expect(passage.artworkId, passage.id).toBeDefined();
      expect(passage.link?.path, passage.id).toBe(`/artwork/${passage.artworkId}`);
    }
  });

  it('gives every artwork a summary, a location and at least three more passages', () => {
    for (const id of artworkIds) {
      expect(byId.has(`artwork:${id}:summary`), id).toBe(true);
      expect(byId.has(`artwork:${id}:location`), id).toBe(true);
      const others = knowledgePassages.filter(
        (passage) =>
          passage.topic === 'artwork' &&
          passage.artworkId === id &&
          !passage.id.endsWith(':summary') &&
          !passage.id.endsWith(':location'),
      );
      expect(others.length, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('states each artwork’s location exactly as artworks.ts does', () => {
    for (const artwork of artworks) {
      const passage = byId.get(`artwork:${artwork.id}:location`);
      expect(passage?.text).toBe(locationText(artwork));
      expect(passage?.text).toContain(artwork.location);
    }
  });

  it('names each artwork’s artist, date, medium and dimensions in its summary', () => {
    for (const artwork of artworks) {
      const text = byId.get(`artwork:${artwork.id}:summary`)?.text ?? '';
      const artist = artwork.artist.replace(' (attributed)', '');
      expect(text.toLowerCase(), artwork.id).toContain(artist.toLowerCase());
      for (const value of [artwork.year, artwork.medium, artwork.dimensions.slice(1)]) {
        expect(text, artwork.id).toContain(value);
      }
    }
  });

  it('has at least three passages on each of the ten artists, linked to their artwork', () => {
    expect(Object.keys(artistOfArtwork).sort()).toEqual([...artworkIds].sort());
    for (const id of artworkIds) {
      const passages = knowledgePassages.filter(
        (passage) => passage.topic === 'artist' && passage.title === artistOfArtwork[id],
      );
      expect(passages.length, id).toBeGreaterThanOrEqual(3);
      expect(passages.every((passage) => passage.artworkId === id)).toBe(true);
    }
  });

  it('does not contradict artworks.ts about the wings of the ten artworks', () => {
    const wing = (location: string) => /^(Denon|Sully|Richelieu) Wing/.exec(location)?.[1];
    for (const artwork of artworks) {
      const expected = wing(artwork.location);
      expect(expected, artwork.id).toBeDefined();
      const named = artwork.title.replace(/ \(.*\)$/, '');
      for (const passage of knowledgePassages.filter(
        (item) => item.topic === 'museum' || item.topic === 'visit',
      )) {
        for (const other of ['Denon', 'Sully', 'Richelieu'].filter((name) => name !== expected)) {
          // "the Venus de Milo in the Denon Wing" would be a contradiction.
          expect(passage.text, passage.id).not.toMatch(
            new RegExp(`${named} (is|stands|hangs) in the ${other} Wing`),
          );
        }
      }
    }
  });

  it('has a passage for each tour with its page, artworks and duration', () => {
    for (const tour of tours) {
      const passage = byId.get(`tour:${tour.id}:stops`);
      expect(passage?.link?.path).toBe(`/guided-tours/${tourSlugs[tour.id]}`);
      const n = tour.artworkIds.length;
      expect(passage?.text).toContain(`approximately ${n * 5}-${n * 7} minutes`);
    }
  });

  it('gives every landmark its description, cultural context and visiting tips, linked to the map', () => {
    for (const landmark of landmarks) {
      const ids = ['', ':context', ':visit'].map((part) => `landmark:${landmark.id}${part}`);
      for (const id of ids) {
        expect(byId.get(id)?.title, id).toBe(landmark.name);
        expect(byId.get(id)?.link?.path, id).toBe('/interactive-map');
      }
      expect(byId.get(ids[1]!)?.text).toContain(landmark.culturalContext);
      for (const tip of landmark.visitTips) expect(byId.get(ids[2]!)?.text).toContain(tip);
    }
  });

  it('covers every topic', () => {
    const topics = new Set(knowledgePassages.map((passage) => passage.topic));
    for (const topic of [
      'artwork',
      'artist',
      'tour',
      'visit',
      'museum',
      'landmark',
      'destination',
      'art-history',
    ]) {
      expect(topics.has(topic as never), topic).toBe(true);
    }
  });

  it('says the museum is usually closed on Tuesdays and points to the official site', () => {
    const text = byId.get('visit:closing-day')?.text ?? '';
    expect(text).toMatch(/Tuesday/);
    expect(text).toMatch(/official website/);
  });
});
