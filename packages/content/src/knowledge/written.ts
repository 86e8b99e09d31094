import type { KnowledgeLink, KnowledgePassage, KnowledgeTopic } from './types';

/** A passage written by hand: its id part, title, text and optional keywords and link. */
export interface WrittenPassage {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly keywords?: readonly string[];
  readonly link?: KnowledgeLink;
}

/** A hand-written passage, without the property names that would repeat on every entry. */
export function passage(
  id: string,
  title: string,
  text: string,
  keywords?: readonly string[],
  link?: KnowledgeLink,
): WrittenPassage {
  return { id, title, text, ...(keywords && { keywords }), ...(link && { link }) };
}

/** Gives hand-written passages their topic and an id prefixed by it. */
export function written(topic: KnowledgeTopic, entries: readonly WrittenPassage[]): KnowledgePassage[] {
  return entries.map((entry) => ({ ...entry, id: `${topic}:${entry.id}`, topic }));
}
