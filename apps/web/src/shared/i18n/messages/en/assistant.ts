import { chatSuggestions } from '@artvoyage/content/chat-suggestions';

/** The art-expert chat (/travel-assistant). */
export default {
  assistant: {
    title: 'Ask the Art Expert',
    subtitle: 'Questions about the masterpieces, their artists, the museum’s history or your visit',
    welcome:
      'Hello! I’m your art expert. Ask me about the Louvre’s masterpieces and their artists, the museum’s history, our guided tours or how to plan your visit.',
    log: 'Conversation with the art expert',
    you: 'You',
    expert: 'Art expert',
    sentAt: 'Sent at {{time}}',
    typing: 'Assistant is typing...',
    tryAsking: 'Try asking:',
    inputLabel: 'Your question for the art expert',
    placeholder: 'Ask about art, history, or any Louvre masterpiece...',
    send: 'Send message',
    keyboardHint: 'Enter sends, Shift+Enter starts a new line.',
    messageCount_one: '{{count, number}} message',
    messageCount_other: '{{count, number}} messages',
    error: 'Sorry, an error occurred. Please try again.',
    rateLimited: 'Too many questions in a short time. Please wait a minute and try again.',
    offline:
      'The art expert needs the ArtVoyage server, and this version of the app runs without one. You can still explore the gallery, the guided tours and the games.',
    unreachable:
      'The art expert needs the ArtVoyage server, which cannot be reached right now. Check your connection and try again.',
    fallbackReply:
      "I apologize, but I am currently experiencing technical difficulties. Please try again later. Meanwhile, feel free to explore our virtual tour of the museum's masterpieces!",
    readMore: 'Read more in ArtVoyage',
    suggestions: chatSuggestions.en,
  },
} as const;
