import type { Post, PostDraft, PostUpdate } from '@artvoyage/contract';
import { type PostMood, postMoods, type PostWeather, postWeathers } from '@artvoyage/contract/constants';

/** Limits of the post contract (packages/contract/src/social.ts), checked before anything is sent. */
export const postLimits = {
  title: 200,
  content: 5000,
  location: 200,
  tag: 40,
  tags: 20,
  images: 10,
} as const;

/** What the new-post and edit dialogs hold while the author types. */
export interface DraftForm {
  title: string;
  content: string;
  /** URLs the photo-upload function answered. */
  images: string[];
  location: string;
  /** As typed: comma-separated. */
  tags: string;
  rating: number;
  /** '' is the "Choose..." default. */
  mood: PostMood | '';
  weather: PostWeather | '';
  isPublic: boolean;
}

/** A fresh draft: rating 5, no mood or weather, public. */
export function emptyDraft(): DraftForm {
  return {
    title: '',
    content: '',
    images: [],
    location: '',
    tags: '',
    rating: 5,
    mood: '',
    weather: '',
    isPublic: true,
  };
}

/** The draft of an existing post, for the edit dialog. */
export function draftFromPost(post: Post): DraftForm {
  return {
    title: post.title,
    content: post.content,
    images: [...post.images],
    location: post.location_name ?? '',
    tags: post.tags.join(', '),
    rating: clampRating(post.travel_rating),
    mood: post.mood ?? '',
    weather: post.weather ?? '',
    isPublic: post.is_public,
  };
}

/** Publish is enabled once title and content are both filled, spaces not counting. */
export function canPublish(draft: Pick<DraftForm, 'title' | 'content'>): boolean {
  return draft.title.trim().length > 0 && draft.content.trim().length > 0;
}

/**
 * Tags from what was typed: split on commas (and new lines), trimmed, a leading # dropped, cut to 40
 * characters, duplicates (ignoring case) and empty ones left out, at most 20.
 */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of text.split(/[,\n]/)) {
    const tag = piece.trim().replace(/^#+/, '').trim().slice(0, postLimits.tag).trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === postLimits.tags) break;
  }
  return tags;
}

export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 5;
  return Math.min(5, Math.max(1, Math.round(value)));
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** The body of POST /api/v1/posts: trimmed, empty location as null, tags parsed. */
export function toPostDraft(draft: DraftForm): PostDraft {
  const location = draft.location.trim().slice(0, postLimits.location).trim();
  return {
    title: draft.title.trim().slice(0, postLimits.title),
    content: draft.content.trim().slice(0, postLimits.content),
    images: draft.images.slice(0, postLimits.images),
    location_name: location || null,
    tags: parseTags(draft.tags),
    travel_rating: clampRating(draft.rating),
    mood: oneOf(postMoods, draft.mood),
    weather: oneOf(postWeathers, draft.weather),
    is_public: draft.isPublic,
  };
}

/** The body of PATCH /api/v1/posts/{id}: every editable field, so the post becomes the draft. */
export function toPostUpdate(draft: DraftForm): PostUpdate {
  return toPostDraft(draft) as Required<PostDraft>;
}

/** The metadata object the photo-upload function receives with a photo: title, content, place, tags, rating, mood, weather, public. */
export function uploadPostData(draft: DraftForm): Record<string, unknown> {
  const body = toPostDraft(draft);
  return {
    title: body.title,
    content: body.content,
    location_name: body.location_name,
    tags: body.tags,
    rating: body.travel_rating,
    mood: body.mood,
    weather: body.weather,
    is_public: body.is_public,
  };
}

/** The weather choices: clear, cloudy, rainy and snowy, plus "sunny" when a post (a sample one) already has it. */
export function weatherChoices(current: PostWeather | ''): PostWeather[] {
  const offered: PostWeather[] = ['clear', 'cloudy', 'rainy', 'snowy'];
  return current && !offered.includes(current) ? [...offered, current] : offered;
}
