import {
  chatHistoryLength,
  chatLanguages,
  chatMessageMaxLength,
  type ChatHistoryMessage,
  type ChatLink,
} from '@artvoyage/contract';
import { chatSuggestionKeys } from '@artvoyage/content/chat-suggestions';

/*
 * The art-expert chat's rules, free of React and the network (see docs/product/ai.md): the suggestion
 * prompts, the history sent with a message, the blank-message rule and the session id.
 */

/** The ten fixed suggestion prompts (their texts are `assistant.suggestions.<key>`, from the content package). */
export const suggestionKeys = chatSuggestionKeys;
export type SuggestionKey = (typeof suggestionKeys)[number];

/** 4 to 6 random picks of the 10 prompts. */
export const minSuggestions = 4;
export const maxSuggestions = 6;

/** A source of numbers in [0, 1), like Math.random (injected so tests can fix the picks). */
export type RandomSource = () => number;

function randomIndex(random: RandomSource, length: number): number {
  const value = random();
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), 0.999_999_999) : 0;
  return Math.floor(safe * length);
}

/**
 * Picks 4 to 6 distinct prompts in random order (a partial Fisher-Yates shuffle). With `avoid` (the
 * prompts on screen), a new set differs from it whenever the prompts allow.
 */
export function pickSuggestions(
  random: RandomSource = Math.random,
  avoid: readonly SuggestionKey[] = [],
): SuggestionKey[] {
  const count = minSuggestions + randomIndex(random, maxSuggestions - minSuggestions + 1);
  const pool = [...suggestionKeys];
  const picked: SuggestionKey[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + randomIndex(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j] as SuggestionKey, pool[i] as SuggestionKey];
    picked.push(pool[i] as SuggestionKey);
  }
  if (sameSet(picked, avoid)) {
    // The same prompts again would not look "replaced": swap one for a prompt not on screen.
    const fresh = suggestionKeys.find((key) => !avoid.includes(key));
    if (fresh) picked[randomIndex(random, picked.length)] = fresh;
  }
  return picked;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

export type ChatRole = 'user' | 'assistant';

/** A chat message: id, type (user or assistant), content, timestamp; plus the pages a reply links to. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  links: ChatLink[];
  /**
   * 'welcome' for the greeting, 'error' for the failure message (neither is sent back as history),
   * 'reply' for an answer, 'question' for the visitor's message.
   */
  kind: 'welcome' | 'question' | 'reply' | 'error';
}

/** Makes message ids: unique within the page, stable for React keys. */
export function createIdSource(prefix = 'msg'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}

export function userMessage(id: string, content: string, timestamp: number): ChatMessage {
  return { id, role: 'user', content: content.trim(), timestamp, links: [], kind: 'question' };
}

export function assistantMessage(
  id: string,
  content: string,
  timestamp: number,
  kind: 'welcome' | 'reply' | 'error' = 'reply',
  links: ChatLink[] = [],
): ChatMessage {
  return { id, role: 'assistant', content, timestamp, links, kind };
}

/** Blank or whitespace-only messages are not sent. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** Whether a draft may be sent: not blank, not too long, and no request already pending. */
export function canSend(text: string, pending: boolean): boolean {
  return !pending && !isBlank(text) && text.trim().length <= chatMessageMaxLength;
}

/** The server accepts history texts of at most this many characters. */
const historyContentMax = 8000;

/**
 * The conversation before a new message, as the server wants it: the last 5 messages,
 * oldest first. Only questions and answers count: the greeting (a conversation then starts with the
 * visitor, as some providers require), error notes and empty texts (a reply cut off) are left out.
 */
export function buildHistory(
  messages: readonly ChatMessage[],
  limit: number = chatHistoryLength,
): ChatHistoryMessage[] {
  return messages
    .filter(
      (message) => (message.kind === 'question' || message.kind === 'reply') && !isBlank(message.content),
    )
    .slice(-limit)
    .map((message) => ({ role: message.role, content: message.content.trim().slice(0, historyContentMax) }));
}

const sessionIdPattern = /^(session|fallback)_\d{1,16}$/;

/**
 * The session id to send with the next message: the one the last reply carried, when it has the
 * server's shape ("session_{timestamp}" or "fallback_{timestamp}"); otherwise none, and the server
 * starts a session.
 */
export function sessionIdToSend(stored: string | null | undefined): string | undefined {
  return stored && sessionIdPattern.test(stored) ? stored : undefined;
}

/** The session id to keep after a reply: the reply's, or the one already kept if the reply had none. */
export function nextSessionId(stored: string | null, replied: string | null | undefined): string | null {
  return replied && sessionIdPattern.test(replied) ? replied : stored;
}

/** An answer's paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Only in-app paths may become links (never another origin or a script URL). */
export function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\s\\]/.test(path);
}

export type ChatLanguage = (typeof chatLanguages)[number];

/** The UI language as the server knows it ('fr-CA' -> 'fr'), English for anything else. */
export function chatLanguage(locale: string): ChatLanguage {
  const base = locale.toLowerCase().split('-')[0];
  return chatLanguages.find((language) => language === base) ?? 'en';
}

/** A message's time, e.g. "2:05 PM" or "14:05", in the active locale. */
export function formatMessageTime(timestamp: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(timestamp));
}
