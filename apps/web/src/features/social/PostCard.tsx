import type { Post } from '@artvoyage/contract';
import { localizePost } from '@artvoyage/content';
import { Heart, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentPack } from '@/shared/i18n';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { Comments } from './Comments';
import { PostHeader } from './PostHeader';
import { PostDetails, PostPhotos, Stars } from './PostParts';
import type { Feed } from './useFeed';
import { usePostActions } from './usePostActions';

/**
 * One post of the feed: author, time, text, photos, details, like and comments; Edit/Delete for its author.
 * `first`: the top post, whose photo is usually the page's largest paint, so it is fetched at once.
 */
export function PostCard({
  post: stored,
  feed,
  onEdit,
  first = false,
}: {
  post: Post;
  feed: Feed;
  onEdit: () => void;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const id = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const actions = usePostActions(stored, feed);
  // The Museum Team's sample posts read in the visitor's language; visitors' posts as they wrote them.
  const post = localizePost(stored, useContentPack('social'));

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="p-5 sm:p-6">
        <PostHeader post={post} actions={actions} onEdit={onEdit} />
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold break-words">
          {post.title}
        </h2>
        <Stars rating={post.travel_rating} />
        <p className="mt-3 break-words whitespace-pre-line text-stone-800">{post.content}</p>
      </div>

      <PostPhotos post={post} first={first} />

      <div className="p-5 pt-4 sm:px-6">
        <PostDetails post={post} />

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-3">
          <button
            type="button"
            aria-pressed={post.liked_by_user}
            aria-label={t('social.post.like', { count: post.likes_count })}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition hover:bg-stone-100 ${
              post.liked_by_user ? 'text-red-700' : 'text-stone-700'
            }`}
            onClick={() => void actions.toggleLike()}
          >
            <Heart aria-hidden className={`h-5 w-5 ${post.liked_by_user ? 'fill-current' : ''}`} />
            <span aria-hidden>{formatNumber(post.likes_count)}</span>
          </button>
          <button
            type="button"
            aria-expanded={commentsOpen}
            aria-controls={`${id}-comments`}
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-stone-700 transition hover:bg-stone-100"
            onClick={() => setCommentsOpen((open) => !open)}
          >
            <MessageCircle aria-hidden className="h-5 w-5" />
            {t('social.post.comments', { count: post.comments_count })}
          </button>
        </div>
        <div id={`${id}-comments`} hidden={!commentsOpen}>
          {commentsOpen && <Comments post={post} feed={feed} />}
        </div>
      </div>
    </article>
  );
}
