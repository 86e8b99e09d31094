import { knowledgeIn, knowledgePassages } from '@artvoyage/content/knowledge';
import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from './knowledge-index';
import { tripAnswer } from './trip-answer';

// The trip reading alone: which questions are a visitor's trip the expert cannot plan.
const indexes = {
  en: new KnowledgeIndex(knowledgePassages(), 'en'),
  fr: new KnowledgeIndex(knowledgeIn('fr'), 'fr'),
  ru: new KnowledgeIndex(knowledgeIn('ru'), 'ru'),
} as const;
const isTrip = (language: keyof typeof indexes, question: string) =>
  tripAnswer(indexes[language], question) !== undefined;

describe('a trip the visitor asks for', () => {
  it('is a trip to plan in each language, typed with or without accents', () => {
    expect(isTrip('en', 'Plan me a weekend in Rome')).toBe(true);
    expect(isTrip('en', 'did you know any good plan for a trip to lisbon')).toBe(true);
    expect(isTrip('en', 'I have four days in Barcelona, what should I do?')).toBe(true);
    expect(isTrip('fr', 'Organisez-moi un séjour de trois jours à Florence')).toBe(true);
    expect(isTrip('fr', 'organisez moi un sejour a lisbonne')).toBe(true);
    expect(isTrip('fr', 'long week-end a amsterdam, des idees ?')).toBe(true);
    expect(isTrip('ru', 'Спланируйте поездку на выходные в Венецию')).toBe(true);
    expect(isTrip('ru', 'мы ездили в рим в прошлом году, теперь спланируйте поездку в афины')).toBe(true);
  });
});

describe('an artist’s or someone’s journey', () => {
  it('is a question about them, not a trip the visitor plans, in each language', () => {
    expect(isTrip('en', 'did delacroix ever travel to africa')).toBe(false);
    expect(isTrip('en', 'Tell me about Delacroix’s trip to Morocco')).toBe(false);
    expect(isTrip('en', 'When did Leonardo travel to France?')).toBe(false);
    expect(isTrip('en', 'Has the Mona Lisa ever travelled abroad?')).toBe(false);
    expect(isTrip('fr', 'Delacroix est-il allé en Afrique ?')).toBe(false);
    expect(isTrip('fr', 'Delacroix a-t-il voyage en Afrique ?')).toBe(false);
    expect(isTrip('fr', 'le voyage de delacroix au maroc')).toBe(false);
    expect(isTrip('ru', 'Делакруа ездил в Африку?')).toBe(false);
    expect(isTrip('ru', 'Делакруа путешествовал по Африке?')).toBe(false);
    expect(isTrip('ru', 'Делакруа еще и по Африке путешествовал?')).toBe(false);
    expect(isTrip('ru', 'поездка Делакруа в Марокко')).toBe(false);
  });
});

describe('a trip in an artist’s footsteps', () => {
  it('is still the visitor’s trip when it gives a length of stay, in each language', () => {
    expect(isTrip('en', '3 days in Florence to see the David')).toBe(true);
    expect(isTrip('en', 'a weekend in Florence for Leonardo')).toBe(true);
    expect(isTrip('fr', 'trois jours a Florence pour voir le David')).toBe(true);
    expect(isTrip('fr', 'un week-end à Florence sur les pas de Léonard')).toBe(true);
    expect(isTrip('ru', '3 дня во Флоренции, хочу посмотреть Давида')).toBe(true);
    expect(isTrip('ru', 'выходные во Флоренции по следам Леонардо')).toBe(true);
  });
});

describe('a length of stay', () => {
  it('is a trip however long, in words or in weeks, in each language', () => {
    expect(isTrip('en', 'ten days in Italy, what do you suggest?')).toBe(true);
    expect(isTrip('en', 'I have a week in Spain')).toBe(true);
    expect(isTrip('en', 'two weeks around Greece')).toBe(true);
    expect(isTrip('en', 'a fortnight in Portugal')).toBe(true);
    expect(isTrip('fr', 'huit jours en Italie, des idées ?')).toBe(true);
    expect(isTrip('fr', 'dix jours en Grèce')).toBe(true);
    expect(isTrip('fr', 'une semaine en Espagne')).toBe(true);
    expect(isTrip('fr', 'quinze jours au Portugal')).toBe(true);
    expect(isTrip('ru', 'десять дней в Италии, что посоветуете?')).toBe(true);
    expect(isTrip('ru', 'на неделю в Испанию')).toBe(true);
    expect(isTrip('ru', 'две недели в Греции')).toBe(true);
    // A week in the nominative or accusative, as Russian says it when it starts the question.
    expect(isTrip('ru', 'неделя в Риме: что посмотреть?')).toBe(true);
    expect(isTrip('ru', 'хотим провести неделю в Париже')).toBe(true);
  });

  it('is not how often something happens, nor when', () => {
    expect(isTrip('en', 'Is it open seven days a week?')).toBe(false);
    expect(isTrip('en', 'are the tours held three days a week')).toBe(false);
    expect(isTrip('en', 'is there a late opening twice a week')).toBe(false);
    expect(isTrip('fr', 'Est-ce ouvert sept jours sur sept ?')).toBe(false);
    expect(isTrip('fr', 'les visites ont lieu cinq jours par semaine ?')).toBe(false);
    expect(isTrip('ru', 'Открыто семь дней в неделю?')).toBe(false);
    expect(isTrip('ru', 'экскурсии бывают раз в неделю?')).toBe(false);
    expect(isTrip('ru', 'неделю назад была в Риме')).toBe(false);
  });
});

describe('a trip to several places', () => {
  it('names each place the visitor asks for, in the order asked, in each language', () => {
    const answer = (language: keyof typeof indexes, question: string) =>
      tripAnswer(indexes[language], question);
    const english = answer('en', '5 days in Rome and Paris, what should we see?');
    expect(english?.sources).toEqual(['destination:rome', 'destination:paris']);
    expect(english?.text).toMatch(/^I can’t plan a trip to Rome and Paris for you/);
    const french = answer('fr', 'une semaine à Florence et à Venise ?');
    expect(french?.sources).toEqual(['destination:florence', 'destination:venice']);
    expect(french?.text).toMatch(/un voyage à Florence et à Venise/);
    const russian = answer('ru', 'неделя в Париже и Риме');
    expect(russian?.sources).toEqual(['destination:paris', 'destination:rome']);
    expect(russian?.text).toMatch(/«Париж» и «Рим»/);
    expect(answer('en', 'a weekend in Rome')?.sources).toEqual(['destination:rome']);
  });
});
