import type { AiChatResponse } from '@artvoyage/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageGroups } from '@/shared/i18n';
import TravelAssistantPage from './TravelAssistantPage';
import { forgetChat } from './useChat';

beforeAll(async () => {
  await loadMessageGroups(['assistant']);
});
afterEach(() => {
  cleanup();
  forgetChat();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sse(reply: AiChatResponse, pieces: string[] = [reply.response]): Response {
  const text =
    pieces.map((piece) => `event: delta\ndata: ${JSON.stringify({ text: piece })}\n\n`).join('') +
    `event: done\ndata: ${JSON.stringify(reply)}\n\n`;
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

const reply = (response: string, extra: Partial<AiChatResponse> = {}): AiChatResponse => ({
  response,
  sessionId: 'session_1735826400000',
  source: 'museum-expert',
  links: [],
  ...extra,
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/travel-assistant', Component: TravelAssistantPage },
      { path: '/artwork/:id', Component: () => <h1>Artwork page</h1> },
    ],
    { initialEntries: ['/travel-assistant'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const input = () => screen.getByRole('textbox', { name: 'Your question for the art expert' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log', { name: 'Conversation with the art expert' });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('TravelAssistantPage', () => {
  it('starts with the welcome message, suggestions and a disabled send button', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ask the Art Expert' })).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(within(log()).getAllByTestId('assistant-message')).toHaveLength(1);
    expect(input().getAttribute('placeholder')).toBe('Ask about art, history, or any Louvre masterpiece...');
    expect(screen.getByText('Try asking:')).toBeTruthy();
    const chips = within(screen.getByTestId('suggestions')).getAllByRole('button');
    expect(chips.length).toBeGreaterThanOrEqual(4);
    expect(chips.length).toBeLessThanOrEqual(6);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('message-count').textContent).toBe('1 message');
  });

  it('streams an answer as plain-text paragraphs with in-app links, then keeps the session', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        sse(
          reply('<b>Géricault</b> painted it.\n\nIt shocked the Salon of 1819.', {
            links: [
              { label: 'The Raft of the Medusa', path: '/artwork/raft-medusa' },
              { label: 'Elsewhere', path: 'https://example.com/' },
            ],
          }),
          ['<b>Géricault</b> painted it.', '\n\nIt shocked the Salon of 1819.'],
        ),
      )
      .mockResolvedValueOnce(sse(reply('In 1819.', { sessionId: 'session_1735826400001' })));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage();

    type('  Who painted the Raft of the Medusa?  ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(within(log()).getAllByTestId('user-message')[0]?.textContent).toContain(
      'Who painted the Raft of the Medusa?',
    );
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect((input() as HTMLTextAreaElement).disabled).toBe(true);

    const answer = await waitFor(() => {
      const messages = within(log()).getAllByTestId('assistant-message');
      expect(messages).toHaveLength(2);
      expect(messages[1]?.textContent).toContain('1819');
      return messages[1] as HTMLElement;
    });
    await waitFor(() => expect((input() as HTMLTextAreaElement).disabled).toBe(false));
    // No HTML injection: the tags are text.
    expect(answer.querySelector('b')).toBeNull();
    // Two paragraphs of text, then the time.
    expect(
      within(answer)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      '<b>Géricault</b> painted it.',
      'It shocked the Salon of 1819.',
      expect.stringMatching(/^Art expert, \d{1,2}:\d{2}\s?[AP]M$/),
    ]);
    // Only the in-app link is shown.
    const links = within(answer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/artwork/raft-medusa']);
    expect(document.activeElement).toBe(input());
    expect(screen.getByTestId('message-count').textContent).toBe('3 messages');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/functions/v1/ai-chat/stream');
    expect(JSON.parse(init.body as string)).toEqual({
      message: 'Who painted the Raft of the Medusa?',
      history: [],
      language: 'en',
    });

    type('When?');
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await waitFor(() => expect(within(log()).getAllByTestId('assistant-message')).toHaveLength(3));
    const second = JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string);
    expect(second.sessionId).toBe('session_1735826400000');
    expect(second.history).toEqual([
      { role: 'user', content: 'Who painted the Raft of the Medusa?' },
      { role: 'assistant', content: '<b>Géricault</b> painted it.\n\nIt shocked the Salon of 1819.' },
    ]);

    await act(async () => {
      fireEvent.click(links[0] as HTMLElement);
    });
    expect(router.state.location.pathname).toBe('/artwork/raft-medusa');
  });

  it('does not send blank messages, nor on Shift+Enter', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    type('   \n ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    type('Where is the Winged Victory?');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(log()).queryAllByTestId('user-message')).toHaveLength(0);
  });

  it('sends a suggestion when it is chosen', async () => {
    const fetchMock = vi.fn().mockResolvedValue(sse(reply('An answer.')));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const chip = within(screen.getByTestId('suggestions')).getAllByRole('button')[0] as HTMLElement;
    const prompt = chip.textContent;
    fireEvent.click(chip);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string).message).toBe(
      prompt,
    );
    await waitFor(() => expect((input() as HTMLTextAreaElement).disabled).toBe(false));
  });

  it('turns a failure into the apology message and a 429 into the server’s words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response('{"error":{"code":"TOO_MANY_REQUESTS","message":"Slow down: 20 questions a minute."}}', {
          status: 429,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    type('Tell me about the Mona Lisa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() =>
      expect(within(log()).getAllByTestId('assistant-message').at(-1)?.textContent).toContain(
        'Sorry, an error occurred. Please try again.',
      ),
    );
    expect(screen.getByText(/needs the ArtVoyage server, which cannot be reached/)).toBeTruthy();

    await waitFor(() => expect((input() as HTMLTextAreaElement).disabled).toBe(false));
    type('Tell me about the Mona Lisa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() =>
      expect(within(log()).getAllByTestId('assistant-message').at(-1)?.textContent).toContain(
        'Slow down: 20 questions a minute.',
      ),
    );
    expect(within(log()).getAllByTestId('assistant-message')).toHaveLength(3);
  });
});
