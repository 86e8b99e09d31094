import type { Post } from '@artvoyage/contract';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { feedPost } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { firstPaintPosts, PostList } from './PostList';
import { useFeed } from './useFeed';

const posts: Post[] = Array.from({ length: 20 }, (_, index) =>
  feedPost({ id: `post-${index + 1}`, title: `Day ${index + 1} in Paris` }),
);
const server = setUpApiServer({
  'GET /api/v1/posts': () => ({ body: { posts, nextCursor: null } }),
});

/** The number of cards in the document after each commit of the list. */
const cardsAtCommit: number[] = [];

function Feed() {
  const feed = useFeed();
  if (feed.posts.length === 0) return null;
  return (
    <Profiler id="feed" onRender={() => cardsAtCommit.push(document.querySelectorAll('article').length)}>
      <PostList posts={feed.posts} feed={feed} onEdit={() => {}} />
    </Profiler>
  );
}

describe('PostList', () => {
  it('draws the first posts at once and the whole page in a later render', async () => {
    await renderWithApp(<Feed />, { server, groups: ['social'] });
    await screen.findByRole('article', { name: 'Day 20 in Paris' });
    expect(cardsAtCommit[0]).toBe(firstPaintPosts);
    expect(cardsAtCommit.at(-1)).toBe(20);
    // Newest first, as the server sent them.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(20);
    expect(cards[0]?.textContent).toContain('Day 1 in Paris');
    expect(cards[19]?.textContent).toContain('Day 20 in Paris');
  });
});
