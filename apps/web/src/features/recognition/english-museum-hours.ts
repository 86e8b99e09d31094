import { museumLandmarkId } from '@artvoyage/contract';
import { landmarkById } from '@artvoyage/content';

/**
 * The museum's opening hours in English, as the server writes them on an artwork's result. Reading
 * them needs the English places (every landmark, about 27 KB gzip), so this module is imported
 * lazily, only when a result is shown in another language (museum-hours.ts).
 */
export const englishMuseumHours: string | null = landmarkById(museumLandmarkId)?.opening_hours ?? null;
