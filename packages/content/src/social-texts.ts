import { samplePostCatalogue, type SamplePostEntry } from './gamification/catalogue';
import { textsById, type TextsById } from './i18n/translations';

export type SamplePostId = (typeof samplePostCatalogue)[number]['id'];

/** What a visitor reads of a Museum Team sample post; its photos, tags, rating and dates stay as stored. */
export type SamplePostTexts = Pick<SamplePostEntry, 'authorName' | 'title' | 'content' | 'locationName'>;

/** A language's texts of the feed's sample posts (visitors' own posts are shown as they wrote them). */
export interface SocialPack {
  readonly samplePosts: TextsById<SamplePostId, SamplePostTexts>;
}

/** The fields of a feed post that a translation replaces, as the API names them. */
interface ShownPost {
  readonly id: string;
  readonly user_id: string;
  readonly author_name: string;
  readonly title: string;
  readonly content: string;
  readonly location_name: string | null;
}

/** The account id the API gives the sample posts, which belong to no account. */
export const samplePostAuthorId = 'museum-team';

/**
 * A feed post in the visitor's language: a Museum Team sample post takes the pack's texts; any other
 * post, and every post in English (`pack` undefined), is shown as stored.
 */
export function localizePost<P extends ShownPost>(post: P, pack: SocialPack | undefined): P {
  if (!pack || post.user_id !== samplePostAuthorId || !Object.hasOwn(pack.samplePosts, post.id)) return post;
  const texts = pack.samplePosts[post.id as SamplePostId];
  return {
    ...post,
    author_name: texts.authorName,
    title: texts.title,
    content: texts.content,
    location_name: texts.locationName,
  };
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishSocialPack: SocialPack = {
  samplePosts: textsById(samplePostCatalogue, ({ authorName, title, content, locationName }) => ({
    authorName,
    title,
    content,
    locationName,
  })),
};
