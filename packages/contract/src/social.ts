import { z } from 'zod';
import { feedPageSize, postMoods, postWeathers } from './constants';
import { achievementSchema } from './gamification';

/*
 * The travel feed: posts (GET/POST /api/v1/posts, PATCH/DELETE /api/v1/posts/{id}), likes
 * (PUT/DELETE /api/v1/posts/{id}/like), comments (GET/POST /api/v1/posts/{id}/comments,
 * DELETE /api/v1/comments/{id}) and the photo-upload function (POST /functions/v1/photo-upload).
 */

const tagSchema = z.string().trim().min(1).max(40);

/** The editable fields of a post, without defaults (so an update leaves absent fields alone). */
const postFields = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  content: z.string().trim().min(1, 'Content is required').max(5000),
  images: z
    .array(z.string().max(500))
    .max(10)
    .describe(
      'URLs the photo-upload function returned to the caller (/api/v1/uploads/...); a photo leaves the ' +
        'server once no post of its uploader shows it',
    ),
  location_name: z.string().trim().max(200).nullable(),
  tags: z.array(tagSchema).max(20),
  travel_rating: z.number().int().min(1).max(5),
  mood: z.enum(postMoods).nullable(),
  weather: z.enum(postWeathers).nullable(),
  is_public: z.boolean(),
};

export const postDraftSchema = z
  .object({
    ...postFields,
    images: postFields.images.default([]),
    location_name: postFields.location_name.default(null),
    tags: postFields.tags.default([]),
    travel_rating: postFields.travel_rating.default(5),
    mood: postFields.mood.default(null),
    weather: postFields.weather.default(null),
    is_public: postFields.is_public.default(true),
  })
  .meta({ id: 'PostDraft' });
export type PostDraft = z.input<typeof postDraftSchema>;

/** PATCH body: only the fields given change (no defaults are filled in). */
export const postUpdateSchema = z.object(postFields).partial().meta({ id: 'PostUpdate' });
export type PostUpdate = z.input<typeof postUpdateSchema>;

export const postSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    title: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    location_name: z.string().nullable(),
    tags: z.array(z.string()),
    travel_rating: z.number().int(),
    mood: z.enum(postMoods).nullable(),
    weather: z.enum(postWeathers).nullable(),
    is_public: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    author_name: z.string(),
    likes_count: z.number().int().min(0),
    comments_count: z.number().int().min(0),
    /** False for visitors. */
    liked_by_user: z.boolean(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

/** What publishing answers: the post, plus the achievements it unlocked (for the toast). */
export const postCreatedSchema = postSchema
  .extend({ newAchievements: z.array(achievementSchema) })
  .meta({ id: 'PostCreated' });
export type PostCreated = z.infer<typeof postCreatedSchema>;

export const feedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(feedPageSize),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

export const feedPageSchema = z
  .object({ posts: z.array(postSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const likeStateSchema = z
  .object({ liked_by_user: z.boolean(), likes_count: z.number().int().min(0) })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;

export const commentDraftSchema = z
  .object({ content: z.string().trim().min(1, 'Comment cannot be empty').max(2000) })
  .meta({ id: 'CommentDraft' });

export const commentSchema = z
  .object({
    id: z.string(),
    post_id: z.string(),
    user_id: z.string(),
    author_name: z.string(),
    content: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** A post's comments, oldest first (GET /api/v1/posts/{id}/comments). */
export const commentListSchema = z.array(commentSchema);

/** What commenting answers: the comment, plus the achievements it unlocked. */
export const commentCreatedSchema = commentSchema
  .extend({ newAchievements: z.array(achievementSchema) })
  .meta({ id: 'CommentCreated' });
export type CommentCreated = z.infer<typeof commentCreatedSchema>;

/** The photo-upload body: the image as a data URL plus the post's metadata. */
export const photoUploadRequestSchema = z
  .object({
    imageData: z
      .string()
      .min(1)
      .max(15 * 1024 * 1024),
    fileName: z.string().trim().min(1).max(255),
    title: z.string().max(200).optional(),
    description: z.string().max(5000).optional(),
    postData: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'PhotoUploadRequest' });
export type PhotoUploadRequest = z.input<typeof photoUploadRequestSchema>;

export const photoUploadResponseSchema = z
  .object({ publicUrl: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'PhotoUploadResponse' });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
