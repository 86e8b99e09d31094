/** The guess game's screen (see docs/product/games.md). */
export default {
  intro: {
    howTo: 'Look closely at a detail of a masterpiece and pick its title before the time runs out.',
    artworks_one: '{{count, number}} artwork',
    artworks_other: '{{count, number}} artworks',
    seconds_one: '{{count, number}} second each',
    seconds_other: '{{count, number}} seconds each',
    points_one: '{{count, number}} point each',
    points_other: '{{count, number}} points each',
    start: 'Start Game',
  },
  question: 'Question {{current, number}} of {{total, number}}',
  prompt: 'Which artwork is this detail from?',
  score: 'Score: {{score, number}}',
  cropAlt: 'A detail of the artwork to guess',
  fullAlt: '{{title}} by {{artist}}',
  imageUnavailable: 'Image unavailable',
  options: 'Possible titles',
  showHint: 'Show Hint',
  hideHint: 'Hide Hint',
  hintLabel: 'Hint:',
  correct: 'Correct! Well done!',
  wrong: 'Try again next time!',
  answerCorrect: 'Correct answer',
  answerYours: 'Your answer',
  timedOut: "Time's up! The previous artwork counts as unanswered.",
  /**
   * The line under the revealed title. The artist text may be an attribution or an unknown maker
   * ("Attribuée à …", "Неизвестный скульптор"), so a language whose word for "by" cannot stand before
   * those shows the text alone, as a museum label does.
   */
  artistLine: 'by {{artist}}',
  next: 'Next Artwork',
  finish: 'See Results',
  results: {
    title: 'Game Complete!',
    score: 'Score',
    correct: 'Correct answers',
    accuracy: 'Accuracy',
    accuracyValue: '{{percent, number}}%',
    unanswered: 'Unanswered',
    review: 'Your answers',
    answeredRight: 'Correct',
    answeredWrong: 'Wrong: {{answer}}',
    timedOut: 'Unanswered',
    announce: 'Game complete! You scored {{score, number}} out of {{max, number}}.',
    playAgain: 'Play Again',
  },
} as const;
