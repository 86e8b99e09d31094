import {
  type Post,
  type PostCreated,
  postCreatedSchema,
  type Profile,
  profileSchema,
} from '@artvoyage/contract';
import type { TestUser } from './render';

/*
 * Answers for the test server, checked against the contract's schemas (the same ones the real server
 * answers with), so a component test cannot pass on a shape the server would never send. Only tests
 * import this module: the zod schemas never reach the app's chunks through it.
 */

export const traveller: TestUser = {
  id: '0b5e3c1a-7d4f-4c2e-9a61-2f8d9e0c4b17',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
};

export function testProfile(changes: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    user_id: traveller.id,
    full_name: traveller.fullName,
    email: traveller.email,
    bio: null,
    avatar_url: null,
    travel_preferences: { interests: [], budget_level: 'medium', travel_style: 'cultural' },
    experience_points: 0,
    user_level: 1,
    languages: [],
    interests: [],
    favorite_destinations: [],
    total_trips: 0,
    countries_visited: 0,
    cities_visited: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...changes,
  });
}

export function testPost(changes: Partial<PostCreated> = {}): PostCreated {
  return postCreatedSchema.parse({
    id: 'post-1',
    user_id: traveller.id,
    title: 'A morning at the Louvre',
    content: 'Queued early, saw the Mona Lisa first.',
    images: [],
    location_name: null,
    tags: [],
    travel_rating: 5,
    mood: null,
    weather: null,
    is_public: true,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    author_name: traveller.fullName,
    likes_count: 0,
    comments_count: 0,
    liked_by_user: false,
    newAchievements: [],
    ...changes,
  });
}

/** A post as the feed lists it (no achievements). */
export function feedPost(changes: Partial<Post> = {}): Post {
  const { newAchievements: _unused, ...post } = testPost(changes);
  return post;
}
