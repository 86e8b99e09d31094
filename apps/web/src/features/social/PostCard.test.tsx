import { type Comment, commentSchema, type Post } from '@artvoyage/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedPost, testProfile, traveller } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { PostCard } from './PostCard';
import { useFeed } from './useFeed';

/** The feed as the page keeps it, one card per post. */
function FeedOfCards() {
  const feed = useFeed();
  return feed.posts.map((post) => <PostCard key={post.id} post={post} feed={feed} onEdit={() => {}} />);
}

const comment = (changes: Partial<Comment>): Comment =>
  commentSchema.parse({
    id: 'comment-1',
    post_id: 'post-1',
    user_id: 'someone-else',
    author_name: 'Grace Hopper',
    content: 'Lovely!',
    created_at: '2026-11-01T10:00:00.000Z',
    ...changes,
  });

let posts: Post[];
const server = setUpApiServer({
  'GET /api/v1/profile': () => ({ body: testProfile() }),
  'GET /api/v1/posts': () => ({ body: { posts, nextCursor: null } }),
});

async function renderFeed(feed: Post[], signedIn = true) {
  posts = feed;
  await renderWithApp(<FeedOfCards />, {
    server,
    user: signedIn ? traveller : undefined,
    groups: ['social'],
  });
  return screen.findByRole('article', { name: feed[0]!.title });
}

describe('PostCard', () => {
  it("shows the post's details, and keeps the server's count after a like", async () => {
    const post = feedPost({ location_name: 'Paris', mood: 'inspired', tags: ['art'], likes_count: 4 });
    server.answer('PUT /api/v1/posts/post-1/like', () => ({ body: { liked_by_user: true, likes_count: 9 } }));
    const card = await renderFeed([post]);
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(card).getByText('Paris')).toBeTruthy();
    expect(within(card).getByText('Mood: Inspired')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('#art');

    fireEvent.click(within(card).getByRole('button', { name: 'Like (4 likes)' }));
    const liked = await within(card).findByRole('button', { name: 'Like (9 likes)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(server.received('PUT /api/v1/posts/post-1/like')).toHaveLength(1);
  });

  it('lets its author delete it after confirming', async () => {
    server.answer('DELETE /api/v1/posts/post-1', () => ({ status: 204 }));
    const card = await renderFeed([feedPost({}), feedPost({ id: 'post-2', title: 'Another day' })]);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your post and its comments were removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: feedPost({}).title })).toBeNull());
    expect(screen.getByRole('article', { name: 'Another day' })).toBeTruthy();
  });

  it('lists the comments and adds one, counting it on the post', async () => {
    let comments = [comment({})];
    server.answer('GET /api/v1/posts/post-1/comments', () => ({ body: comments }));
    server.answer('POST /api/v1/posts/post-1/comments', (request) => {
      const added = comment({
        id: 'comment-2',
        user_id: traveller.id,
        author_name: traveller.fullName!,
        content: (request.body as { content: string }).content,
      });
      comments = [...comments, added];
      return { status: 201, body: { ...added, newAchievements: [] } };
    });
    const card = await renderFeed([feedPost({ comments_count: 1 })]);
    fireEvent.click(within(card).getByRole('button', { name: '1 comment' }));
    expect(await within(card).findByText('Lovely!')).toBeTruthy();

    fireEvent.change(within(card).getByLabelText('Add a comment'), { target: { value: '  Agreed.  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Comment' }));
    expect(await within(card).findByRole('button', { name: '2 comments' })).toBeTruthy();
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.at(-1)).toMatch(/^Ada Lovelace.*Agreed\.$/);
    expect((within(card).getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
    expect(server.received('POST /api/v1/posts/post-1/comments')[0]?.body).toEqual({ content: 'Agreed.' });
    // Only one's own comment can be deleted.
    expect(within(card).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
  });

  it("keeps a refused comment with the server's reason", async () => {
    server.answer('GET /api/v1/posts/post-1/comments', () => ({ body: [] }));
    server.answer('POST /api/v1/posts/post-1/comments', () => ({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Comment is too long' } },
    }));
    const card = await renderFeed([feedPost({})]);
    fireEvent.click(within(card).getByRole('button', { name: '0 comments' }));
    expect(await within(card).findByText('No comments yet.')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Add a comment'), { target: { value: 'Hello' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Comment' }));

    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Your comment could not be sent: Comment is too long',
    );
    expect((within(card).getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('asks a visitor to sign in to comment, and shows no Edit or Delete', async () => {
    server.answer('GET /api/v1/posts/post-1/comments', () => ({ body: [] }));
    const card = await renderFeed([feedPost({})], false);
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: '0 comments' }));
    expect(await within(card).findByRole('button', { name: 'Sign in to comment' })).toBeTruthy();
    expect(within(card).queryByLabelText('Add a comment')).toBeNull();
  });
});
