import { describe, expect, it } from 'vitest';
import { samplePostCatalogue } from './gamification/catalogue';
import frSocial from './locales/fr/social';
import ruSocial from './locales/ru/social';
import { localizePost, samplePostAuthorId } from './social-texts';

const sample = samplePostCatalogue[1];
const asServed = {
  id: sample.id,
  user_id: samplePostAuthorId,
  author_name: sample.authorName,
  title: sample.title,
  content: sample.content,
  location_name: sample.locationName,
  likes_count: 3,
};

describe('localizePost', () => {
  it('gives a Museum Team sample post its texts in the visitor language, keeping everything else', () => {
    const french = localizePost(asServed, frSocial);
    expect(french).toMatchObject({
      author_name: 'L’équipe du musée',
      title: 'La Victoire en haut des marches',
      likes_count: 3,
      id: sample.id,
    });
    expect(localizePost(asServed, ruSocial).title).toBe('Ника на вершине лестницы');
  });

  it('shows English as stored, and a visitor’s post as written, even one reusing a sample id', () => {
    expect(localizePost(asServed, undefined)).toBe(asServed);
    const visitors = { ...asServed, user_id: '7d0c1f0e-0000-4000-8000-000000000009' };
    expect(localizePost(visitors, frSocial)).toBe(visitors);
    const unknown = { ...asServed, id: '5a1e0000-0000-4000-8000-000000000099' };
    expect(localizePost(unknown, frSocial)).toBe(unknown);
  });
});
