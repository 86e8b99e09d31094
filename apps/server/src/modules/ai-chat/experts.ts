import type { ChatHistoryMessage } from '@artvoyage/contract';
import { knowledgeIn } from '@artvoyage/content/knowledge';
import type { ExpertAnswer } from './expert/answer-composition';
import type { RetrievedPassage } from './expert/retrieval';
import { detectLanguage } from './languages/detection';
import { MuseumExpert } from './museum-expert';
import type { ChatLanguage } from './text-terms';

const chatLanguages: readonly ChatLanguage[] = ['en', 'fr', 'ru'];

/**
 * The default experts, one per language, shared by every app of the process: their indexes take about
 * a second of CPU each to build and never change, so they are built on first use (or by `warm`), once.
 */
const sharedExperts = new Map<ChatLanguage, MuseumExpert>();
function sharedExpert(language: ChatLanguage): MuseumExpert {
  let expert = sharedExperts.get(language);
  if (!expert) {
    expert = new MuseumExpert(knowledgeIn(language), language);
    sharedExperts.set(language, expert);
  }
  return expert;
}

/**
 * The museum expert in each language it knows, each over its own knowledge base: a question is
 * answered in its own language (the interface language decides only when the question does not say).
 */
export class MuseumExperts {
  constructor(private readonly given?: Readonly<Record<ChatLanguage, MuseumExpert>>) {}

  /**
   * Builds every language's index before its first question, one language per turn of the event loop,
   * so requests arriving meanwhile wait for one index at most.
   */
  warm(languages: readonly ChatLanguage[] = chatLanguages): void {
    const [language, ...rest] = languages;
    if (!language) return;
    this.expert(language);
    setImmediate(() => this.warm(rest)).unref();
  }

  /** The language a question is answered in. */
  languageOf(question: string, hint?: ChatLanguage): ChatLanguage {
    return detectLanguage(question, hint);
  }

  expert(language: ChatLanguage): MuseumExpert {
    return this.given?.[language] ?? sharedExpert(language);
  }

  answer(
    question: string,
    history: readonly ChatHistoryMessage[] = [],
    hint?: ChatLanguage,
  ): ExpertAnswer & { language: ChatLanguage } {
    const language = this.languageOf(question, hint);
    return { ...this.expert(language).answer(question, history), language };
  }

  retrieve(
    question: string,
    history: readonly ChatHistoryMessage[] = [],
    limit = 6,
    hint?: ChatLanguage,
  ): RetrievedPassage[] {
    return this.expert(this.languageOf(question, hint)).retrieve(question, history, limit);
  }
}
