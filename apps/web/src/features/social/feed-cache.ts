import type { FeedPage, Post } from '@artvoyage/contract';

/** The feed as TanStack Query keeps an infinite query: the pages loaded so far, newest first. */
export interface FeedData {
  pages: FeedPage[];
  pageParams: (string | null)[];
}

/** Every loaded post once (a post published while paging could otherwise show twice). */
export function feedPosts(data: FeedData | undefined): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** A just-published post goes on top of the first page. */
export function prependPost(data: FeedData | undefined, post: Post): FeedData | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return { pages: [{ posts: [post], nextCursor: null }], pageParams: [null] };
  const withoutCopy = first.posts.filter((item) => item.id !== post.id);
  return { ...data, pages: [{ ...first, posts: [post, ...withoutCopy] }, ...rest] };
}

/** Changes one post wherever it is loaded. */
export function updatePostIn(
  data: FeedData | undefined,
  id: string,
  change: (post: Post) => Post,
): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.posts.some((post) => post.id === id)
        ? { ...page, posts: page.posts.map((post) => (post.id === id ? change(post) : post)) }
        : page,
    ),
  };
}

export function removePostFrom(data: FeedData | undefined, id: string): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== id) })),
  };
}
