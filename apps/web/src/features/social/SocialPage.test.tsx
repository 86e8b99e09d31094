import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { authStorageKey } from '@/shared/auth/auth-boot';
import { changeLocale } from '@/shared/i18n';
import { feedPost } from '@/testing/fixtures';
import { pointPageAt, renderWithApp, setUpApiServer, testSession } from '@/testing/render';
import { feedKey } from './api/get-feed';
import SocialPage, { loader } from './SocialPage';

const server = setUpApiServer();

/** A feed page as an older or foreign server might send it: a post without its counters, a numeric cursor. */
function malformedPage() {
  const { likes_count: _likes, comments_count: _comments, ...post } = feedPost();
  return { posts: [post], nextCursor: 42 };
}

describe('SocialPage', () => {
  it('shows its load error, with Retry, when the feed comes back in another shape', async () => {
    server.answer('GET /api/v1/posts', () => ({ body: malformedPage() }));
    await renderWithApp(<SocialPage />, { server, groups: ['social'] });
    const note = await screen.findByText(/The travel feed could not be loaded/);
    expect(note.textContent).toContain('The server sent an answer this page cannot read.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so in French too', async () => {
    server.answer('GET /api/v1/posts', () => ({ body: '<!doctype html><title>Index</title>' }));
    await renderWithApp(<SocialPage />, { server, groups: ['social'] });
    await changeLocale('fr');
    try {
      expect((await screen.findByText(/réponse que cette page ne peut pas lire/)).textContent).toMatch(/\S/);
    } finally {
      await changeLocale('en');
    }
  });

  it('lists the posts of a well-formed answer', async () => {
    server.answer('GET /api/v1/posts', () => ({ body: { posts: [feedPost()], nextCursor: null } }));
    await renderWithApp(<SocialPage />, { server, groups: ['social'] });
    expect(await screen.findByRole('article', { name: feedPost().title })).toBeTruthy();
  });
});

describe("the feed route's loader", () => {
  it("asks for a visitor's first page at once, before the page has rendered", async () => {
    pointPageAt(server);
    localStorage.removeItem(authStorageKey);
    queryClient.clear();
    server.answer('GET /api/v1/posts', () => ({ body: { posts: [feedPost()], nextCursor: null } }));
    expect(loader()).toBeNull();
    // Started at once, not when a page renders and asks.
    expect(queryClient.isFetching({ queryKey: feedKey(null) })).toBe(1);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(feedKey(null))).toEqual({
      pages: [{ posts: [feedPost()], nextCursor: null }],
      pageParams: [null],
    });
    const [request, ...more] = server.received('GET /api/v1/posts');
    expect(more).toEqual([]);
    expect(request?.query.get('limit')).toBe('20');
    expect(request?.headers.authorization).toBeUndefined();
    queryClient.clear();
  });

  it('leaves the feed of someone signed in to the page, which knows who asks', () => {
    pointPageAt(server);
    localStorage.setItem(
      authStorageKey,
      JSON.stringify(testSession({ id: '00000000-0000-4000-8000-000000000001', email: 'a@example.org' })),
    );
    queryClient.clear();
    try {
      expect(loader()).toBeNull();
      expect(queryClient.isFetching()).toBe(0);
      expect(server.received('GET /api/v1/posts')).toEqual([]);
    } finally {
      localStorage.removeItem(authStorageKey);
    }
  });
});
