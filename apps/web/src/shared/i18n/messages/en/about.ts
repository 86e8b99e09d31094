/** The About page. */
export default {
  about: {
    title: 'About This Virtual Tour',
    missionTitle: 'Our Mission',
    mission:
      'ArtVoyage makes ten masterpieces of a famous Paris museum approachable for everyone, wherever they are, and turns the curiosity they spark into real journeys.',
    experienceTitle: 'The Experience',
    experience:
      'Each of the 10 masterpieces has a high-resolution image you can zoom into, an audio guide with its transcript, its historical context, surprising facts and advice for seeing it in person.',
    educationTitle: 'Educational Purpose',
    education:
      'The tour is made for learning: students, teachers and travellers can explore art history at their own pace, then test what they learned with the educational games.',
    toursTitle: 'Guided Tour Options',
    tours: 'Follow one of our 4 curated routes, each a short walk of three or four artworks:',
    artworksTitle: 'The Masterpieces',
    disclaimerTitle: 'Disclaimer',
    disclaimer:
      'ArtVoyage is an educational project. It is not affiliated with, endorsed by or connected to the Louvre museum. Image credits and licences are shown on each artwork page.',
    seeTours: 'See the guided tours',
  },
} as const;
