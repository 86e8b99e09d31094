import { chatSuggestions } from '@artvoyage/content/chat-suggestions';
import type en from '../en/assistant';
import type { Translation } from '../../types';

/** Russian: the art-expert chat. Russian plurals: _one, _few, _many, _other. */
export default {
  assistant: {
    title: 'Спросите искусствоведа',
    subtitle: 'Вопросы о шедеврах, их авторах, истории музея или вашем визите',
    welcome:
      'Здравствуйте! Я ваш искусствовед. Спрашивайте о шедеврах Лувра и их авторах, об истории музея, наших экскурсиях или о том, как спланировать визит.',
    log: 'Беседа с искусствоведом',
    you: 'Вы',
    expert: 'Искусствовед',
    sentAt: 'Отправлено в {{time}}',
    typing: 'Ассистент печатает…',
    tryAsking: 'Попробуйте спросить:',
    inputLabel: 'Ваш вопрос искусствоведу',
    placeholder: 'Спросите об искусстве, истории или любом шедевре Лувра…',
    send: 'Отправить сообщение',
    keyboardHint: 'Enter — отправить, Shift+Enter — новая строка.',
    messageCount_one: '{{count, number}} сообщение',
    messageCount_few: '{{count, number}} сообщения',
    messageCount_many: '{{count, number}} сообщений',
    messageCount_other: '{{count, number}} сообщения',
    error: 'Извините, произошла ошибка. Пожалуйста, попробуйте ещё раз.',
    rateLimited: 'Слишком много вопросов за короткое время. Подождите минуту и попробуйте снова.',
    offline:
      'Искусствоведу нужен сервер ArtVoyage, а эта версия приложения работает без него. Галерея, экскурсии и игры по-прежнему доступны.',
    unreachable:
      'Искусствоведу нужен сервер ArtVoyage, но сейчас он недоступен. Проверьте подключение и попробуйте снова.',
    fallbackReply:
      'Приношу извинения, сейчас у меня технические трудности. Пожалуйста, попробуйте позже. А пока предлагаем совершить виртуальную экскурсию по шедеврам музея!',
    readMore: 'Подробнее в ArtVoyage',
    suggestions: chatSuggestions.ru,
  },
} satisfies Translation<typeof en>;
