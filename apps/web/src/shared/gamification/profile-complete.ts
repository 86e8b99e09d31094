import type { Profile } from '@artvoyage/contract';

type ProfileParts = Pick<Profile, 'full_name' | 'bio' | 'languages' | 'favorite_destinations'>;

/** The profile_completed rule: a name, a bio, at least one language and one favourite destination. */
export function isProfileComplete(profile: ProfileParts): boolean {
  const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';
  return (
    filled(profile.full_name) &&
    filled(profile.bio) &&
    (profile.languages ?? []).some(filled) &&
    (profile.favorite_destinations ?? []).some(filled)
  );
}
