import type { Post } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import {
  canPublish,
  draftFromPost,
  emptyDraft,
  parseTags,
  toPostDraft,
  toPostUpdate,
  uploadPostData,
  weatherChoices,
} from './post-draft';

const post: Post = {
  id: '5a1e0000-0000-4000-8000-000000000002',
  user_id: 'museum-team',
  title: 'Victory at the top of the stairs',
  content: 'Climbing the Daru staircase...',
  images: ['/api/v1/media/artworks/winged-victory/800.webp'],
  location_name: 'Musée du Louvre, Paris',
  tags: ['sculpture', 'louvre'],
  travel_rating: 4,
  mood: 'amazed',
  weather: 'sunny',
  is_public: true,
  created_at: '2025-05-09T10:30:00.000Z',
  updated_at: '2025-05-09T10:30:00.000Z',
  author_name: 'Museum Team',
  likes_count: 3,
  comments_count: 1,
  liked_by_user: false,
};

describe('emptyDraft', () => {
  it('starts at rating 5, no mood or weather, public', () => {
    expect(emptyDraft()).toMatchObject({ rating: 5, mood: '', weather: '', isPublic: true, images: [] });
  });
});

describe('canPublish', () => {
  it('needs both title and content, spaces not counting', () => {
    expect(canPublish({ title: '', content: '' })).toBe(false);
    expect(canPublish({ title: 'Paris', content: '' })).toBe(false);
    expect(canPublish({ title: '   ', content: 'A day' })).toBe(false);
    expect(canPublish({ title: 'Paris', content: ' \n ' })).toBe(false);
    expect(canPublish({ title: ' Paris ', content: 'A day' })).toBe(true);
  });
});

describe('parseTags', () => {
  it('splits on commas and new lines, trims and drops empty pieces and leading #', () => {
    expect(parseTags(' art, #paris ,, museum\nseine ,')).toEqual(['art', 'paris', 'museum', 'seine']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , # ,')).toEqual([]);
  });

  it('keeps the first of duplicates, ignoring case', () => {
    expect(parseTags('Paris, paris, PARIS, Louvre')).toEqual(['Paris', 'Louvre']);
  });

  it('cuts tags to 40 characters and keeps at most 20', () => {
    expect(parseTags('x'.repeat(50))).toEqual(['x'.repeat(40)]);
    const many = Array.from({ length: 30 }, (_, i) => `tag${i}`).join(',');
    expect(parseTags(many)).toHaveLength(20);
    expect(parseTags(many).at(-1)).toBe('tag19');
  });
});

describe('toPostDraft', () => {
  it('trims, turns empty location and choices into null and parses the tags', () => {
    const body = toPostDraft({
      ...emptyDraft(),
      title: '  Sunset  ',
      content: '\n Gold on the Seine \n',
      location: '   ',
      tags: 'paris, seine, Paris',
      rating: 3,
    });
    expect(body).toEqual({
      title: 'Sunset',
      content: 'Gold on the Seine',
      images: [],
      location_name: null,
      tags: ['paris', 'seine'],
      travel_rating: 3,
      mood: null,
      weather: null,
      is_public: true,
    });
  });

  it('keeps chosen values, clamps the rating and caps the lengths', () => {
    const body = toPostDraft({
      ...emptyDraft(),
      title: 't'.repeat(250),
      content: 'c',
      location: ' Louvre ',
      rating: 9,
      mood: 'peaceful',
      weather: 'rainy',
      isPublic: false,
      images: Array.from({ length: 12 }, (_, i) => `/api/v1/uploads/${i}.webp`),
    });
    expect(body.title).toHaveLength(200);
    expect(body).toMatchObject({
      location_name: 'Louvre',
      travel_rating: 5,
      mood: 'peaceful',
      weather: 'rainy',
      is_public: false,
    });
    expect(body.images).toHaveLength(10);
    expect(toPostDraft({ ...emptyDraft(), rating: 0 }).travel_rating).toBe(1);
    expect(toPostDraft({ ...emptyDraft(), rating: Number.NaN }).travel_rating).toBe(5);
  });
});

describe('draftFromPost and toPostUpdate', () => {
  it('fill the edit dialog and give back the same post fields', () => {
    const draft = draftFromPost(post);
    expect(draft).toMatchObject({
      title: post.title,
      location: 'Musée du Louvre, Paris',
      tags: 'sculpture, louvre',
      rating: 4,
      mood: 'amazed',
      weather: 'sunny',
    });
    expect(toPostUpdate(draft)).toEqual({
      title: post.title,
      content: post.content,
      images: post.images,
      location_name: post.location_name,
      tags: post.tags,
      travel_rating: 4,
      mood: 'amazed',
      weather: 'sunny',
      is_public: true,
    });
  });

  it('reads a post without location, mood or weather as the empty choices', () => {
    const draft = draftFromPost({ ...post, location_name: null, mood: null, weather: null });
    expect(draft).toMatchObject({ location: '', mood: '', weather: '' });
  });
});

describe('uploadPostData', () => {
  it('is the metadata object sent with the photo upload', () => {
    const data = uploadPostData({ ...emptyDraft(), title: ' T ', content: 'C', tags: 'a,b', mood: 'happy' });
    expect(data).toEqual({
      title: 'T',
      content: 'C',
      location_name: null,
      tags: ['a', 'b'],
      rating: 5,
      mood: 'happy',
      weather: null,
      is_public: true,
    });
  });
});

describe('weatherChoices', () => {
  it('offers the four standard values, plus sunny only for a post that has it', () => {
    expect(weatherChoices('')).toEqual(['clear', 'cloudy', 'rainy', 'snowy']);
    expect(weatherChoices('sunny')).toEqual(['clear', 'cloudy', 'rainy', 'snowy', 'sunny']);
  });
});
