import type { KnowledgeLink, KnowledgePassage, KnowledgeTopic } from './types';

/** A passage written by hand: its title, text and optional keywords and link; its id is its key. */
export interface WrittenEntry {
  readonly title: string;
  readonly text: string;
  readonly keywords?: readonly string[];
  readonly link?: KnowledgeLink;
}

/** A hand-written passage, without the property names that would repeat on every entry. */
export function entry(
  title: string,
  text: string,
  keywords?: readonly string[],
  link?: KnowledgeLink,
): WrittenEntry {
  return { title, text, ...(keywords && { keywords }), ...(link && { link }) };
}

/** Gives hand-written passages, keyed by their id part, their topic and an id prefixed by it. */
export function written(
  topic: KnowledgeTopic,
  entries: Readonly<Record<string, WrittenEntry>>,
): KnowledgePassage[] {
  return Object.entries(entries).map(([id, item]) => ({ ...item, id: `${topic}:${id}`, topic }));
}
