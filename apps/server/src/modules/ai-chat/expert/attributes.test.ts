import { knowledgeIn, type KnowledgePassage } from '@artvoyage/content/knowledge';
import { describe, expect, it } from 'vitest';
import { expertLanguages } from '../languages';
import { MuseumExpert } from '../museum-expert';
import { type Attribute, cueWords, findCue, readAttribute } from './attributes';
import { statesAttribute } from './passage-kinds';

const read = (question: string, language: 'en' | 'fr' | 'ru' = 'en') =>
  readAttribute(question, expertLanguages[language].attributes);
const attributeOf = (question: string, language: 'en' | 'fr' | 'ru' = 'en') =>
  read(question, language)?.attribute;

describe('the attribute reading', () => {
  it('matches cue phrases word by word, a starred word as any word it starts, one typo in a long word', () => {
    expect(findCue(cueWords('How much does it weigh?'), 'weigh*')).toBe(4);
    expect(findCue(cueWords('was it restaurated'), 'restor*')).toBe(-1);
    expect(findCue(cueWords('was it resttored'), 'restor*')).toBe(2);
    expect(findCue(cueWords('made of marble'), 'made of')).toBe(0);
    expect(findCue(cueWords('of made'), 'made of')).toBe(-1);
    // Short cue words are never stretched: "son" is not "sons".
    expect(findCue(cueWords('the son of a notary'), 'sons')).toBe(-1);
  });

  it('reads what an English question asks', () => {
    const cases: [string, Attribute | undefined][] = [
      ['how heavy is the sphinx', 'weight'],
      ['How much does the Venus de Milo weigh?', 'weight'],
      ['How much is the Mona Lisa worth?', 'price'],
      ['Was Michelangelo ever married?', 'family'],
      ['venus de milo how tall', 'size'],
      ['What is the Sphinx carved from?', 'material'],
      ['Who discovered the Winged Victory?', 'discovery'],
      ['how did the sphinx end up in the louvre', 'provenance'],
      ['Who commissioned the Coronation of Napoleon?', 'commission'],
      ['when was it last cleaned', 'restoration'],
      ['who taught michelangelo', 'teacher'],
      ['where did leonardo die', 'death'],
      ['Where was Canova born?', 'birth'],
      ['how many rooms are there', 'count'],
      ['Who painted the Mona Lisa?', undefined],
    ];
    for (const [question, attribute] of cases) expect(attributeOf(question), question).toBe(attribute);
  });

  it('reads what a French question asks, typed with or without accents', () => {
    const cases: [string, Attribute | undefined][] = [
      ['Combien pèse la Victoire de Samothrace ?', 'weight'],
      ['combien pese la victoire de samothrace', 'weight'],
      ['Combien vaut la Joconde ?', 'price'],
      ['Michel-Ange était-il marié ?', 'family'],
      ['Quelle est la hauteur de la pyramide ?', 'size'],
      ['En quoi est faite la Vénus de Milo ?', 'material'],
      ['Qui a découvert la Victoire de Samothrace ?', 'discovery'],
      ['on a trouve ses bras ?', 'discovery'],
      ['Comment le Louvre a-t-il acquis le Sphinx ?', 'provenance'],
      ['Qui a commandé le Sacre ?', 'commission'],
      ['Quand a-t-on restauré la Victoire ?', 'restoration'],
      ['Qui était le maître de Léonard ?', 'teacher'],
      ['Où est mort Géricault ?', 'death'],
      ['Où est né Canova ?', 'birth'],
      ['Combien de tableaux le Louvre possède-t-il ?', 'count'],
    ];
    for (const [question, attribute] of cases) expect(attributeOf(question, 'fr'), question).toBe(attribute);
    // "Où se trouve…" asks where a work is: "trouve", a word of the language, is not a typo of "trouvée".
    const isWord = (word: string) => word === 'trouve';
    expect(readAttribute('Où se trouve la Joconde ?', expertLanguages.fr.attributes, isWord)).toBeUndefined();
    expect(readAttribute('Qui l’a trouvee ?', expertLanguages.fr.attributes, isWord)?.attribute).toBe(
      'discovery',
    );
  });

  it('reads what a Russian question asks, with ё or without', () => {
    const cases: [string, Attribute | undefined][] = [
      ['Сколько весит Ника Самофракийская?', 'weight'],
      ['Сколько стоит билет?', 'price'],
      ['Был ли Микеланджело женат?', 'family'],
      ['Какой высоты пирамида?', 'size'],
      ['Из чего сделана Венера Милосская?', 'material'],
      ['Кто нашёл Венеру?', 'discovery'],
      ['кто нашел венеру', 'discovery'],
      ['Как сфинкс попал в Лувр?', 'provenance'],
      ['Кто заказал «Коронацию»?', 'commission'],
      ['Когда реставрировали Нику?', 'restoration'],
      ['У кого учился Леонардо?', 'teacher'],
      ['Где умер Микеланджело?', 'death'],
      ['Где родился Канова?', 'birth'],
      ['Кто написал «Джоконду»?', undefined],
    ];
    for (const [question, attribute] of cases) expect(attributeOf(question, 'ru'), question).toBe(attribute);
  });

  it('reads what a count counts, past the little words, and not a count of time', () => {
    expect(read('how many paintings does the louvre have')).toMatchObject({
      attribute: 'count',
      counted: 'paintings',
    });
    expect(read('Combien d’œuvres le Louvre expose-t-il ?', 'fr')).toMatchObject({
      attribute: 'count',
      counted: 'œuvres',
    });
    expect(read('сколько всего картин в лувре', 'ru')).toMatchObject({
      attribute: 'count',
      counted: 'картин',
    });
    expect(read('сколько лет джоконде', 'ru')).toBeUndefined();
    // "Во сколько…" asks at what time.
    expect(read('Во сколько Лувр открывается?', 'ru')).toBeUndefined();
    expect(read('Combien de temps dure la visite ?', 'fr')).toBeUndefined();
  });
});

describe('which passages state an attribute', () => {
  const passage = (id: string, language: 'en' | 'fr' | 'ru' = 'en'): KnowledgePassage => {
    const found = knowledgeIn(language).find((item) => item.id === id);
    if (!found) throw new Error(id);
    return found;
  };
  const states = (id: string, attribute: Attribute, language: 'en' | 'fr' | 'ru' = 'en') =>
    statesAttribute(passage(id, language), attribute, expertLanguages[language].attributes);

  it('reads the attribute in the passage’s words, in each language', () => {
    expect(states('artwork:winged-victory:summary', 'size')).toBe(true);
    expect(states('artwork:winged-victory:summary', 'size', 'fr')).toBe(true);
    expect(states('artwork:winged-victory:summary', 'size', 'ru')).toBe(true);
    expect(states('artwork:great-sphinx:history-3', 'provenance', 'ru')).toBe(true);
    expect(states('artwork:winged-victory:fact-5', 'restoration', 'fr')).toBe(true);
    expect(states('artwork:winged-victory:summary', 'weight')).toBe(false);
  });

  it('leaves a person’s life to the artists’ passages and a location passage to where the work is', () => {
    // "the wife of the silk merchant" is the sitter's, not Leonardo's.
    expect(states('artwork:mona-lisa:summary', 'family')).toBe(false);
    expect(states('artist:leonardo-da-vinci:training', 'teacher')).toBe(true);
    expect(states('artwork:mona-lisa:location', 'size')).toBe(false);
  });
});

describe('the intent reading in the answer', () => {
  const experts = {
    en: new MuseumExpert(knowledgeIn('en'), 'en'),
    fr: new MuseumExpert(knowledgeIn('fr'), 'fr'),
    ru: new MuseumExpert(knowledgeIn('ru'), 'ru'),
  };

  it('says it does not know a weight, a marriage or a count no passage of the subject states', () => {
    const unknown: [keyof typeof experts, string][] = [
      ['en', 'How much does the Venus de Milo weigh?'],
      ['en', 'Was Leonardo da Vinci ever married?'],
      ['fr', 'Combien pèse le Grand Sphinx de Tanis ?'],
      ['fr', 'Jacques-Louis David avait-il des enfants ?'],
      ['ru', 'Сколько весит Венера Милосская?'],
      ['ru', 'Был ли женат Теодор Жерико?'],
    ];
    for (const [language, question] of unknown) {
      const answer = experts[language].answer(question);
      expect(answer.grounded, question).toBe(false);
      expect(answer.text, question).toBe(expertLanguages[language].unknownAnswer);
    }
  });

  it('leads with the passage of the subject that states what is asked', () => {
    expect(experts.en.answer('When did Jacques-Louis David die?').sources[0]).toBe(
      'artist:jacques-louis-david:napoleon',
    );
    expect(experts.fr.answer('Qui a formé Michel-Ange ?').sources[0]).toBe('artist:michelangelo:training');
    expect(experts.ru.answer('Сколько произведений показывает Лувр?').sources[0]).toBe(
      'museum:collection-size',
    );
  });
});
