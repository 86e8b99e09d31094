import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { feedPost } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import SocialPage from './SocialPage';

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
