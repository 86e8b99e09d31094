import { useQueryClient } from '@tanstack/react-query';
import type { Post } from '@artvoyage/contract';
import { imageSizes, mediaImageOf } from '@artvoyage/contract/constants';
import {
  Cloud,
  CloudRain,
  CloudSun,
  Heart,
  Leaf,
  Lightbulb,
  Lock,
  MapPin,
  MessageCircle,
  Pencil,
  Smile,
  Snowflake,
  Sparkles,
  Star,
  Sun,
  Trash2,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { Avatar } from '@/shared/ui/Avatar';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { showToast } from '@/shared/ui/toast-store';
import { Comments } from './Comments';
import { failureMessage } from './errors';
import { toggledLike } from './like-state';
import { RelativeTime } from './RelativeTime';
import { deletePost, setLiked } from './social-api';
import { refreshXp } from '@/shared/gamification/query-keys';
import type { Feed } from './useFeed';

const weatherIcons = { clear: CloudSun, sunny: Sun, cloudy: Cloud, rainy: CloudRain, snowy: Snowflake };
const moodIcons = { amazed: Sparkles, happy: Smile, inspired: Lightbulb, peaceful: Leaf };

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700';

/**
 * One post of the feed: author, time, text, photos, details, like and comments; Edit/Delete for its author.
 * `first`: the top post, whose photo is usually the page's largest paint, so it is fetched at once.
 */
export function PostCard({
  post,
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
  const auth = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const likeRequest = useRef(0);
  const own = auth.user !== null && auth.user.id === post.user_id;

  async function toggleLike() {
    if (auth.status !== 'signed-in') {
      openAuthDialog('signIn', 'like');
      return;
    }
    const before = { liked_by_user: post.liked_by_user, likes_count: post.likes_count };
    const shown = toggledLike(before);
    const request = ++likeRequest.current;
    feed.update(post.id, (current) => ({ ...current, ...shown }));
    try {
      const state = await setLiked(post.id, shown.liked_by_user);
      // Only the answer to the latest click counts; it carries everyone's likes.
      if (request === likeRequest.current) feed.update(post.id, (current) => ({ ...current, ...state }));
    } catch (error) {
      if (request !== likeRequest.current) return;
      feed.update(post.id, (current) => ({ ...current, ...before }));
      showToast({
        title: t('social.errorTitle'),
        description: t('social.likeError', { message: failureMessage(error) }),
        variant: 'destructive',
      });
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deletePost(post.id);
      setConfirmOpen(false);
      feed.remove(post.id);
      // The server took back the post's XP and any challenge it completed: every screen reads it again.
      void refreshXp(queryClient);
      showToast({ title: t('social.deleted'), description: t('social.deletedText') });
    } catch (error) {
      setDeleting(false);
      setConfirmOpen(false);
      showToast({
        title: t('social.errorTitle'),
        description: failureMessage(error),
        variant: 'destructive',
      });
    }
  }

  const WeatherIcon = post.weather ? weatherIcons[post.weather] : null;
  const MoodIcon = post.mood ? moodIcons[post.mood] : null;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="p-5 sm:p-6">
        {/* On a phone Edit and Delete move under the name rather than squeeze it: the name needs about
            ten characters' width before the buttons may sit beside it, and a longer name wraps. */}
        <header className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <Avatar name={post.author_name} />
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-semibold wrap-anywhere">
              <span className="sr-only">{t('social.post.postedBy', { name: post.author_name })}</span>
              <span aria-hidden>{post.author_name}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
              <RelativeTime date={post.created_at} />
              {!post.is_public && (
                <span className="inline-flex items-center gap-1 text-stone-700">
                  <Lock aria-hidden className="h-3.5 w-3.5" />
                  {t('social.post.private')}
                </span>
              )}
            </p>
          </div>
          {own && (
            <div className="ml-auto flex shrink-0 gap-1">
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-stone-100"
                onClick={onEdit}
              >
                <Pencil aria-hidden className="h-4 w-4" />
                {t('social.post.edit')}
              </button>
              <ConfirmDialog
                open={confirmOpen}
                onOpenChange={(open) => {
                  if (!deleting) setConfirmOpen(open);
                }}
                trigger={
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    {t('social.post.delete')}
                  </button>
                }
                title={t('social.post.deleteConfirm')}
                text={t('social.post.deleteConfirmText', { title: post.title })}
                confirmLabel={deleting ? t('social.post.deleting') : t('social.post.delete')}
                cancelLabel={t('social.post.cancel')}
                busy={deleting}
                onConfirm={() => void remove()}
              />
            </div>
          )}
        </header>

        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold break-words">
          {post.title}
        </h2>
        <Stars rating={post.travel_rating} />
        <p className="mt-3 break-words whitespace-pre-line text-stone-800">{post.content}</p>
      </div>

      {post.images.length > 0 && (
        <div className={`grid gap-1 ${post.images.length > 1 ? 'grid-cols-2' : ''}`}>
          {post.images.map((src) => (
            <PostPhoto key={src} src={src} alt={post.title} half={post.images.length > 1} first={first} />
          ))}
        </div>
      )}

      <div className="p-5 pt-4 sm:px-6">
        {(post.location_name || post.mood || post.weather) && (
          <ul className="flex flex-wrap gap-2 text-sm">
            {post.location_name && (
              <li className={chipClass}>
                <MapPin aria-hidden className="h-3.5 w-3.5" />
                <span className="sr-only">{t('social.post.locationLabel')} </span>
                {post.location_name}
              </li>
            )}
            {post.mood && MoodIcon && (
              <li className={chipClass}>
                <MoodIcon aria-hidden className="h-3.5 w-3.5" />
                {t('social.post.mood', { mood: t(`social.moods.${post.mood}`) })}
              </li>
            )}
            {post.weather && WeatherIcon && (
              <li className={chipClass}>
                <WeatherIcon aria-hidden className="h-3.5 w-3.5" />
                {t('social.post.weather', { weather: t(`social.weathers.${post.weather}`) })}
              </li>
            )}
          </ul>
        )}
        {post.tags.length > 0 && (
          <ul aria-label={t('social.post.tags')} className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="min-w-0 text-sm font-medium break-words text-accent-darker">
                #{tag}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-3">
          <button
            type="button"
            aria-pressed={post.liked_by_user}
            aria-label={t('social.post.like', { count: post.likes_count })}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition hover:bg-stone-100 ${
              post.liked_by_user ? 'text-red-700' : 'text-stone-700'
            }`}
            onClick={() => void toggleLike()}
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

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={t('social.post.rating', { rating })} className="mt-1 flex gap-0.5">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={`h-4 w-4 ${value <= rating ? 'fill-accent text-accent-dark' : 'text-stone-300'}`}
        />
      ))}
    </div>
  );
}

/**
 * One photo of a post. A photo of the media service (the seeded posts' artworks and landmarks) comes at
 * the width its slot needs; an uploaded photo as it was stored.
 */
function PostPhoto({ src, alt, half, first }: { src: string; alt: string; half: boolean; first: boolean }) {
  const media = mediaImageOf(src);
  const shared = {
    alt,
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'auto',
    decoding: 'async',
    className: `w-full bg-stone-100 object-cover ${half ? 'aspect-square' : 'aspect-[4/3] max-h-[32rem]'}`,
  } as const;
  return media ? (
    <ResponsiveImage
      kind={media.kind}
      id={media.id}
      sizes={half ? imageSizes.feedPhotoHalf : imageSizes.feedPhoto}
      {...shared}
    />
  ) : (
    <img src={src} {...shared} />
  );
}
