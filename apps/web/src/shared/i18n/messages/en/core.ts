/**
 * Always loaded (English ships in the first bundle): the header, navigation, account corner and avatar
 * menu, footer, language switch, not-found page and toasts.
 */
export default {
  brand: {
    name: 'ArtVoyage',
    tagline: 'Art-inspired itinerary planner',
    taglineShort: 'Itinerary planner',
  },
  nav: {
    home: 'Home',
    gallery: 'Gallery',
    map: 'Map',
    aiPhoto: 'AI Photo',
    assistant: 'Assistant',
    social: 'Social Network',
    games: 'Educational Games',
    achievements: 'Achievements',
    gamification: 'Gamification',
    guidedTours: 'Guided Tours',
    about: 'About',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    main: 'Main navigation',
    mobile: 'Mobile navigation',
    skipToContent: 'Skip to content',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    profile: 'Profile',
    myItineraries: 'My Itineraries',
    signOut: 'Sign Out',
    accountMenuOf: 'Account menu: {{name}}',
    avatarLevel: 'Level {{level, number}} · {{xp, number}} XP',
  },
  pages: {
    profile: 'Profile',
    myItineraries: 'My Itineraries',
    accounts: 'Sign-in',
  },
  /** The artworks' destinations (their location tags), as the visitor's language names them. */
  language: {
    label: 'Language',
    en: 'English',
    fr: 'Français',
    ru: 'Русский',
  },
  footer: {
    about:
      'A virtual tour of ten masterpieces of a famous Paris museum, and journeys inspired by them. An educational project, not affiliated with the museum.',
    keyFeatures: 'Key Features',
    navigation: 'Navigation',
    features: {
      tour: 'Virtual museum tour',
      audio: 'Audio guides',
      itineraries: 'Art-inspired itineraries',
      recognition: 'AI photo recognition',
      chat: 'AI art expert chat',
      games: 'Educational games',
    },
    rights: '© {{year}} ArtVoyage. Educational project.',
  },
  errors: {
    somethingWentWrong: 'Something went wrong.',
    notFoundTitle: 'Page Not Found',
    notFoundText: 'The requested page does not exist or has been moved.',
    returnHome: 'Return to Home',
  },
  // Unlocks can happen on any screen, so their toast texts are always loaded.
  gamification: {
    unlockedTitle: 'Achievement unlocked: {{name}}',
    unlockedText: '{{description}} (+{{points, number}} XP)',
    unlockedManyTitle: '{{count, number}} achievements unlocked',
    unlockedManyText: '{{names}} (+{{points, number}} XP)',
  },
  // The offline banner and the update prompt belong to the shell (any screen).
  offline: {
    offlineTitle: 'You are offline',
    unreachableTitle: 'The ArtVoyage server cannot be reached',
    works:
      'Still available: the gallery, the artworks and their audio guides, the guided tours, the games and your itineraries on this device.',
    needsNetwork:
      'Needs a connection: sign-in, the map, the art-expert chat, photo recognition and the travel feed.',
  },
  update: {
    available: 'A new version is available',
    reload: 'Reload',
    later: 'Later',
  },
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
  // Sign-out lives in the avatar menu, so its error toast cannot wait for the auth group.
  auth: {
    signOutErrorTitle: 'Sign Out Error',
  },
} as const;
