/** The true/false quiz screen (profile-games spec sections 4 and 9); flow texts come from games.quiz. */
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
