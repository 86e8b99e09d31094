import type { ArtworkId } from '@artvoyage/contract';
import type { TranslatedLocale } from '../i18n/translations';

/** The languages the knowledge base is written in: English, the source, and its translations. */
export type KnowledgeLanguage = 'en' | TranslatedLocale;

export type KnowledgeTopic =
  'artwork' | 'artist' | 'tour' | 'visit' | 'museum' | 'landmark' | 'destination' | 'art-history';

/** An in-app path, e.g. '/artwork/mona-lisa'. */
export interface KnowledgeLink {
  readonly label: string;
  readonly path: string;
}

export interface KnowledgePassage {
  /** Unique and stable, e.g. 'artwork:mona-lisa:location'. */
  readonly id: string;
  readonly topic: KnowledgeTopic;
  /** What it is about: 'Mona Lisa', 'Leonardo da Vinci', 'Opening hours'. */
  readonly title: string;
  /** 1 to 4 self-contained sentences that make sense read alone. */
  readonly text: string;
  /** Other names people use: 'La Joconde', 'La Gioconda', 'Nike of Samothrace'. */
  readonly keywords?: readonly string[];
  readonly link?: KnowledgeLink;
  readonly artworkId?: ArtworkId;
}
