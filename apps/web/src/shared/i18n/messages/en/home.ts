/** The home page. */
export default {
  home: {
    heroTitle: 'Travel through art',
    heroText:
      'Walk through ten masterpieces of a famous Paris museum with audio guides, follow curated tours, and plan journeys to the places that inspired them.',
    exploreGallery: 'Explore the Gallery',
    startTour: 'Choose a Guided Tour',
    featuredTitle: 'Featured Masterpieces',
    featuredText: 'Three highlights to begin with.',
    viewArtwork: 'View artwork',
    viewAll: 'View all 10 artworks',
    toursTitle: 'Curated Tours',
    toursText: 'Four routes through the collection, each a short walk with a story.',
    tourArtworks_one: '{{count, number}} artwork',
    tourArtworks_other: '{{count, number}} artworks',
    exploreTour: 'Explore tour',
    aboutTitle: 'About this virtual tour',
    aboutText:
      'ArtVoyage brings together 10 masterpieces and 4 curated routes. Each artwork has its story, its audio guide and ideas for a trip to the place it comes from.',
    learnMore: 'Learn more',
  },
} as const;
