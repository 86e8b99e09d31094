import { seededRandom } from '@artvoyage/content/games';
import { chatHistoryLength, chatMessageMaxLength } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  buildHistory,
  canSend,
  chatLanguage,
  type ChatMessage,
  createIdSource,
  formatMessageTime,
  isBlank,
  isInAppPath,
  maxSuggestions,
  minSuggestions,
  nextSessionId,
  paragraphs,
  pickSuggestions,
  sessionIdToSend,
  suggestionKeys,
  userMessage,
} from './chat-logic';

/** A fixed sequence of "random" numbers, repeated. */
const sequence =
  (...values: number[]) =>
  () => {
    const value = values.shift() ?? 0;
    values.push(value);
    return value;
  };

describe('suggestions', () => {
  it('are ten fixed prompts', () => {
    expect(suggestionKeys).toHaveLength(10);
    expect(new Set(suggestionKeys).size).toBe(10);
  });

  it('picks 4 to 6 distinct prompts, covering every count', () => {
    const random = seededRandom(42);
    const counts = new Set<number>();
    for (let run = 0; run < 500; run += 1) {
      const picked = pickSuggestions(random);
      counts.add(picked.length);
      expect(picked.length).toBeGreaterThanOrEqual(minSuggestions);
      expect(picked.length).toBeLessThanOrEqual(maxSuggestions);
      expect(new Set(picked).size).toBe(picked.length);
      for (const key of picked) expect(suggestionKeys).toContain(key);
    }
    expect([...counts].sort()).toEqual([4, 5, 6]);
  });

  it('uses the injected random source: the lowest numbers give 4, the highest 6', () => {
    expect(pickSuggestions(() => 0)).toEqual(suggestionKeys.slice(0, 4));
    expect(pickSuggestions(() => 0.9999)).toHaveLength(6);
    // Out-of-range values from a broken source are clamped, not thrown.
    expect(pickSuggestions(() => Number.NaN)).toHaveLength(4);
    expect(pickSuggestions(() => 1)).toHaveLength(6);
  });

  it('is the same for the same random sequence', () => {
    expect(pickSuggestions(seededRandom(7))).toEqual(pickSuggestions(seededRandom(7)));
  });

  it('never repeats the set on screen', () => {
    const onScreen = pickSuggestions(() => 0);
    const next = pickSuggestions(() => 0, onScreen);
    expect(next).toHaveLength(onScreen.length);
    expect(new Set(next).size).toBe(next.length);
    expect([...next].sort()).not.toEqual([...onScreen].sort());
  });

  it('may overlap the set on screen when it is not the same set', () => {
    const picked = pickSuggestions(sequence(0.5, 0.1, 0.2), ['raftOfMedusa']);
    expect(picked.length).toBeGreaterThanOrEqual(4);
  });
});

const at = (minute: number) => Date.UTC(2025, 0, 2, 14, minute);

function conversation(count: number): ChatMessage[] {
  const messages: ChatMessage[] = [assistantMessage('w', '', at(0), 'welcome')];
  for (let i = 1; i <= count; i += 1) {
    messages.push(
      i % 2 === 1
        ? userMessage(`u${i}`, `question ${i}`, at(i))
        : assistantMessage(`a${i}`, `answer ${i}`, at(i)),
    );
  }
  return messages;
}

describe('buildHistory', () => {
  it('sends the last 5 messages, oldest first, as role and content', () => {
    const history = buildHistory(conversation(8));
    expect(chatHistoryLength).toBe(5);
    expect(history).toEqual([
      { role: 'assistant', content: 'answer 4' },
      { role: 'user', content: 'question 5' },
      { role: 'assistant', content: 'answer 6' },
      { role: 'user', content: 'question 7' },
      { role: 'assistant', content: 'answer 8' },
    ]);
  });

  it('is empty at the start (the welcome message is not sent)', () => {
    expect(buildHistory(conversation(0))).toEqual([]);
    expect(buildHistory(conversation(1))).toEqual([{ role: 'user', content: 'question 1' }]);
  });

  it('leaves out error messages and empty answers', () => {
    const messages = [
      ...conversation(1),
      assistantMessage('e', 'Sorry, an error occurred. Please try again.', at(2), 'error'),
      userMessage('u3', 'again', at(3)),
      assistantMessage('a4', '   ', at(4)),
    ];
    expect(buildHistory(messages)).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'user', content: 'again' },
    ]);
  });

  it('keeps texts within what the server accepts', () => {
    const long = assistantMessage('a', 'x'.repeat(9000), at(1));
    expect(buildHistory([long])[0]?.content).toHaveLength(8000);
  });
});

describe('messages', () => {
  it('get unique ids', () => {
    const next = createIdSource('t');
    const ids = Array.from({ length: 50 }, next);
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toBe('t-1');
    // Another source (another chat) does not collide in shape with its own prefix.
    expect(createIdSource('other')()).toBe('other-1');
  });

  it('trim the visitor’s text and start without links', () => {
    expect(userMessage('1', '  Where is the Winged Victory?\n', 5)).toEqual({
      id: '1',
      role: 'user',
      content: 'Where is the Winged Victory?',
      timestamp: 5,
      links: [],
      kind: 'question',
    });
  });
});

describe('the blank-message rule', () => {
  it('treats empty and whitespace-only text as blank', () => {
    for (const text of ['', ' ', '\n\n', '\t \n ', '\u00a0']) expect(isBlank(text)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('allows sending only real text, within the limit, with nothing pending', () => {
    expect(canSend('Tell me about the Mona Lisa', false)).toBe(true);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('Tell me about the Mona Lisa', true)).toBe(false);
    expect(canSend('a'.repeat(chatMessageMaxLength), false)).toBe(true);
    expect(canSend('a'.repeat(chatMessageMaxLength + 1), false)).toBe(false);
  });
});

describe('session ids', () => {
  it('sends none at first and the server’s afterwards', () => {
    expect(sessionIdToSend(null)).toBeUndefined();
    expect(sessionIdToSend('session_1735826400000')).toBe('session_1735826400000');
    expect(sessionIdToSend('fallback_1735826400000')).toBe('fallback_1735826400000');
    expect(sessionIdToSend('not-a-session')).toBeUndefined();
  });

  it('keeps the id of the latest reply, or the one it had', () => {
    expect(nextSessionId(null, 'session_1')).toBe('session_1');
    expect(nextSessionId('session_1', 'session_2')).toBe('session_2');
    expect(nextSessionId('session_1', 'fallback_3')).toBe('fallback_3');
    expect(nextSessionId('session_1', undefined)).toBe('session_1');
    expect(nextSessionId('session_1', '<script>')).toBe('session_1');
  });
});

describe('answers', () => {
  it('are split into paragraphs on blank lines', () => {
    expect(paragraphs('One.\n\nTwo.\n  \nThree\nstill three.\n\n')).toEqual([
      'One.',
      'Two.',
      'Three\nstill three.',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('link only to pages of the app', () => {
    expect(isInAppPath('/artwork/raft-medusa')).toBe(true);
    expect(isInAppPath('/guided-tours/french')).toBe(true);
    expect(isInAppPath('https://example.com')).toBe(false);
    expect(isInAppPath('//example.com/x')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
    expect(isInAppPath('/\\example.com')).toBe(false);
  });
});

describe('locale', () => {
  it('maps the UI language to the server’s', () => {
    expect(chatLanguage('fr')).toBe('fr');
    expect(chatLanguage('ru-RU')).toBe('ru');
    expect(chatLanguage('en-GB')).toBe('en');
    expect(chatLanguage('de')).toBe('en');
  });

  it('formats times in the active locale', () => {
    const time = Date.UTC(2025, 0, 2, 14, 5);
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(time));
    expect(formatMessageTime(time, 'en')).toBe(expected('en'));
    expect(formatMessageTime(time, 'fr')).toBe(expected('fr'));
    expect(formatMessageTime(time, 'en')).toMatch(/[AP]M/);
    expect(formatMessageTime(time, 'fr')).not.toMatch(/[AP]M/);
  });
});
