/** The gallery. */
export default {
  gallery: {
    title: 'Gallery',
    subtitle: 'Ten masterpieces, from ancient Egypt to Romantic France.',
    filters: 'Filter artworks',
    all: 'All Artworks',
    paintings: 'Paintings',
    sculptures: 'Sculptures',
    empty: 'No artworks found matching your filter.',
    count_one: '{{count, number}} artwork',
    count_other: '{{count, number}} artworks',
  },
} as const;
