import type { Comment, Post } from '@artvoyage/contract';
import { samplePostAuthorId } from '@artvoyage/content';
import type { postComments, travelPosts } from '../../db/schema';

export type PostRow = typeof travelPosts.$inferSelect;

const displayName = (profileName: string | null, stored: string | null) =>
  profileName?.trim() || stored?.trim() || 'Traveler';

/** A post as the API answers it: the author's current profile name wins over the one stored with it. */
export function postJson(row: PostRow, profileName: string | null, liked: boolean): Post {
  return {
    id: row.id,
    // Sample posts are seeded without an account; the web app knows them by this id.
    user_id: row.userId ?? samplePostAuthorId,
    title: row.title,
    content: row.content,
    images: row.images,
    location_name: row.locationName,
    tags: row.tags,
    travel_rating: row.travelRating,
    mood: row.mood as Post['mood'],
    weather: row.weather as Post['weather'],
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author_name: displayName(profileName, row.authorName),
    likes_count: row.likesCount,
    comments_count: row.commentsCount,
    liked_by_user: liked,
  };
}

export function commentJson(row: typeof postComments.$inferSelect, profileName: string | null): Comment {
  return {
    id: row.id,
    post_id: row.postId,
    user_id: row.userId,
    author_name: displayName(profileName, null),
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}
