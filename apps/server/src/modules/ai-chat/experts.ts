import type { ChatHistoryMessage } from '@artvoyage/contract';
import { knowledgeIn } from '@artvoyage/content/knowledge';
import type { ExpertAnswer } from './expert/answer-composition';
import type { RetrievedPassage } from './expert/retrieval';
import { detectLanguage } from './languages/detection';
import { MuseumExpert } from './museum-expert';
import type { ChatLanguage } from './text-terms';

/**
 * The museum expert in each language it knows, each over its own knowledge base: a question is
 * answered in its own language (the interface language decides only when the question does not say).
 */
export class MuseumExperts {
  private readonly experts: Readonly<Record<ChatLanguage, MuseumExpert>>;

  constructor(experts?: Readonly<Record<ChatLanguage, MuseumExpert>>) {
    this.experts = experts ?? {
      en: new MuseumExpert(knowledgeIn('en'), 'en'),
      fr: new MuseumExpert(knowledgeIn('fr'), 'fr'),
      ru: new MuseumExpert(knowledgeIn('ru'), 'ru'),
    };
  }

  /** The language a question is answered in. */
  languageOf(question: string, hint?: ChatLanguage): ChatLanguage {
    return detectLanguage(question, hint);
  }

  expert(language: ChatLanguage): MuseumExpert {
    return this.experts[language];
  }

  answer(
    question: string,
    history: readonly ChatHistoryMessage[] = [],
    hint?: ChatLanguage,
  ): ExpertAnswer & { language: ChatLanguage } {
    const language = this.languageOf(question, hint);
    return { ...this.experts[language].answer(question, history), language };
  }

  retrieve(
    question: string,
    history: readonly ChatHistoryMessage[] = [],
    limit = 6,
    hint?: ChatLanguage,
  ): RetrievedPassage[] {
    return this.experts[this.languageOf(question, hint)].retrieve(question, history, limit);
  }
}
