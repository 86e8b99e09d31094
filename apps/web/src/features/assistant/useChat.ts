import type { AiChatResponse } from '@artvoyage/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '@/shared/api/http';
import { useLocale } from '@/shared/i18n/useLocale';
import { askAssistant } from './chat-api';
import {
  assistantMessage,
  buildHistory,
  canSend,
  chatLanguage,
  type ChatMessage,
  createIdSource,
  nextSessionId,
  pickSuggestions,
  sessionIdToSend,
  type SuggestionKey,
  userMessage,
} from './chat-logic';
import { errorText } from '@/shared/i18n';

/** What stays of the conversation while the visitor follows a link and comes back (this tab only). */
interface SavedChat {
  messages: ChatMessage[];
  sessionId: string | null;
  suggestions: SuggestionKey[];
  unreachable: boolean;
}

let saved: SavedChat | null = null;

/** Starts the next visit with a new conversation (tests). */
export function forgetChat(): void {
  saved = null;
}
const nextId = createIdSource('chat');

function initialChat(): SavedChat {
  return {
    messages: [assistantMessage(nextId(), '', Date.now(), 'welcome')],
    sessionId: null,
    suggestions: pickSuggestions(Math.random),
    unreachable: false,
  };
}

export interface Chat {
  messages: ChatMessage[];
  suggestions: SuggestionKey[];
  /** A message is on its way and no answer has finished. */
  pending: boolean;
  /** Waiting for the first words of the answer ("Assistant is typing..."). */
  typing: boolean;
  /** The last attempt could not reach the server. */
  unreachable: boolean;
  /** Sends a message; false when it was not sent (blank, too long, or another one pending). */
  send: (text: string) => boolean;
}

/**
 * The chat's state: starts with one welcome message; sending adds the visitor's
 * message and waits; the answer streams into a new assistant message; then the session id is kept and
 * the suggestions are replaced. A failure becomes "Sorry, an error occurred. Please try again."
 */
export function useChat(): Chat {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chat, setChat] = useState<SavedChat>(() => saved ?? initialChat());
  const [pending, setPending] = useState(false);
  const [typing, setTyping] = useState(false);
  const chatRef = useRef(chat);
  const pendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    chatRef.current = chat;
    saved = chat;
  }, [chat]);

  // Leaving the page drops an unfinished answer (the question stays in the saved conversation).
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = useCallback((change: (current: SavedChat) => SavedChat) => {
    setChat((current) => change(current));
  }, []);

  const failureText = useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
        // The server's own words when it gave some.
        const text = errorText(error);
        return text && !/^HTTP \d+$/.test(text) ? text : t('assistant.rateLimited');
      }
      return t('assistant.error');
    },
    [t],
  );

  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, pendingRef.current)) return false;
      const current = chatRef.current;
      const question = userMessage(nextId(), text, Date.now());
      const history = buildHistory(current.messages);
      const sessionId = sessionIdToSend(current.sessionId);
      update((chatNow) => ({ ...chatNow, messages: [...chatNow.messages, question] }));
      pendingRef.current = true;
      setPending(true);
      setTyping(true);

      const controller = new AbortController();
      abortRef.current = controller;
      const answerId = nextId();
      let streamed = '';
      const writeAnswer = (content: string, reply?: AiChatResponse) =>
        update((chatNow) => {
          const links = reply?.links ?? [];
          const exists = chatNow.messages.some((message) => message.id === answerId);
          const messages = exists
            ? chatNow.messages.map((message) =>
                message.id === answerId ? { ...message, content, links } : message,
              )
            : [...chatNow.messages, assistantMessage(answerId, content, Date.now(), 'reply', links)];
          return { ...chatNow, messages };
        });

      askAssistant(
        { message: text.trim(), history, sessionId, language: chatLanguage(locale) },
        {
          signal: controller.signal,
          onDelta: (piece) => {
            streamed += piece;
            setTyping(false);
            writeAnswer(streamed);
          },
        },
      )
        .then((reply) => {
          // Every provider failed: the fixed apology, in the visitor's language.
          const content = reply.source === 'fallback' ? t('assistant.fallbackReply') : reply.response;
          writeAnswer(content, reply);
          update((chatNow) => ({
            ...chatNow,
            sessionId: nextSessionId(chatNow.sessionId, reply.sessionId),
            suggestions: pickSuggestions(Math.random, chatNow.suggestions),
            unreachable: false,
          }));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Chat request failed', error);
          update((chatNow) => ({
            ...chatNow,
            // A half-written answer is dropped: the error message takes its place.
            messages: [
              ...chatNow.messages.filter((message) => message.id !== answerId),
              assistantMessage(answerId, failureText(error), Date.now(), 'error'),
            ],
            unreachable: error instanceof NetworkError,
          }));
        })
        .finally(() => {
          if (abortRef.current === controller) abortRef.current = null;
          if (controller.signal.aborted) return;
          pendingRef.current = false;
          setPending(false);
          setTyping(false);
        });
      return true;
    },
    [failureText, locale, t, update],
  );

  return {
    messages: chat.messages,
    suggestions: chat.suggestions,
    pending,
    typing,
    unreachable: chat.unreachable,
    send,
  };
}
