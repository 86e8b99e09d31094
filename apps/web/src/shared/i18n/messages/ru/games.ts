import type en from '../en/games';
import type { Translation } from '../../types';
import quiz from './games/quiz';
import crossword from './games/crossword';
import guess from './games/guess';
import matching from './games/matching';
import trueFalse from './games/trueFalse';
import timeline from './games/timeline';

/** Russian: the games index and what the game screens share. */
export default {
  games: {
    index: {
      title: 'Обучающие игры',
      intro:
        'Проверьте и расширьте свои знания об искусстве и Лувре в восьми играх: викторины, кроссворд, хронология и другие.',
      gamesGrid: 'Все игры',
      play: 'Играть',
      players_one: '{{count, number}} игрок',
      players_few: '{{count, number}} игрока',
      players_many: '{{count, number}} игроков',
      players_other: '{{count, number}} игрока',
      stats: {
        title: 'В цифрах',
        games: 'Игры',
        questions: 'Вопросы',
        movements: 'Направления искусства',
        masterpieces: 'Шедевры',
      },
      learn: {
        title: 'Что вы узнаете',
        history: 'История искусства',
        historyText:
          'От античности до современного искусства: эпохи, направления и произведения, которые их определили.',
        biographies: 'Биографии художников',
        biographiesText: 'Жизнь великих живописцев и скульпторов, их учителя, соперники и покровители.',
        context: 'Культурный контекст',
        contextText:
          'Зачем и для кого создано произведение и как оно попало в музей, где вы видите его сегодня.',
      },
    },
    difficulty: {
      Easy: 'Легко',
      Medium: 'Средне',
      Hard: 'Сложно',
    },
    backToGames: 'Назад к играм',
    returnToGames: 'Вернуться к играм',
    notFound: {
      game: 'Игра не найдена',
      quiz: 'Викторина не найдена',
      crossword: 'Кроссворд не найден',
      text: 'Игра «{{gameId}}» не существует или была перемещена.',
    },
    xp: {
      earned: '+{{xp, number}} XP за эту игру',
      signIn: 'Войдите, чтобы получать XP за игры.',
      failed: 'Не удалось сохранить XP за эту игру: {{message}}',
      mismatched: 'Эта версия игры отличается от версии на сервере, поэтому XP за эту игру не начисляются.',
    },
    timer: {
      label: 'Осталось времени',
      warning_one: 'Осталась {{count, number}} секунда',
      warning_few: 'Осталось {{count, number}} секунды',
      warning_many: 'Осталось {{count, number}} секунд',
      warning_other: 'Осталось {{count, number}} секунды',
      timeUp: 'Время вышло!',
    },
    quiz,
    crossword,
    guess,
    matching,
    trueFalse,
    timeline,
  },
} satisfies Translation<typeof en>;
