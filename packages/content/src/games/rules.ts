// Business constants of the games (see docs/product/games.md).

/** Questions drawn from a quiz bank per play. */
export const QUIZ_QUESTIONS_PER_PLAY = 8;
/** The quizzes' time limit: 8:00 for the whole play. */
export const QUIZ_TIME_LIMIT_SECONDS = 480;
/** Used by the quiz screen when a quiz has no time limit. */
export const DEFAULT_QUIZ_TIME_LIMIT_SECONDS = 300;

export const GUESS_SECONDS_PER_QUESTION = 30;
/** The guessing timer turns red at this many seconds or fewer. */
export const GUESS_TIMER_WARNING_SECONDS = 10;

export const TRUE_FALSE_STATEMENTS_PER_PLAY = 8;
export const TRUE_FALSE_SECONDS_PER_QUESTION = 20;
export const TRUE_FALSE_TIMER_WARNING_SECONDS = 5;

export const MATCHING_POINTS_PER_PAIR = 100;
export const MATCHING_RESULTS_DELAY_MS = 1000;

export const TIMELINE_EVENTS_PER_PLAY = 8;
export const TIMELINE_MAX_SCORE = 1000;
export const TIMELINE_RESULTS_DELAY_MS = 1000;
