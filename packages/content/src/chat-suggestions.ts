import type { Locale } from '@artvoyage/contract/locales';

/*
 * The art-expert chat's "Try asking" prompts, in each language: one source for the web's assistant
 * screen (its messages read them) and for the server's test that the museum expert answers each one,
 * grounded, in the language it is asked in.
 */

/** The ten fixed suggestion prompts. */
export const chatSuggestionKeys = [
  'raftOfMedusa',
  'oneHourTour',
  'wingedVictory',
  'monaLisa',
  'venusDeMilo',
  'libertyLeading',
  'psycheCupid',
  'weddingFeast',
  'coronationNapoleon',
  'greatSphinx',
] as const;
export type ChatSuggestionKey = (typeof chatSuggestionKeys)[number];

export const chatSuggestions = {
  en: {
    raftOfMedusa: 'Who painted the Raft of the Medusa and why is it famous?',
    oneHourTour: 'Which tour should I take with one hour?',
    wingedVictory: 'Where is the Winged Victory?',
    monaLisa: 'Tell me about the Mona Lisa',
    venusDeMilo: 'Why is the Venus de Milo missing her arms?',
    libertyLeading: 'What does Liberty Leading the People celebrate?',
    psycheCupid: 'Who sculpted Psyche Revived by Cupid’s Kiss?',
    weddingFeast: 'How big is The Wedding Feast at Cana?',
    coronationNapoleon: 'Who painted The Coronation of Napoleon?',
    greatSphinx: 'How old is the Great Sphinx of Tanis?',
  },
  fr: {
    raftOfMedusa: 'Qui a peint Le Radeau de la Méduse et pourquoi est-il célèbre ?',
    oneHourTour: 'Quelle visite choisir si j’ai une heure ?',
    wingedVictory: 'Où se trouve la Victoire de Samothrace ?',
    monaLisa: 'Parlez-moi de la Joconde',
    venusDeMilo: 'Pourquoi la Vénus de Milo n’a-t-elle plus de bras ?',
    libertyLeading: 'Que célèbre La Liberté guidant le peuple ?',
    psycheCupid: 'Qui a sculpté Psyché ranimée par le baiser de l’Amour ?',
    weddingFeast: 'Quelle est la taille des Noces de Cana ?',
    coronationNapoleon: 'Qui a peint Le Sacre de Napoléon ?',
    greatSphinx: 'Quel âge a le Grand Sphinx de Tanis ?',
  },
  ru: {
    raftOfMedusa: 'Кто написал «Плот „Медузы“» и чем он знаменит?',
    oneHourTour: 'Какую экскурсию выбрать, если у меня один час?',
    wingedVictory: 'Где находится Ника Самофракийская?',
    monaLisa: 'Расскажите о «Моне Лизе»',
    venusDeMilo: 'Почему у Венеры Милосской нет рук?',
    libertyLeading: 'Что прославляет «Свобода, ведущая народ»?',
    psycheCupid: 'Кто создал скульптуру «Психея, оживлённая поцелуем Амура»?',
    weddingFeast: 'Каков размер «Брака в Кане Галилейской»?',
    coronationNapoleon: 'Кто написал «Коронацию Наполеона»?',
    greatSphinx: 'Сколько лет Большому сфинксу из Таниса?',
  },
} as const satisfies { readonly [L in Locale]: Readonly<Record<ChatSuggestionKey, string>> };
