import type { AchievementId } from '@artvoyage/content/gamification';

/** The achievements screen (/achievements and /gamification). */
export default {
  achievements: {
    title: 'Achievement System',
    intro:
      'Earn experience points as you explore the collection: unlock achievements, climb the leaderboard and take on weekly challenges.',
    loading: 'Loading achievement system...',
    signedOut: {
      title: 'Sign in to track your progress',
      text: 'Your experience points, achievements, rank and weekly challenges are kept with your account. Sign in or create an account to start earning them.',
      signIn: 'Sign In',
      signUp: 'Create an account',
      offline: 'Accounts are not available in offline mode, so achievements cannot be tracked here.',
    },
    card: {
      traveler: 'Traveler',
      level: 'Level {{level, number}}',
      xp: '{{xp, number}} XP',
      toNextLevel: 'To next level',
      progressValue: '{{current, number}}/{{total, number}} XP',
      profileError: 'Your experience points could not be loaded right now.',
    },
    stats: {
      label: 'Your statistics',
      achievements: 'Achievements',
      posts: 'Posts',
      trips: 'Trips',
      countries: 'Countries',
      error: 'Your statistics could not be loaded right now. Please try again later.',
    },
    tabs: {
      label: 'Achievement system sections',
      achievements: 'Achievements',
      leaderboard: 'Leaderboard',
      challenges: 'Challenges',
    },
    list: {
      earned: 'Earned',
      locked: 'Locked',
      noneEarned: 'Nothing earned yet: explore the collection to unlock your first achievement.',
      noneLocked: 'You have unlocked every achievement. Bravo!',
      earnedOn: 'Earned {{date}}',
      notYet: 'Not unlocked yet',
      points: '{{points, number}} XP',
      rarityLabel: 'Rarity:',
      categoryLabel: 'Category:',
      loading: 'Loading achievements…',
      error: 'The achievements could not be loaded right now. Please try again later.',
    },
    rarity: {
      common: 'Common',
      rare: 'Rare',
      epic: 'Epic',
      legendary: 'Legendary',
    },
    category: {
      beginner: 'Beginner',
      culture: 'Culture',
      social: 'Social',
      points: 'Points',
      level: 'Level',
    },
    leaderboard: {
      title: 'Top travelers',
      caption: 'The ten travelers with the most experience points',
      rank: 'Rank',
      name: 'Traveler',
      level: 'Level',
      points: 'Points',
      you: 'You',
      gold: 'Gold, first place',
      silver: 'Silver, second place',
      bronze: 'Bronze, third place',
      empty: 'No one is on the leaderboard yet.',
      notListed: 'You are not in the top 10 yet: keep exploring to climb the leaderboard.',
      loading: 'Loading leaderboard…',
      error: 'The leaderboard could not be loaded right now. Please try again later.',
    },
    challenges: {
      title: 'Weekly challenges',
      intro: 'New challenges every Monday. Complete them before the week ends to earn bonus XP.',
      progress: '{{progress, number}}/{{total, number}}',
      progressLabel: 'Progress',
      reward: '+{{reward, number}} XP',
      difficulty: {
        easy: 'Easy',
        medium: 'Medium',
        hard: 'Hard',
      },
      completed: 'Completed',
      daysLeft_one: '{{count, number}} day left',
      daysLeft_other: '{{count, number}} days left',
      hoursLeft_one: '{{count, number}} hour left',
      hoursLeft_other: '{{count, number}} hours left',
      minutesLeft_one: '{{count, number}} minute left',
      minutesLeft_other: '{{count, number}} minutes left',
      ended: 'Ending now',
      empty: 'There are no challenges this week.',
      loading: 'Loading challenges…',
      error: 'The challenges could not be loaded right now. Please try again later.',
    },
    // Names and descriptions by id, for the other languages; English shows the server's own texts.
    catalogue: {
      'first-steps': {
        name: 'First Steps',
        description: 'Join ArtVoyage and begin your journey.',
      },
      'first-post': {
        name: 'Storyteller',
        description: 'Publish your first post in the Travel Feed.',
      },
      'ten-likes': {
        name: 'Crowd Favourite',
        description: 'Receive ten likes on your posts.',
      },
      'first-comment': {
        name: 'Conversation Starter',
        description: 'Write your first comment on a post.',
      },
      'all-artworks': {
        name: 'Culture Explorer',
        description: 'View all ten masterpieces of the collection.',
      },
      'all-tours': {
        name: 'Grand Tour',
        description: 'Complete all four guided tours.',
      },
      'first-itinerary': {
        name: 'Trip Planner',
        description: 'Save your first itinerary to your account.',
      },
      'first-photo': {
        name: 'Keen Eye',
        description: 'Recognise an artwork or landmark in your first photo.',
      },
      'first-game': {
        name: 'Player One',
        description: 'Finish your first educational game.',
      },
      'all-games': {
        name: 'Game Master',
        description: 'Finish all eight educational games.',
      },
      'perfect-quiz': {
        name: 'Flawless Scholar',
        description: 'Answer every question right in one of the three quizzes.',
      },
      'profile-complete': {
        name: 'Portrait of a Traveler',
        description: 'Complete your profile: name, bio, a language and a favourite destination.',
      },
      'seven-visits': {
        name: 'Regular Visitor',
        description: 'Visit ArtVoyage on seven different days.',
      },
      'peak-conqueror': {
        name: 'Peak Conqueror',
        description: 'Reach 1000 experience points.',
      },
      'beacon-of-knowledge': {
        name: 'Beacon of Knowledge',
        description: 'Reach level 5.',
      },
    } satisfies Record<AchievementId, { name: string; description: string }>,
    // Badges are shown on the profile; each comes with one achievement.
    badgeCatalogue: {
      'culture-explorer': {
        name: 'Culture Explorer',
        description: 'Viewed every masterpiece of the collection.',
      },
      'tour-guide': {
        name: 'Tour Guide',
        description: 'Completed every guided tour.',
      },
      'game-master': {
        name: 'Game Master',
        description: 'Finished every educational game.',
      },
      'crowd-favourite': {
        name: 'Crowd Favourite',
        description: 'Posts that other travelers loved.',
      },
      summit: {
        name: 'Summit',
        description: 'Reached 1000 experience points.',
      },
      beacon: {
        name: 'Beacon',
        description: 'Reached level 5.',
      },
    },
    challengeCatalogue: {
      'weekly-artworks': {
        title: 'Gallery Wanderer',
        description: 'View 5 different artworks this week.',
      },
      'weekly-games': {
        title: 'Game Night',
        description: 'Finish 3 games this week.',
      },
      'weekly-posts': {
        title: 'Travel Storyteller',
        description: 'Publish 2 posts in the Travel Feed this week.',
      },
    },
  },
} as const;
