import { links } from './routes';
import { entry, written, type WrittenEntry } from './written';

const louvreNames = ['Louvre', 'Musée du Louvre', 'Louvre Museum', 'the museum'];

/** The museum's history, buildings, wings and departments, written and checked by hand. */
export const museumEntries = {
  overview: entry(
    'The Louvre',
    'The Louvre in Paris is one of the largest and most visited art museums in the world, housed in a former royal palace on the right bank of the Seine. Its collections range from the antiquities of Egypt, the Near East, Greece and Rome to European paintings and sculpture up to the middle of the nineteenth century.',
    louvreNames,
    links.about,
  ),
  fortress: entry(
    'The medieval Louvre',
    'The Louvre began as a fortress built by King Philip II Augustus around 1190 to guard the western side of Paris, with a massive round keep at its centre. The lower walls of the keep and the moat, uncovered during excavations in the 1980s, can still be visited beneath the Sully Wing.',
    ['fortress', 'castle', 'Philip Augustus', 'medieval Louvre', 'keep', 'history'],
  ),
  'royal-residence': entry(
    'The royal palace',
    'In the fourteenth century King Charles V turned the Louvre fortress into a royal residence with a celebrated library. In the sixteenth century Francis I had the old keep demolished and commissioned the architect Pierre Lescot to build a Renaissance palace, begun in 1546 on what became the Cour Carrée.',
    ['royal palace', 'Charles V', 'Francis I', 'Pierre Lescot', 'Renaissance palace', 'history'],
  ),
  'tuileries-and-grande-galerie': entry(
    'The Tuileries and the Grande Galerie',
    'In 1564 Queen Catherine de’ Medici began the Tuileries Palace west of the Louvre, and King Henry IV built the Grande Galerie along the Seine to join the two palaces. The Tuileries Palace was burned during the Paris Commune in 1871 and its ruins were cleared in 1883, opening the view from the Louvre to the Tuileries Garden.',
    ['Tuileries', 'Grande Galerie', 'Catherine de Medici', 'Henry IV', 'history'],
  ),
  'louis-xiv': entry(
    'The Louvre under Louis XIV',
    'Under Louis XIV the Cour Carrée was enlarged and the Louvre received its classical east façade, the Colonnade, built in the 1660s and 1670s. In 1682 the king moved the court to Versailles, and the Louvre was left to the royal academies and to artists, who were given lodgings and studios there.',
    ['Louis XIV', 'Colonnade', 'Versailles', 'academies', 'history'],
  ),
  'museum-opens': entry(
    'Opening of the museum',
    'The Louvre opened as a public museum on 10 August 1793, during the French Revolution, as the Muséum central des arts, displaying the former royal collections. Under Napoleon it became the Musée Napoléon in 1803 and was filled with works taken from conquered countries, many of which were returned after 1815.',
    ['1793', 'museum opening', 'French Revolution', 'Musée Napoléon', 'history', 'when did the Louvre open'],
  ),
  'napoleon-iii': entry(
    'The New Louvre of Napoleon III',
    'In the 1850s Emperor Napoleon III completed the long-planned union of the Louvre and the Tuileries, with new wings built by the architects Louis Visconti and Hector Lefuel around the Cour Napoléon. The richly decorated Napoleon III Apartments in the Richelieu Wing, the reception rooms of the Ministry of State that occupied the wing, survive from that time.',
    ['Napoleon III', 'New Louvre', 'Visconti', 'Lefuel', 'Napoleon III Apartments', 'history'],
  ),
  'grand-louvre': entry(
    'The Grand Louvre',
    'In the early 1980s President François Mitterrand launched the Grand Louvre project to modernise the museum. The Ministry of Finance left the Richelieu Wing, which opened as galleries in 1993, and a vast reception area was dug under the Cour Napoléon, beneath a new glass pyramid.',
    ['Grand Louvre', 'Mitterrand', 'renovation', 'Richelieu Wing', 'history'],
  ),
  pyramid: entry(
    'The Louvre Pyramid',
    'The glass pyramid in the Cour Napoléon was designed by the Chinese-American architect I. M. Pei and opened in 1989 as the museum’s main entrance. Made of glass panes on a steel frame, it is about 21 metres high and lights the Hall Napoléon below, which leads to the Denon, Sully and Richelieu wings. Its modern design was fiercely debated before it became one of the symbols of Paris.',
    [
      'pyramid',
      'glass pyramid',
      'I. M. Pei',
      'Pei',
      'Hall Napoléon',
      'Pyramide du Louvre',
      'entrance',
      'when was the pyramid built',
    ],
  ),
  'inverted-pyramid': entry(
    'The Inverted Pyramid',
    'The Inverted Pyramid is a glass skylight that hangs point-down in the underground Carrousel du Louvre, built as part of the Grand Louvre project and opened in 1993. A small stone pyramid sits on the floor just beneath its tip.',
    ['inverted pyramid', 'Pyramide inversée', 'Carrousel du Louvre'],
  ),
  wings: entry(
    'The three wings',
    'The Louvre’s galleries are in three wings around the pyramid: Denon to the south along the Seine, Sully around the Cour Carrée to the east, and Richelieu to the north along the rue de Rivoli. Each wing has several floors, from the lower ground floor to the second floor, and the Hall Napoléon under the pyramid leads to all three.',
    ['wings', 'Denon', 'Sully', 'Richelieu', 'layout', 'floor plan'],
    links.map,
  ),
  'wing-names': entry(
    'Names of the wings',
    'The Louvre’s three wings are named after historical figures. The Denon Wing honours Dominique-Vivant Denon, the first director of the Musée Napoléon; the Sully Wing honours the Duke of Sully, chief minister of Henry IV; and the Richelieu Wing honours Cardinal Richelieu, chief minister of Louis XIII.',
    ['Denon', 'Sully', 'Richelieu', 'wing names', 'Vivant Denon'],
  ),
  departments: entry(
    'Departments and collections',
    'The Louvre’s collections are divided into curatorial departments: Egyptian Antiquities; Near Eastern Antiquities; Greek, Etruscan and Roman Antiquities; Islamic Art; Paintings; Sculptures; Decorative Arts; and Prints and Drawings. A newer department is devoted to the arts of Byzantium and the Eastern Christian world.',
    ['departments', 'collections', 'antiquities', 'paintings', 'sculptures', 'Islamic Art'],
  ),
  'collection-size': entry(
    'Size of the collection',
    'The Louvre displays around 35,000 works of art in more than 400 rooms, and its total collection is far larger. Seeing everything in one visit is impossible, so it is best to choose a few highlights or follow a themed route such as the ArtVoyage guided tours.',
    ['how many works', 'how many artworks', 'size', 'rooms', 'collection'],
    links.tours,
  ),
  'denon-wing': entry(
    'Denon Wing',
    'The Denon Wing holds the Louvre’s most famous rooms: the Mona Lisa and The Wedding Feast at Cana in the Salle des États, the Winged Victory of Samothrace on the Daru staircase, the great French paintings of the Salles Daru and Mollien, the Grande Galerie of Italian painting and, on the ground floor, the Italian sculptures of the Michelangelo Gallery.',
    ['Denon', 'Denon Wing', 'Aile Denon'],
  ),
  'sully-wing': entry(
    'Sully Wing',
    'The Sully Wing, around the Cour Carrée, is the oldest part of the palace. It holds the remains of the medieval Louvre and the crypt of the Great Sphinx of Tanis on the lower ground floor, Egyptian antiquities, and Greek sculpture including the Venus de Milo on the ground floor.',
    ['Sully', 'Sully Wing', 'Aile Sully', 'Cour Carrée'],
  ),
  'richelieu-wing': entry(
    'Richelieu Wing',
    'The Richelieu Wing, along the rue de Rivoli, opened as galleries in 1993. It houses the Near Eastern antiquities with the Code of Hammurabi and the winged bulls of Khorsabad, French sculpture in the glass-roofed Cour Marly and Cour Puget, the Napoleon III Apartments, and Rubens’s cycle on the life of Marie de’ Medici.',
    ['Richelieu', 'Richelieu Wing', 'Aile Richelieu', 'Hammurabi', 'Cour Marly'],
  ),
  wartime: entry(
    'The Louvre in the Second World War',
    'At the outbreak of the Second World War Jacques Jaujard, who soon became head of France’s national museums, organised the evacuation of its collections to châteaux in the French countryside. The Winged Victory of Samothrace and the Venus de Milo spent the war at the Château de Valençay, and the Mona Lisa was also moved several times to keep it safe.',
    ['Second World War', 'World War II', 'evacuation', 'Jacques Jaujard', 'Valençay'],
  ),
  satellites: entry(
    'Louvre-Lens and Louvre Abu Dhabi',
    'The Louvre has a regional branch, Louvre-Lens, opened in 2012 in a former coal-mining town in northern France. Louvre Abu Dhabi, which opened in 2017 under a vast dome designed by Jean Nouvel, was created through an agreement between France and the United Arab Emirates.',
    ['Louvre-Lens', 'Louvre Abu Dhabi', 'branch'],
  ),
} satisfies Record<string, WrittenEntry>;

export const museumPassages = written('museum', museumEntries);
