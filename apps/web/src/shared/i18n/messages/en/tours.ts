/** The guided tours list and tour pages. */
export default {
  tours: {
    title: 'Guided Tours',
    subtitle: 'Choose a route through the collection and follow it artwork by artwork.',
    select: 'Select Tour',
    selected: 'Selected',
    panelTitle: '{{name}} Tour',
    duration:
      'This tour includes {{count, number}} artworks and takes approximately {{min, number}}-{{max, number}} minutes to complete.',
    startTour: 'Start Tour',
    allTours: 'All guided tours',
    chooseHint: 'Select a tour to see its artworks.',
    resumeTour: 'Resume tour (stop {{number, number}} of {{total, number}})',
    startOver: 'Start over',
    finish: {
      pageTitle: '{{name}} Tour complete',
      heading: 'You finished the {{name}} tour',
      summary: 'Summary',
      visited: 'Stops visited: {{visited, number}} of {{total, number}}',
      wasVisited: 'visited',
      notVisited: 'not visited yet',
      theme: 'Theme',
      xpTitle: 'Your XP',
      xpPending: 'Adding this tour’s XP to your account…',
      xpEarned: '+{{xp, number}} XP: the tour is in your account.',
      xpAlready: 'This tour’s {{xp, number}} XP are already in your account: each tour counts once.',
      xpIncomplete: 'Open every stop of this tour to earn its {{xp, number}} XP.',
      xpFailed: 'Your XP could not be added just now: {{reason}}',
      retry: 'Try again',
      signedOut:
        'This tour is worth {{xp, number}} XP. Sign in to keep your XP, climb the levels and earn achievements.',
      signIn: 'Sign in to keep your XP',
      again: 'Take this tour again',
    },
    notFoundTitle: 'Tour Not Found',
    notFoundText: 'There is no guided tour at this address.',
  },
} as const;
