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
    notFoundTitle: 'Tour Not Found',
    notFoundText: 'There is no guided tour at this address.',
  },
} as const;
