import { artworkPath, links } from './routes';
import { written } from './written';

// Rooms of the ten artworks. Room numbers and wings are those of artworks.ts (a test checks that every
// artwork's location passage matches it); these passages add what is around them and how to get there.

/** The rooms and staircases where the ten artworks are, written by hand and consistent with artworks.ts. */
export const roomPassages = written('museum', [
  {
    id: 'room:salle-des-etats',
    title: 'Salle des États',
    text: 'The Salle des États (Room 711) on the first floor of the Denon Wing is one of the largest rooms of the Louvre. The Mona Lisa hangs there alone on a freestanding wall, facing Veronese’s immense Wedding Feast at Cana, and the room opens onto the Grande Galerie of Italian painting.',
    keywords: ['Salle des États', 'Room 711', 'Mona Lisa room', 'where is the Mona Lisa'],
    link: { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  },
  {
    id: 'room:daru-staircase',
    title: 'Daru staircase',
    text: 'The Daru staircase is the grand stone staircase of the Denon Wing, and the Winged Victory of Samothrace has stood at its top since 1884. From the landing, galleries lead towards the Italian paintings, the Salle des États with the Mona Lisa, and the great French paintings of the Salles Daru and Mollien.',
    keywords: ['Daru staircase', 'escalier Daru', 'staircase', 'where is the Winged Victory'],
    link: { label: 'Winged Victory of Samothrace', path: artworkPath('winged-victory') },
  },
  {
    id: 'room:salle-daru',
    title: 'Salle Daru',
    text: 'The Salle Daru (Room 702) on the first floor of the Denon Wing is one of the red-walled rooms of large-format French paintings, devoted mainly to Neoclassicism. Its most famous canvas is Jacques-Louis David’s Coronation of Napoleon, which covers almost an entire wall.',
    keywords: ['Salle Daru', 'Room 702', 'French paintings', 'large-format paintings'],
    link: { label: 'The Coronation of Napoleon', path: artworkPath('coronation-napoleon') },
  },
  {
    id: 'room:salle-mollien',
    title: 'Salle Mollien',
    text: 'The Salle Mollien (Room 700) on the first floor of the Denon Wing is one of the red-walled rooms of large French Romantic paintings. It holds Géricault’s Raft of the Medusa and Delacroix’s Liberty Leading the People, two of the most famous paintings of the nineteenth century.',
    keywords: ['Salle Mollien', 'Room 700', 'French Romantic paintings', 'red rooms'],
    link: { label: 'The Raft of the Medusa', path: artworkPath('raft-medusa') },
  },
  {
    id: 'room:michelangelo-gallery',
    title: 'Michelangelo Gallery',
    text: 'The Michelangelo Gallery (Room 403) is a long, luminous hall of Italian sculpture on the ground floor of the Denon Wing. It holds Michelangelo’s Dying Slave and Rebellious Slave and Antonio Canova’s Psyche Revived by Cupid’s Kiss, and it is usually calmer than the painting galleries upstairs.',
    keywords: ['Michelangelo Gallery', 'Galerie Michel-Ange', 'Room 403', 'Italian sculpture'],
    link: { label: 'The Slaves', path: artworkPath('michelangelo-slaves') },
  },
  {
    id: 'room:venus-de-milo',
    title: 'Room of the Venus de Milo',
    text: 'The Venus de Milo stands in Room 345 on the ground floor of the Sully Wing, in a room of her own surrounded by galleries of Greek sculpture. Visitors can walk all the way around the statue and see it from a distance as they approach.',
    keywords: ['Venus de Milo room', 'Room 345', 'Greek antiquities', 'where is the Venus de Milo'],
    link: { label: 'Venus de Milo', path: artworkPath('venus-de-milo') },
  },
  {
    id: 'room:crypt-of-the-sphinx',
    title: 'Crypt of the Sphinx',
    text: 'The crypt of the Sphinx (Room 338) is a vaulted room on the lower ground floor of the Sully Wing, where the Great Sphinx of Tanis guards the entrance to the Egyptian antiquities. It is close to the remains of the medieval Louvre and is usually one of the quieter parts of the museum.',
    keywords: [
      'crypt of the Sphinx',
      'crypte du Sphinx',
      'Room 338',
      'Egyptian antiquities',
      'where is the Sphinx',
    ],
    link: { label: 'Great Sphinx of Tanis', path: artworkPath('great-sphinx') },
  },
  {
    id: 'room:grande-galerie',
    title: 'Grande Galerie',
    text: 'The Grande Galerie, on the first floor of the Denon Wing along the Seine, is the longest room of the Louvre and is hung with Italian paintings of the Renaissance and later. It was begun under King Henry IV to link the Louvre with the Tuileries Palace, and it leads to the Salle des États, where the Mona Lisa hangs.',
    keywords: ['Grande Galerie', 'Grand Gallery', 'Italian paintings'],
  },
  {
    id: 'room:hall-napoleon',
    title: 'Hall Napoléon',
    text: 'The Hall Napoléon is the large reception hall under the glass pyramid, with the information desks, ticket checks, cloakrooms and lockers. From there, escalators lead to the Denon, Sully and Richelieu wings; follow the signs for the Mona Lisa or the Winged Victory to reach the Denon Wing.',
    keywords: ['Hall Napoléon', 'reception', 'under the pyramid', 'information desk'],
    link: links.map,
  },
  {
    id: 'room:medieval-louvre',
    title: 'Medieval Louvre',
    text: 'On the lower ground floor of the Sully Wing visitors can walk along the moat and the base of the walls of the medieval Louvre, the fortress built by Philip II Augustus around 1190. The remains were uncovered during excavations for the Grand Louvre project in the 1980s.',
    keywords: ['medieval Louvre', 'fortress', 'moat', 'foundations', 'Louvre médiéval'],
  },
  {
    id: 'room:floors',
    title: 'Floors of the ten artworks',
    text: 'Of the ten ArtVoyage artworks, the Great Sphinx of Tanis is on the lower ground floor of the Sully Wing; the Venus de Milo is on the ground floor of the Sully Wing; the Slaves and Canova’s Psyche are on the ground floor of the Denon Wing; and the Mona Lisa, The Wedding Feast at Cana, the Winged Victory at the top of the Daru staircase and the three large French paintings are on the first floor of the Denon Wing.',
    keywords: ['floor', 'which floor', 'level', 'where are the masterpieces'],
    link: links.gallery,
  },
]);
