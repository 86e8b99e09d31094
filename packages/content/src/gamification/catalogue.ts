import type { achievementCategories, achievementRarities } from '@artvoyage/contract/constants';

/*
 * The achievements, badges and the Museum Team's sample posts, as the database holds them. The server
 * writes them at start whenever this content changes (modules/gamification/catalogue-seed.ts), so a new
 * achievement or a corrected text needs no migration. Unlock rules live with the server
 * (modules/gamification/rules.ts), one per achievement id; other languages' names and descriptions live
 * with the web app's messages, keyed by the same ids.
 */

export interface AchievementEntry {
  /** A stable slug: accounts' unlocks refer to it. */
  id: string;
  name: string;
  description: string;
  /** A lucide icon name. */
  icon: string;
  pointsReward: number;
  category: (typeof achievementCategories)[number];
  rarity: (typeof achievementRarities)[number];
}

export const achievementCatalogue = [
  {
    id: 'first-steps',
    name: 'First Steps',
    description: 'Join ArtVoyage and begin your journey.',
    icon: 'footprints',
    pointsReward: 100,
    category: 'beginner',
    rarity: 'common',
  },
  {
    id: 'first-post',
    name: 'Storyteller',
    description: 'Publish your first post in the Travel Feed.',
    icon: 'pen-line',
    pointsReward: 50,
    category: 'social',
    rarity: 'common',
  },
  {
    id: 'ten-likes',
    name: 'Crowd Favourite',
    description: 'Receive ten likes on your posts.',
    icon: 'heart',
    pointsReward: 150,
    category: 'social',
    rarity: 'rare',
  },
  {
    id: 'first-comment',
    name: 'Conversation Starter',
    description: 'Write your first comment on a post.',
    icon: 'message-circle',
    pointsReward: 50,
    category: 'social',
    rarity: 'common',
  },
  {
    id: 'all-artworks',
    name: 'Culture Explorer',
    description: 'View all ten masterpieces of the collection.',
    icon: 'palette',
    pointsReward: 300,
    category: 'culture',
    rarity: 'epic',
  },
  {
    id: 'all-tours',
    name: 'Grand Tour',
    description: 'Complete all four guided tours.',
    icon: 'map',
    pointsReward: 300,
    category: 'culture',
    rarity: 'epic',
  },
  {
    id: 'first-itinerary',
    name: 'Trip Planner',
    description: 'Save your first itinerary to your account.',
    icon: 'route',
    pointsReward: 50,
    category: 'beginner',
    rarity: 'common',
  },
  {
    id: 'first-photo',
    name: 'Keen Eye',
    description: 'Recognise an artwork or landmark in your first photo.',
    icon: 'camera',
    pointsReward: 50,
    category: 'culture',
    rarity: 'common',
  },
  {
    id: 'first-game',
    name: 'Player One',
    description: 'Finish your first educational game.',
    icon: 'gamepad-2',
    pointsReward: 50,
    category: 'beginner',
    rarity: 'common',
  },
  {
    id: 'all-games',
    name: 'Game Master',
    description: 'Finish all eight educational games.',
    icon: 'trophy',
    pointsReward: 300,
    category: 'culture',
    rarity: 'epic',
  },
  {
    id: 'perfect-quiz',
    name: 'Flawless Scholar',
    description: 'Answer every question right in one of the three quizzes.',
    icon: 'trophy',
    pointsReward: 150,
    category: 'culture',
    rarity: 'rare',
  },
  {
    id: 'profile-complete',
    name: 'Portrait of a Traveler',
    description: 'Complete your profile: name, bio, a language and a favourite destination.',
    icon: 'user-check',
    pointsReward: 100,
    category: 'beginner',
    rarity: 'common',
  },
  {
    id: 'seven-visits',
    name: 'Regular Visitor',
    description: 'Visit ArtVoyage on seven different days.',
    icon: 'calendar-check',
    pointsReward: 150,
    category: 'beginner',
    rarity: 'rare',
  },
  {
    id: 'peak-conqueror',
    name: 'Peak Conqueror',
    description: 'Reach 1000 experience points.',
    icon: 'mountain',
    pointsReward: 300,
    category: 'points',
    rarity: 'epic',
  },
  {
    id: 'beacon-of-knowledge',
    name: 'Beacon of Knowledge',
    description: 'Reach level 5.',
    icon: 'lamp',
    pointsReward: 500,
    category: 'level',
    rarity: 'legendary',
  },
] as const satisfies readonly AchievementEntry[];

export type AchievementId = (typeof achievementCatalogue)[number]['id'];
export const achievementIds: readonly AchievementId[] = achievementCatalogue.map(({ id }) => id);

export interface BadgeEntry {
  id: string;
  name: string;
  description: string;
  icon: string;
  /** The badge's colour, as a CSS hex colour. */
  color: string;
}

export const badgeCatalogue = [
  {
    id: 'culture-explorer',
    name: 'Culture Explorer',
    description: 'Viewed every masterpiece of the collection.',
    icon: 'palette',
    color: '#7c3aed',
  },
  {
    id: 'tour-guide',
    name: 'Tour Guide',
    description: 'Completed every guided tour.',
    icon: 'map',
    color: '#0284c7',
  },
  {
    id: 'game-master',
    name: 'Game Master',
    description: 'Finished every educational game.',
    icon: 'trophy',
    color: '#d97706',
  },
  {
    id: 'crowd-favourite',
    name: 'Crowd Favourite',
    description: 'Posts that other travelers loved.',
    icon: 'heart',
    color: '#db2777',
  },
  {
    id: 'summit',
    name: 'Summit',
    description: 'Reached 1000 experience points.',
    icon: 'mountain',
    color: '#059669',
  },
  {
    id: 'beacon',
    name: 'Beacon',
    description: 'Reached level 5.',
    icon: 'lamp',
    color: '#ca8a04',
  },
] as const satisfies readonly BadgeEntry[];

export type BadgeId = (typeof badgeCatalogue)[number]['id'];

export interface SamplePostEntry {
  id: string;
  authorName: string;
  title: string;
  content: string;
  images: readonly string[];
  locationName: string;
  tags: readonly string[];
  travelRating: number;
  mood: string;
  weather: string;
  /** The time it is stored with, until the feed's first start dates it (see the server's sample-posts.ts). */
  seededAt: string;
}

/** The Museum Team's posts that open an empty feed (they belong to no account). */
export const samplePostCatalogue = [
  {
    id: '5a1e0000-0000-4000-8000-000000000001',
    authorName: 'Museum Team',
    title: 'Sunset on the Pont des Arts',
    content:
      'After closing time we crossed the Pont des Arts, the footbridge between the Louvre and the Institut de France. The sun went down beyond the Pont du Carrousel and turned the Seine gold: the perfect end to a day among masterpieces.',
    images: [],
    locationName: 'Pont des Arts, Paris',
    tags: ['paris', 'sunset', 'seine'],
    travelRating: 5,
    mood: 'peaceful',
    weather: 'clear',
    seededAt: '2025-05-02T19:45:00.000Z',
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000002',
    authorName: 'Museum Team',
    title: 'Victory at the top of the stairs',
    content:
      'Climbing the Daru staircase, the Winged Victory of Samothrace appears above you, wings spread as if she had just landed on the prow of her ship. Found on Samothrace in 1863, she has crowned the staircase since the 1880s.',
    images: ['/api/v1/media/artworks/winged-victory/800.webp'],
    locationName: 'Musée du Louvre, Paris',
    tags: ['sculpture', 'hellenistic', 'louvre'],
    travelRating: 5,
    mood: 'amazed',
    weather: 'sunny',
    seededAt: '2025-05-09T10:30:00.000Z',
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000003',
    authorName: 'Museum Team',
    title: 'Where Venus was found',
    content:
      'The Venus de Milo was unearthed by a farmer on the Aegean island of Milos in 1820. We followed her story to the island: the ancient theatre above Klima, whitewashed Plaka and a very blue sea.',
    images: ['/api/v1/media/artworks/venus-de-milo/800.webp'],
    locationName: 'Milos, Greece',
    tags: ['greece', 'islands', 'antiquity'],
    travelRating: 4,
    mood: 'inspired',
    weather: 'sunny',
    seededAt: '2025-05-16T16:00:00.000Z',
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000004',
    authorName: 'Museum Team',
    title: 'A rainy morning with Mona Lisa',
    content:
      "Rain is the best time to visit: the queue under the pyramid moves fast and the Salle des États is calmer early in the day. Leonardo's portrait hangs behind glass, facing Veronese's huge Wedding Feast at Cana across the room.",
    images: ['/api/v1/media/artworks/mona-lisa/800.webp'],
    locationName: 'Salle des États, Louvre',
    tags: ['renaissance', 'leonardo', 'tips'],
    travelRating: 5,
    mood: 'happy',
    weather: 'rainy',
    seededAt: '2025-05-23T09:15:00.000Z',
  },
] as const satisfies readonly SamplePostEntry[];
