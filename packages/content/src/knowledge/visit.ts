import { findTour } from '../catalogue';
import { artworkPath, links, tourPath } from './routes';
import { tourDurationPhrase } from './tours';
import { entry, written, type WrittenEntry } from './written';

/** 'the French Art tour (approximately 15-21 minutes)', from the tour's data. */
function tourMention(id: Parameters<typeof findTour>[0]): string {
  const tour = findTour(id);
  return tour ? `the ${tour.name} tour (${tourDurationPhrase(tour)})` : 'one of the guided tours';
}

const officialSite =
  'Hours, prices and rules change, so check the museum’s official website before your visit.';

/** Practical tips for visiting the museum and using the app, written carefully because details change. */
export const visitEntries = {
  'closing-day': entry(
    'Closing days',
    `The Louvre is usually closed on Tuesdays, and also on 1 January, 1 May and 25 December. ${officialSite}`,
    // Any weekday: "Is it open on Monday?" is answered by the one day it is closed.
    [
      'closed',
      'closing day',
      'Tuesday',
      'open',
      'opening days',
      'holidays',
      'Monday Wednesday Thursday Friday Saturday Sunday',
    ],
  ),
  'opening-hours': entry(
    'Opening hours',
    `The Louvre usually opens at 9:00 in the morning and closes at 18:00, with late openings on some evenings; in recent years the museum has stayed open until 21:00 on Wednesdays and Fridays. ${officialSite}`,
    ['opening hours', 'hours', 'open', 'time', 'late opening', 'evening', 'night'],
  ),
  tickets: entry(
    'Tickets',
    'Timed-entry tickets for the Louvre are best booked online in advance on the museum’s official website, choosing a time slot; this is the surest way to get in on busy days. Ticket prices change and can differ between visitors, so check the current prices on the official site.',
    ['tickets', 'ticket', 'booking', 'book', 'price', 'prices', 'cost', 'reservation', 'time slot'],
  ),
  'free-admission': entry(
    'Free admission',
    'Admission to the Louvre has long been free for visitors under 18, and for young people under 26 who are residents of the European Economic Area, as well as for some other groups such as disabled visitors and a companion. The conditions change from time to time, so check the official site and bring proof of age or residence.',
    ['free', 'free admission', 'children', 'students', 'young', 'discount'],
  ),
  entrances: entry(
    'Entrances',
    'The main entrance to the Louvre is the glass pyramid in the Cour Napoléon. Another entrance is through the Carrousel du Louvre shopping arcade, reached from 99 rue de Rivoli or directly from the Palais-Royal – Musée du Louvre metro station, and it is often quicker. Other doors, such as the Porte des Lions, are sometimes closed or reserved, so check the official site on the day.',
    ['entrance', 'entrances', 'Pyramid', 'Carrousel du Louvre', 'Porte des Lions', 'how to get in', 'queue'],
  ),
  'getting-there': entry(
    'Getting there',
    'The nearest metro station to the Louvre is Palais-Royal – Musée du Louvre, on lines 1 and 7, which connects underground to the Carrousel du Louvre entrance. The museum stands on the right bank of the Seine in the centre of Paris, next to the Tuileries Garden.',
    ['metro', 'transport', 'how to get there', 'Palais-Royal', 'directions'],
    links.map,
  ),
  security: entry(
    'Security checks and bags',
    'Every visitor to the Louvre goes through a security check at the entrance, which can cause queues at busy times. Large suitcases and bulky bags are not allowed in the galleries, so travel light; coats and small bags can be left in the free self-service lockers under the pyramid.',
    ['security', 'bags', 'luggage', 'suitcase', 'cloakroom', 'lockers'],
  ),
  cloakroom: entry(
    'Cloakroom and lockers',
    'The Louvre provides free self-service lockers and cloakroom facilities in the Hall Napoléon, under the pyramid, for coats, umbrellas and small bags. Valuables and large luggage should not be left there, and objects must be collected on the same day.',
    ['cloakroom', 'lockers', 'coat', 'umbrella', 'bags'],
  ),
  crowds: entry(
    'Avoiding the crowds',
    'The Louvre is busiest from late morning to mid-afternoon, at weekends, during school holidays and on the days around its Tuesday closure. The calmest times are usually right at opening, with a ticket for the first time slot, and the late-opening evenings, when the galleries are usually quieter.',
    ['crowds', 'crowded', 'busy', 'queue', 'best time', 'quiet', 'avoid crowds', 'when to visit'],
  ),
  'mona-lisa-crowds': entry(
    'Seeing the Mona Lisa without the crush',
    'The Mona Lisa in the Salle des États draws the largest crowd in the Louvre. Go there first, straight from the entrance when the museum opens, or late on a late-opening evening; a roped queue leads to the barrier, and you have about a minute at the front.',
    ['crowds', 'queue', 'best time', 'crush'],
    { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  ),
  'one-hour': entry(
    'Visiting in one hour',
    `With only one hour at the Louvre, stay in the Denon Wing: climb the Daru staircase to the Winged Victory of Samothrace, see the Mona Lisa and The Wedding Feast at Cana in the Salle des États, then the great French paintings of the Salles Daru and Mollien, including The Coronation of Napoleon, The Raft of the Medusa and Liberty Leading the People. In the app, ${tourMention('frenchArt')} or ${tourMention('renaissanceMasters')} fits easily into one hour.`,
    ['one hour', '1 hour', 'short visit', 'quick visit', 'little time', 'plan', 'which tour'],
    { label: 'French Art tour', path: tourPath('frenchArt') },
  ),
  'half-day': entry(
    'Visiting in half a day',
    `With half a day at the Louvre, add the Sully Wing to the Denon highlights: the Venus de Milo among the Greek sculptures, the Great Sphinx of Tanis in its crypt and the remains of the medieval fortress, then the Michelangelo Gallery for the Slaves and Canova’s Psyche. In the app, ${tourMention('classicalAntiquities')} and ${tourMention('sculptureRoute')} cover these works, and all four tours fit into a half-day visit.`,
    ['half a day', 'half day', 'three hours', 'four hours', 'plan', 'morning', 'afternoon'],
    links.tours,
  ),
  'full-day': entry(
    'Visiting for a full day',
    'With a full day at the Louvre, see the ten masterpieces of the ArtVoyage tours in the morning, take a break at one of the museum’s cafés, and spend the afternoon in the Richelieu Wing: the Code of Hammurabi, the Napoleon III Apartments, the French sculpture courtyards and Rubens’s Marie de’ Medici cycle. Pace yourself, sit down often and drink water: the museum is enormous.',
    ['full day', 'whole day', 'all day', 'plan', 'itinerary'],
    links.itineraries,
  ),
  'plan-visit': entry(
    'Planning a visit',
    'The best way to plan a visit to the Louvre is to choose a few works you really want to see and group them by wing, because walking between the Denon, Sully and Richelieu wings takes time. Free maps are available at the information desks under the pyramid, and the ArtVoyage guided tours give ready-made routes with their durations.',
    ['plan', 'planning', 'map', 'route', 'first visit', 'tips'],
    links.tours,
  ),
  accessibility: entry(
    'Accessibility',
    'The Louvre is largely accessible to visitors with reduced mobility, with lifts between floors, and wheelchairs can usually be borrowed free of charge at the entrance under the pyramid. Disabled visitors and one companion have long been admitted free and can use priority access; check the accessibility page of the official site for current arrangements.',
    ['accessibility', 'wheelchair', 'disabled', 'reduced mobility', 'lift', 'elevator'],
  ),
  photography: entry(
    'Photography',
    'Taking photos for personal use is generally allowed in the Louvre museum’s permanent collections, but without flash, which can damage fragile works and disturbs other visitors. Some temporary exhibitions forbid photography; follow the signs in each room.',
    ['photos', 'photography', 'camera', 'flash', 'pictures', 'take photos'],
  ),
  food: entry(
    'Food and breaks',
    'There are cafés and restaurants inside the Louvre and in the Carrousel du Louvre, and benches in many galleries for a rest. Food and drink are not allowed in the exhibition rooms, so plan your breaks in the cafés or outside in the Tuileries Garden.',
    ['food', 'café', 'restaurant', 'eat', 'drink', 'break', 'lunch'],
  ),
  children: entry(
    'Visiting with children',
    'Children often enjoy the Louvre most in short doses: choose a few striking works such as the Great Sphinx of Tanis, the Winged Victory and The Raft of the Medusa, and let them play the ArtVoyage games before or after the visit. Visitors under 18 have long been admitted free.',
    ['children', 'kids', 'family', 'families'],
    links.games,
  ),
  'audio-guides': entry(
    'Audio guides in the app',
    'Each of the ten artworks in ArtVoyage has its own page with an audio guide narration, the historical context, interesting facts and tips for the visit. Open the artwork from the Gallery or from a guided tour and press play to listen while you stand in front of it. The narration exists in English, French and Russian: it plays in the language of the app, and a switch on the player changes it.',
    ['audio guide', 'audio', 'narration', 'listen', 'headphones'],
    links.gallery,
  ),
  'app-gallery': entry(
    'Gallery',
    'The Gallery page of ArtVoyage (/gallery) shows the ten masterpieces of the virtual tour, with filters for paintings and sculptures. Each card opens the artwork’s page with its audio guide, history and visiting tips.',
    ['gallery', 'artworks', 'masterpieces', 'collection', 'app'],
    links.gallery,
  ),
  'app-tours': entry(
    'Guided Tours page',
    'The Guided Tours page of ArtVoyage (/guided-tours) presents four curated tours: Classical Antiquities, Renaissance Masters, French Art and Sculpture Focus. Each tour lists its artworks in order with the time it takes, and Start Tour opens the first artwork.',
    ['guided tours', 'tours', 'routes', 'app', 'start tour'],
    links.tours,
  ),
  'app-map': entry(
    'Interactive Map',
    'The Interactive Map of ArtVoyage (/interactive-map) shows cities and landmarks linked to the artworks, from Paris and Rome to Athens, Venice and Cairo. You can search for a place, filter cities or landmarks and, when your location is known, get a route to a selected place.',
    ['map', 'interactive map', 'landmarks', 'cities', 'route', 'directions', 'app'],
    links.map,
  ),
  'app-games': entry(
    'Educational Games',
    'The Educational Games of ArtVoyage (/games) include quizzes on the Louvre’s history, famous artworks and artists, an art terms crossword, Guess the Artwork, Artist Matching, True or False and an Art History Timeline. All of them are free to play, with or without an account.',
    ['games', 'quiz', 'quizzes', 'crossword', 'play', 'app', 'educational games'],
    links.games,
  ),
  'app-itineraries': entry(
    'My Itineraries',
    'My Itineraries (/my-itineraries) lets you plan a trip inspired by an artwork, for example a Parisian stay inspired by the Mona Lisa or a Greek journey inspired by the Venus de Milo, with days and activities you can edit. Itineraries are saved in your browser.',
    ['itinerary', 'itineraries', 'trip', 'travel plan', 'plan a trip', 'app'],
    links.itineraries,
  ),
  'app-photo-recognition': entry(
    'AI Photo Recognition',
    'The AI Photo Recognition page of ArtVoyage (/ai-recognition) lets you upload a photo of an artwork or a landmark to identify it. When it cannot recognise the picture with confidence, it says so rather than guessing.',
    ['photo', 'recognition', 'identify', 'upload', 'camera', 'AI', 'app'],
    links.photoRecognition,
  ),
  'app-about': entry(
    'About ArtVoyage',
    'ArtVoyage is an educational virtual tour of ten masterpieces of the Louvre, with four curated tours, audio guides, an interactive map, trip planning and games. It is an independent project and is not affiliated with the Louvre museum.',
    ['ArtVoyage', 'about', 'app', 'affiliated', 'official'],
    links.about,
  ),
} satisfies Record<string, WrittenEntry>;

export const visitPassages = written('visit', visitEntries);
