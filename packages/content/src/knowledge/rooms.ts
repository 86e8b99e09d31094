import { artworkPath, links } from './routes';
import { entry, written, type WrittenEntry } from './written';

// Rooms of the ten artworks. Room numbers and wings are those of artworks.ts (a test checks that every
// artwork's location passage matches it); these passages add what is around them and how to get there.

/** The rooms and staircases where the ten artworks are, written by hand and consistent with artworks.ts. */
export const roomEntries = {
  'room:salle-des-etats': entry(
    'Salle des États',
    'The Salle des États (Room 711) on the first floor of the Denon Wing is one of the largest rooms of the Louvre. The Mona Lisa hangs there alone on a freestanding wall, facing Veronese’s immense Wedding Feast at Cana, and the room opens onto the Grande Galerie of Italian painting.',
    ['Salle des États', 'Room 711', 'Mona Lisa room', 'where is the Mona Lisa'],
    { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  ),
  'room:daru-staircase': entry(
    'Daru staircase',
    'The Daru staircase is the grand stone staircase of the Denon Wing, and the Winged Victory of Samothrace has stood at its top since 1884. From the landing, galleries lead towards the Italian paintings, the Salle des États with the Mona Lisa, and the great French paintings of the Salles Daru and Mollien.',
    ['Daru staircase', 'escalier Daru', 'staircase', 'where is the Winged Victory'],
    { label: 'Winged Victory of Samothrace', path: artworkPath('winged-victory') },
  ),
  'room:salle-daru': entry(
    'Salle Daru',
    'The Salle Daru (Room 702) on the first floor of the Denon Wing is one of the red-walled rooms of large-format French paintings, devoted mainly to Neoclassicism. Its most famous canvas is Jacques-Louis David’s Coronation of Napoleon, which covers almost an entire wall.',
    ['Salle Daru', 'Room 702', 'French paintings', 'large-format paintings'],
    { label: 'The Coronation of Napoleon', path: artworkPath('coronation-napoleon') },
  ),
  'room:salle-mollien': entry(
    'Salle Mollien',
    'The Salle Mollien (Room 700) on the first floor of the Denon Wing is one of the red-walled rooms of large French Romantic paintings. It holds Géricault’s Raft of the Medusa and Delacroix’s Liberty Leading the People, two of the most famous paintings of the nineteenth century.',
    ['Salle Mollien', 'Room 700', 'French Romantic paintings', 'red rooms'],
    { label: 'The Raft of the Medusa', path: artworkPath('raft-medusa') },
  ),
  'room:michelangelo-gallery': entry(
    'Michelangelo Gallery',
    'The Michelangelo Gallery (Room 403) is a long, luminous hall of Italian sculpture on the ground floor of the Denon Wing. It holds Michelangelo’s Dying Slave and Rebellious Slave and Antonio Canova’s Psyche Revived by Cupid’s Kiss, and it is usually calmer than the painting galleries upstairs.',
    ['Michelangelo Gallery', 'Galerie Michel-Ange', 'Room 403', 'Italian sculpture'],
    { label: 'The Slaves', path: artworkPath('michelangelo-slaves') },
  ),
  'room:venus-de-milo': entry(
    'Room of the Venus de Milo',
    'The Venus de Milo stands in Room 345 on the ground floor of the Sully Wing, in a room of her own surrounded by galleries of Greek sculpture. Visitors can walk all the way around the statue and see it from a distance as they approach.',
    ['Venus de Milo room', 'Room 345', 'Greek antiquities', 'where is the Venus de Milo'],
    { label: 'Venus de Milo', path: artworkPath('venus-de-milo') },
  ),
  'room:crypt-of-the-sphinx': entry(
    'Crypt of the Sphinx',
    'The crypt of the Sphinx (Room 338) is a vaulted room on the lower ground floor of the Sully Wing, where the Great Sphinx of Tanis guards the entrance to the Egyptian antiquities. It is close to the remains of the medieval Louvre and is usually one of the quieter parts of the museum.',
    ['crypt of the Sphinx', 'crypte du Sphinx', 'Room 338', 'Egyptian antiquities', 'where is the Sphinx'],
    { label: 'Great Sphinx of Tanis', path: artworkPath('great-sphinx') },
  ),
  'room:grande-galerie': entry(
    'Grande Galerie',
    'The Grande Galerie, on the first floor of the Denon Wing along the Seine, is the longest room of the Louvre and is hung with Italian paintings of the Renaissance and later. It was begun under King Henry IV to link the Louvre with the Tuileries Palace, and it leads to the Salle des États, where the Mona Lisa hangs.',
    ['Grande Galerie', 'Grand Gallery', 'Italian paintings'],
  ),
  'room:hall-napoleon': entry(
    'Hall Napoléon',
    'The Hall Napoléon is the large reception hall under the glass pyramid, with the information desks, ticket checks, cloakrooms and lockers. From there, escalators lead to the Denon, Sully and Richelieu wings; follow the signs for the Mona Lisa or the Winged Victory to reach the Denon Wing.',
    ['Hall Napoléon', 'reception', 'under the pyramid', 'information desk'],
    links.map,
  ),
  'room:medieval-louvre': entry(
    'Medieval Louvre',
    'On the lower ground floor of the Sully Wing visitors can walk along the moat and the base of the walls of the medieval Louvre, the fortress built by Philip II Augustus around 1190. The remains were uncovered during excavations for the Grand Louvre project in the 1980s.',
    ['medieval Louvre', 'fortress', 'moat', 'foundations', 'Louvre médiéval'],
  ),
  'room:floors': entry(
    'Floors of the ten artworks',
    'Of the ten ArtVoyage artworks, the Great Sphinx of Tanis is on the lower ground floor of the Sully Wing; the Venus de Milo is on the ground floor of the Sully Wing; the Slaves and Canova’s Psyche are on the ground floor of the Denon Wing; and the Mona Lisa, The Wedding Feast at Cana, the Winged Victory at the top of the Daru staircase and the three large French paintings are on the first floor of the Denon Wing.',
    ['floor', 'which floor', 'level', 'where are the masterpieces'],
    links.gallery,
  ),
} satisfies Record<string, WrittenEntry>;

/** Room passages share the museum topic: a room is part of the museum. */
export const roomPassages = written('museum', roomEntries);
