import type { Post } from '@artvoyage/contract';
import { imageSizes, mediaImageOf } from '@artvoyage/contract/constants';
import {
  Cloud,
  CloudRain,
  CloudSun,
  Leaf,
  Lightbulb,
  MapPin,
  Smile,
  Snowflake,
  Sparkles,
  Star,
  Sun,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';

const weatherIcons = { clear: CloudSun, sunny: Sun, cloudy: Cloud, rainy: CloudRain, snowy: Snowflake };
const moodIcons = { amazed: Sparkles, happy: Smile, inspired: Lightbulb, peaceful: Leaf };

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700';

export function Stars({ rating }: { rating: number }) {
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

/** A post's photos: one wide, or two to a row. `first`: the top post's, fetched at once. */
export function PostPhotos({ post, first }: { post: Post; first: boolean }) {
  if (post.images.length === 0) return null;
  return (
    <div className={`grid gap-1 ${post.images.length > 1 ? 'grid-cols-2' : ''}`}>
      {post.images.map((src) => (
        <PostPhoto key={src} src={src} alt={post.title} half={post.images.length > 1} first={first} />
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

/** A post's place, mood and weather as chips, then its tags. */
export function PostDetails({ post }: { post: Post }) {
  const { t } = useTranslation();
  const WeatherIcon = post.weather ? weatherIcons[post.weather] : null;
  const MoodIcon = post.mood ? moodIcons[post.mood] : null;
  return (
    <>
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
    </>
  );
}
