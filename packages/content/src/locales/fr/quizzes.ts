import type { QuizzesPack } from '../../games/quiz-texts';
import { artistsKnowledgeTest } from './quizzes/artists-knowledge';
import { famousArtworksQuiz } from './quizzes/famous-artworks';
import { louvreHistoryQuiz } from './quizzes/louvre-history';

const quizzes: QuizzesPack = {
  quizzes: {
    'louvre-history-quiz': louvreHistoryQuiz,
    'famous-artworks-quiz': famousArtworksQuiz,
    'artists-knowledge-test': artistsKnowledgeTest,
  },
};

export default quizzes;
