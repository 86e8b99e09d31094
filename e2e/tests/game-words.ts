import type { Crossword, GamesPack, QuizzesPack } from '@artvoyage/content/games';
import frCrossword from '@artvoyage/content/locales/fr/crossword';
import frGames from '@artvoyage/content/locales/fr/games';
import frQuizzes from '@artvoyage/content/locales/fr/quizzes';
import ruCrossword from '@artvoyage/content/locales/ru/crossword';
import ruGames from '@artvoyage/content/locales/ru/games';
import ruQuizzes from '@artvoyage/content/locales/ru/quizzes';
import type { GameLabels } from './game-play';
import type { TranslatedLocale } from './language';

// What a player reads on the game screens in French and Russian: the content packs (questions,
// titles, clues) and the screens' own words, written out here so that a screen left in English, or in
// the wrong form, fails. (Spaces are compared as spaces: Playwright folds no-break spaces.)

export interface GameWords {
  readonly locale: TranslatedLocale;
  readonly labels: GameLabels;
  readonly games: GamesPack;
  readonly quizzes: QuizzesPack;
  readonly crossword: Crossword;
  /** The games index: its heading and the region of the cards. */
  readonly index: { readonly title: string; readonly cards: string };
  /** The link back from a game to the index. */
  readonly backToGames: string;
  /** Under every result, for a visitor. */
  readonly signInForXp: string;
  percent(value: number): string;
  /** A whole number as the language writes it: its digits grouped by its own no-break space. */
  number(value: number): string;
  readonly quiz: {
    readonly start: string;
    progress(current: number): string;
    score(score: number): string;
    /** Also what true or false says for a right answer. */
    readonly correct: string;
    correctAnswerWas(option: string): string;
    /** Read after an answer marked right. */
    readonly markCorrect: string;
    readonly next: string;
    readonly finish: string;
    readonly complete: string;
    readonly review: string;
    correctAnswer(answer: string): string;
    readonly tryAgain: string;
  };
  readonly trueFalse: {
    progress(current: number): string;
    readonly wrong: string;
    truth(isTrue: boolean): string;
  };
  readonly guess: {
    readonly introTiles: readonly string[];
    readonly start: string;
    question(current: number): string;
    score(score: number): string;
    readonly correct: string;
    readonly wrong: string;
    by(artist: string): string;
    fullAlt(title: string, artist: string): string;
    /** Read on the option marked right. */
    readonly answerCorrect: string;
    readonly next: string;
    readonly finish: string;
    readonly complete: string;
    readonly answeredRight: string;
    answeredWrong(answer: string): string;
    readonly playAgain: string;
  };
  readonly matching: {
    correct(artwork: string, artist: string): string;
    wrong(artwork: string, artist: string): string;
    readonly matchedMark: string;
    readonly banner: string;
    readonly results: string;
    efficiencyNote(correct: number, attempts: number): string;
    readonly lastAttempts: string;
    readonly correctAttempt: string;
    readonly playAgain: string;
  };
  readonly timeline: {
    readonly introTiles: readonly string[];
    readonly start: string;
    readonly hint: string;
    year(year: number): string;
    readonly check: string;
    readonly greatWork: string;
    scored(score: number): string;
    readonly complete: string;
    outOf(percent: number): string;
    youPlaced(title: string, year: string): string;
    readonly newTimeline: string;
  };
  readonly crosswordScreen: {
    readonly grid: string;
    readonly congratulations: string;
    completedIn(time: string): string;
    score(percent: number): string;
    readonly playAgain: string;
  };
  /** How a player may well type some answers: accents and hyphens the grid folds or ignores. */
  readonly typedAnswers: Readonly<Record<string, string>>;
}

/** Digits in threes: a narrow no-break space between them in French, a no-break space in Russian. */
const grouped = (value: number, space: string) => String(value).replace(/\B(?=(\d{3})+$)/g, space);
const frenchThousand = grouped(1000, '\u202f');
const russianThousand = grouped(1000, '\u00a0');

export const french: GameWords = {
  locale: 'fr',
  labels: {
    quizAnswers: 'Réponses',
    trueFalseAnswers: 'Votre réponse',
    true: 'Vrai',
    false: 'Faux',
    guessCrop: 'Un détail de l’œuvre à deviner',
    guessOptions: 'Titres possibles',
    matchingArtists: 'Artistes',
    matchingArtworks: 'Œuvres',
    yourTimeline: 'Votre frise',
    moveButton: (title, direction) => `${direction === 'up' ? 'Monter' : 'Descendre'} « ${title} »`,
    crosswordSquare: (row, col) => `Ligne ${row}, colonne ${col}, `,
    across: 'Horizontalement',
    down: 'Verticalement',
  },
  games: frGames,
  quizzes: frQuizzes,
  crossword: frCrossword,
  index: { title: 'Jeux éducatifs', cards: 'Tous les jeux' },
  backToGames: 'Retour aux jeux',
  signInForXp: 'Connectez-vous pour gagner des XP avec vos parties.',
  percent: (value) => `${value} %`,
  number: (value) => grouped(value, '\u202f'),
  quiz: {
    start: 'Commencer le quiz',
    progress: (current) => `Question ${current} sur 8`,
    score: (score) => `Score : ${score}`,
    correct: 'Correct ! Bravo !',
    correctAnswerWas: (option) => `La bonne réponse était : ${option}`,
    markCorrect: '(bonne réponse)',
    next: 'Question suivante',
    finish: 'Terminer le quiz',
    complete: 'Quiz terminé !',
    review: 'Revoir vos réponses',
    correctAnswer: (answer) => `Bonne réponse : ${answer}`,
    tryAgain: 'Rejouer',
  },
  trueFalse: {
    progress: (current) => `Affirmation ${current} sur 8`,
    wrong: 'Continuez d’apprendre ! Vous y arriverez la prochaine fois.',
    truth: (isTrue) => (isTrue ? 'Cette affirmation est vraie.' : 'Cette affirmation est fausse.'),
  },
  guess: {
    introTiles: ['8 œuvres', '30 secondes chacune', '100 points chacune'],
    start: 'Commencer le jeu',
    question: (current) => `Question ${current} sur 8`,
    score: (score) => `Score : ${score}`,
    correct: 'Bravo, bonne réponse !',
    wrong: 'Vous ferez mieux la prochaine fois !',
    by: (artist) => artist,
    fullAlt: (title, artist) => `${title}. ${artist}.`,
    answerCorrect: 'Bonne réponse',
    next: 'Œuvre suivante',
    finish: 'Voir les résultats',
    complete: 'Partie terminée !',
    answeredRight: 'Bonne réponse',
    answeredWrong: (answer) => `Mauvaise réponse : ${answer}`,
    playAgain: 'Rejouer',
  },
  matching: {
    correct: (artwork, artist) => `Bravo ! ${artwork} est bien de ${artist}.`,
    wrong: (artwork, artist) => `Réessayez : ${artwork} n’est pas de ${artist}.`,
    matchedMark: 'Paire trouvée',
    banner: 'Félicitations ! Vous avez trouvé les 10 paires !',
    results: 'Résultats',
    efficiencyNote: (correct, attempts) => `${correct} bonnes paires en ${attempts} tentatives`,
    lastAttempts: 'Les 3 dernières tentatives',
    correctAttempt: 'Correct',
    playAgain: 'Rejouer',
  },
  timeline: {
    introTiles: [
      '8 événements historiques',
      'Sans limite Prenez votre temps',
      `${frenchThousand} Score maximal`,
    ],
    start: 'Commencer le défi de la frise',
    hint: 'Classez les événements du plus ancien au plus récent',
    year: (year) => (year < 0 ? `${-year} av. J.-C.` : `${year} apr. J.-C.`),
    check: 'Vérifier ma frise',
    greatWork: 'Beau travail !',
    scored: (score) => `Vous avez obtenu ${score} points sur ${frenchThousand} !`,
    complete: 'Frise terminée !',
    outOf: (percent) => `sur ${frenchThousand} points (${percent} % dans le bon ordre)`,
    youPlaced: (title, year) => `Vous aviez placé : ${title} (${year})`,
    newTimeline: 'Nouvelle frise',
  },
  crosswordScreen: {
    grid: 'Grille de mots croisés',
    congratulations: 'Félicitations !',
    completedIn: (time) => `Vous avez terminé la grille en ${time}.`,
    score: (percent) => `Score : ${percent} %`,
    playAgain: 'Rejouer',
  },
  typedAnswers: { MOSAIQUE: 'mosaïque', CLAIROBSCUR: 'clair-obscur' },
};

export const russian: GameWords = {
  locale: 'ru',
  labels: {
    quizAnswers: 'Варианты ответа',
    trueFalseAnswers: 'Ваш ответ',
    true: 'Правда',
    false: 'Ложь',
    guessCrop: 'Фрагмент произведения, которое нужно угадать',
    guessOptions: 'Возможные названия',
    matchingArtists: 'Художники',
    matchingArtworks: 'Произведения',
    yourTimeline: 'Ваша хронология',
    moveButton: (title, direction) => `Переместить ${direction === 'up' ? 'выше' : 'ниже'}: ${title}`,
    crosswordSquare: (row, col) => `Строка ${row}, столбец ${col}, `,
    across: 'По горизонтали',
    down: 'По вертикали',
  },
  games: ruGames,
  quizzes: ruQuizzes,
  crossword: ruCrossword,
  index: { title: 'Обучающие игры', cards: 'Все игры' },
  backToGames: 'Назад к играм',
  signInForXp: 'Войдите, чтобы получать XP за игры.',
  percent: (value) => `${value}%`,
  number: (value) => grouped(value, '\u00a0'),
  quiz: {
    start: 'Начать викторину',
    progress: (current) => `Вопрос ${current} из 8`,
    score: (score) => `Счёт: ${score}`,
    correct: 'Верно! Отлично!',
    correctAnswerWas: (option) => `Правильный ответ: ${option}`,
    markCorrect: '(правильный ответ)',
    next: 'Следующий вопрос',
    finish: 'Завершить викторину',
    complete: 'Викторина завершена!',
    review: 'Разбор ответов',
    correctAnswer: (answer) => `Правильный ответ: ${answer}`,
    tryAgain: 'Сыграть снова',
  },
  trueFalse: {
    progress: (current) => `Утверждение ${current} из 8`,
    wrong: 'Продолжайте учиться! В следующий раз получится.',
    truth: (isTrue) => (isTrue ? 'Это утверждение верно.' : 'Это утверждение неверно.'),
  },
  guess: {
    introTiles: ['8 произведений', '30 секунд на каждое', '100 очков за каждое'],
    start: 'Начать игру',
    question: (current) => `Вопрос ${current} из 8`,
    score: (score) => `Счёт: ${score}`,
    correct: 'Верно! Отлично!',
    wrong: 'В следующий раз получится!',
    by: (artist) => artist,
    fullAlt: (title, artist) => `${title}. ${artist}.`,
    answerCorrect: 'Правильный ответ',
    next: 'Следующее произведение',
    finish: 'Посмотреть результаты',
    complete: 'Игра окончена!',
    answeredRight: 'Верно',
    answeredWrong: (answer) => `Неверно: ${answer}`,
    playAgain: 'Играть снова',
  },
  matching: {
    correct: (artwork, artist) => `Верно! Автор «${artwork}» — ${artist}.`,
    wrong: (artwork, artist) => `Попробуйте ещё: автор «${artwork}» — не ${artist}.`,
    matchedMark: 'Пара найдена',
    banner: 'Поздравляем! Вы нашли все 10 пар!',
    results: 'Результаты',
    efficiencyNote: (correct, attempts) => `Верных пар: ${correct}, попыток: ${attempts}`,
    lastAttempts: 'Последние 3 попытки',
    correctAttempt: 'Верно',
    playAgain: 'Играть снова',
  },
  timeline: {
    introTiles: [
      '8 исторических событий',
      'Без ограничений Не торопитесь',
      `${russianThousand} Максимум очков`,
    ],
    start: 'Начать испытание',
    hint: 'Расположите события от самого раннего к самому позднему',
    year: (year) => (year < 0 ? `${-year} г. до н. э.` : `${year} г. н. э.`),
    check: 'Проверить хронологию',
    greatWork: 'Отличная работа!',
    scored: (score) => `Вы набрали ${score} очков из ${russianThousand}!`,
    complete: 'Хронология готова!',
    outOf: (percent) => `из ${russianThousand} очков (${percent}% в правильном порядке)`,
    youPlaced: (title, year) => `Вы поставили: ${title} (${year})`,
    newTimeline: 'Новая хронология',
  },
  crosswordScreen: {
    grid: 'Сетка кроссворда',
    congratulations: 'Поздравляем!',
    completedIn: (time) => `Вы решили кроссворд за ${time}.`,
    score: (percent) => `Счёт: ${percent}%`,
    playAgain: 'Играть снова',
  },
  typedAnswers: {},
};

export const gameLanguages: readonly GameWords[] = [french, russian];
