import type { Post } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { feedPost } from '@/testing/fixtures';
import { type FeedData, feedPosts, prependPost, removePostFrom, updatePostIn } from './feed-cache';

const post = (id: string, title = id): Post => feedPost({ id, title });

const data: FeedData = {
  pages: [
    { posts: [post('a'), post('b')], nextCursor: 'c1' },
    { posts: [post('c')], nextCursor: null },
  ],
  pageParams: [null, 'c1'],
};

const ids = (value: FeedData | undefined) => feedPosts(value).map((item) => item.id);

describe('feed cache', () => {
  it('lists the loaded posts in order, each once', () => {
    expect(ids(data)).toEqual(['a', 'b', 'c']);
    const twice: FeedData = { ...data, pages: [...data.pages, { posts: [post('b')], nextCursor: null }] };
    expect(ids(twice)).toEqual(['a', 'b', 'c']);
    expect(feedPosts(undefined)).toEqual([]);
  });

  it('puts a new post on top, and makes a first page for an empty feed', () => {
    expect(ids(prependPost(data, post('n')))).toEqual(['n', 'a', 'b', 'c']);
    expect(ids(prependPost({ pages: [], pageParams: [] }, post('n')))).toEqual(['n']);
    expect(prependPost(undefined, post('n'))).toBeUndefined();
  });

  it('changes and removes one post wherever it is', () => {
    const changed = updatePostIn(data, 'c', (item) => ({ ...item, title: 'changed' }));
    expect(feedPosts(changed).map((item) => item.title)).toEqual(['a', 'b', 'changed']);
    expect(changed?.pages[0]).toBe(data.pages[0]);
    expect(ids(removePostFrom(data, 'a'))).toEqual(['b', 'c']);
  });
});
