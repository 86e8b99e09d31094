/** The true/false quiz screen (see docs/product/games.md); flow texts come from games.quiz. */
export default {
  intro: {
    statements: 'Statements',
    perStatement: 'Seconds per statement',
    points: 'Points each',
  },
  progress: 'Statement {{current, number}} of {{total, number}}',
  answers: 'Your answer',
  true: 'True',
  false: 'False',
  wrong: "Keep learning! You'll get it next time.",
  answerTrue: 'This statement is true.',
  answerFalse: 'This statement is false.',
  timeUp: "Time's up! This statement counts as unanswered.",
} as const;
