import type { Post } from '@artvoyage/contract';
import { useDeferredValue } from 'react';
import { PostCard } from './PostCard';
import type { Feed } from './useFeed';

/** How many posts are drawn with the feed's first paint: what a phone's screen shows, and a little more. */
export const firstPaintPosts = 3;

/**
 * The feed's posts. The first few are drawn at once; the whole page follows in a render React may
 * interrupt (a deferred value renders in a transition, in slices of a few milliseconds). Drawing 20
 * cards in one go was a single long task on a slow phone, right as the page became usable.
 */
export function PostList(props: { posts: readonly Post[]; feed: Feed; onEdit: (post: Post) => void }) {
  const shown = useDeferredValue(props.posts, props.posts.slice(0, firstPaintPosts));
  return (
    // One column that may be narrower than its content: a grid column is otherwise as wide as the
    // longest unbreakable word of a post (a pasted link), and the feed then overflows a phone's screen.
    <ul className="grid grid-cols-1 gap-6">
      {shown.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} feed={props.feed} first={index === 0} onEdit={() => props.onEdit(post)} />
        </li>
      ))}
    </ul>
  );
}
