import type { ArtworkId } from '@artvoyage/contract';
import { artworks } from '../artworks';
import { artworkLink } from './artworks';
import { slug } from './text';
import type { KnowledgePassage } from './types';

/** An artist of one of the ten artworks, with passages written and checked by hand. */
interface ArtistEntry {
  /** The passages' title: the artist's usual name. */
  readonly name: string;
  /** Other names visitors use. */
  readonly keywords: readonly string[];
  /** The artwork of the virtual tour by this artist. */
  readonly artworkId: ArtworkId;
  /** Each passage: a short id part and its text. */
  readonly passages: readonly (readonly [string, string])[];
}

const artists: readonly ArtistEntry[] = [
  {
    name: 'Leonardo da Vinci',
    keywords: ['Leonardo', 'da Vinci', 'Vinci'],
    artworkId: 'mona-lisa',
    passages: [
      [
        'life',
        'Leonardo da Vinci (1452–1519) was an Italian painter, draughtsman, engineer and scientist of the Renaissance. He was born on 15 April 1452 in or near the Tuscan town of Vinci, the son of a notary, and died on 2 May 1519 at Amboise in France.',
      ],
      [
        'training',
        'Leonardo da Vinci trained in Florence in the workshop of the painter and sculptor Andrea del Verrocchio. An angel that he painted in Verrocchio’s Baptism of Christ, now in the Uffizi in Florence, is one of his earliest known works.',
      ],
      [
        'career',
        'Leonardo da Vinci worked in Florence and then for many years in Milan at the court of Ludovico Sforza, where he painted The Last Supper (about 1495–1498) in the refectory of Santa Maria delle Grazie. He returned to Florence around 1500, later worked in Milan and Rome again, and in 1516 accepted the invitation of King Francis I to settle in France, near the royal château of Amboise. The king probably bought the Mona Lisa from him around 1518, the year before Leonardo died.',
      ],
      [
        'style',
        'Leonardo da Vinci is famous for sfumato, a soft blending of tones without hard outlines, and for his study of light, anatomy and nature. His notebooks, written in mirror script from right to left, are filled with drawings of machines, plants, water, the human body and the flight of birds.',
      ],
      [
        'louvre',
        'The Louvre holds more paintings by Leonardo da Vinci than any other museum. Besides the Mona Lisa they include The Virgin of the Rocks, The Virgin and Child with Saint Anne, La Belle Ferronnière and Saint John the Baptist.',
      ],
      [
        'mona-lisa',
        'Leonardo da Vinci began the Mona Lisa in Florence around 1503 and kept refining it for years instead of delivering it. He took the portrait with him to France, where King Francis I probably bought it around 1518, so it entered the collection of the French kings in Leonardo’s lifetime.',
      ],
    ],
  },
  {
    name: 'Paolo Veronese',
    keywords: ['Veronese', 'Paolo Caliari', 'Caliari'],
    artworkId: 'wedding-feast',
    passages: [
      [
        'life',
        'Paolo Veronese (1528–1588), born Paolo Caliari in Verona, was one of the great painters of the Venetian Renaissance, alongside Titian and Tintoretto. His nickname comes from his home town, Verona, where he trained before settling in Venice in the early 1550s; he died in Venice in 1588.',
      ],
      [
        'style',
        'Paolo Veronese is known for luminous, silvery colour, rich fabrics and grand classical architecture, and for vast, crowded compositions that turn religious stories into splendid Venetian festivities. He decorated ceilings of the Doge’s Palace in Venice and painted frescoes in the Villa Barbaro at Maser, designed by Andrea Palladio.',
      ],
      [
        'inquisition',
        'In 1573 Paolo Veronese was called before the Inquisition in Venice because his huge Last Supper included figures such as jesters, soldiers and dogs. Instead of repainting it, he changed its title to The Feast in the House of Levi; the canvas is now in the Gallerie dell’Accademia in Venice.',
      ],
      [
        'wedding-feast',
        'Paolo Veronese painted The Wedding Feast at Cana in 1562 and 1563 for the refectory of the monastery of San Giorgio Maggiore in Venice. Taken to Paris in 1797, it is the largest painting in the Louvre and hangs in the Salle des États, facing the Mona Lisa.',
      ],
    ],
  },
  {
    name: 'Michelangelo',
    keywords: ['Michelangelo Buonarroti', 'Buonarroti', 'Michel-Ange'],
    artworkId: 'michelangelo-slaves',
    passages: [
      [
        'life',
        'Michelangelo Buonarroti (1475–1564) was an Italian sculptor, painter, architect and poet of the High Renaissance. He was born on 6 March 1475 at Caprese in Tuscany and died in Rome on 18 February 1564, at the age of 88.',
      ],
      [
        'training',
        'Michelangelo was apprenticed as a boy to the Florentine painter Domenico Ghirlandaio and then studied ancient sculpture in the garden of Lorenzo de’ Medici in Florence. Although he became one of the greatest painters of his time, he always thought of himself above all as a sculptor.',
      ],
      [
        'works',
        'Michelangelo’s best-known works include the Pietà in St Peter’s Basilica (completed in 1499), the marble David in Florence (1501–1504), the ceiling of the Sistine Chapel (1508–1512) and its Last Judgment (1536–1541). As an architect he designed the dome of St Peter’s Basilica in Rome.',
      ],
      [
        'style',
        'Michelangelo gave his figures powerful, twisting bodies and intense emotion, based on a deep study of anatomy. Many of his sculptures were left unfinished, and this non finito shows how he worked into the marble block, as if freeing the figure inside it.',
      ],
      [
        'slaves',
        'Michelangelo carved the Dying Slave and the Rebellious Slave for the tomb of Pope Julius II, a project that occupied him for some forty years. The two unfinished statues did not fit the final, smaller tomb in Rome; they are now in the Michelangelo Gallery of the Louvre, in the Denon Wing.',
      ],
    ],
  },
  {
    name: 'Eugène Delacroix',
    keywords: ['Delacroix', 'Eugene Delacroix'],
    artworkId: 'liberty-leading',
    passages: [
      [
        'life',
        'Eugène Delacroix (1798–1863) was the leading painter of French Romanticism. He was born near Paris on 26 April 1798, trained in the studio of Pierre-Narcisse Guérin, where Théodore Géricault had also studied, and died in Paris on 13 August 1863.',
      ],
      [
        'works',
        'Eugène Delacroix made his name at the Salon with The Barque of Dante (1822) and The Massacre at Chios (1824), followed by The Death of Sardanapalus (1827) and Liberty Leading the People (1830); all four are in the Louvre. He also painted the central ceiling of the Louvre’s Galerie d’Apollon in 1850–1851.',
      ],
      [
        'style',
        'Eugène Delacroix put colour, movement and emotion first, with vivid, visible brushwork; critics often set him against Jean-Auguste-Dominique Ingres, the champion of line and drawing. A journey to Morocco in 1832 gave him a lifelong store of colours and subjects, such as The Women of Algiers (1834), also in the Louvre.',
      ],
      [
        'museum',
        'Eugène Delacroix’s last apartment and studio, on the Place de Furstenberg in Paris, is now the Musée national Eugène-Delacroix. His journal, which he kept for many years, is one of the great documents of an artist’s life and thought.',
      ],
      [
        'liberty',
        'Eugène Delacroix painted Liberty Leading the People in the autumn of 1830 to commemorate the July Revolution in Paris. He wrote to his brother that if he had not fought for his country, at least he would paint for her.',
      ],
    ],
  },
  {
    name: 'Jacques-Louis David',
    keywords: ['David', 'Jacques Louis David'],
    artworkId: 'coronation-napoleon',
    passages: [
      [
        'life',
        'Jacques-Louis David (1748–1825) was the leading painter of French Neoclassicism. Born in Paris on 30 August 1748, he trained under Joseph-Marie Vien, won the Prix de Rome in 1774 after several failed attempts, and studied in Rome from 1775 to 1780.',
      ],
      [
        'works',
        'Jacques-Louis David’s Oath of the Horatii (1784), now in the Louvre, became a manifesto of Neoclassicism with its stern, frieze-like composition and its call to civic virtue. The Louvre also holds his Intervention of the Sabine Women (1799) and his portrait of Madame Récamier (1800).',
      ],
      [
        'revolution',
        'Jacques-Louis David took an active part in the French Revolution: as a deputy of the National Convention he voted in January 1793 for the execution of Louis XVI, and that year he painted The Death of Marat. After the fall of Robespierre in 1794 he was imprisoned for several months.',
      ],
      [
        'napoleon',
        'Jacques-Louis David became Napoleon’s First Painter and glorified his rule in works such as Napoleon Crossing the Alps and The Coronation of Napoleon (1805–1807). After Napoleon’s fall and the return of the Bourbons he went into exile in Brussels, where he died on 29 December 1825.',
      ],
      [
        'pupils',
        'Jacques-Louis David ran one of the most influential studios in Europe. His pupils included Antoine-Jean Gros, François Gérard, Anne-Louis Girodet and Jean-Auguste-Dominique Ingres.',
      ],
    ],
  },
  {
    name: 'Théodore Géricault',
    keywords: ['Géricault', 'Gericault', 'Theodore Gericault'],
    artworkId: 'raft-medusa',
    passages: [
      [
        'life',
        'Théodore Géricault (1791–1824) was a French painter and one of the pioneers of Romanticism. Born in Rouen on 26 September 1791, he trained with Carle Vernet and then with Pierre-Narcisse Guérin, and died in Paris on 26 January 1824, aged only 32, after a series of riding accidents.',
      ],
      [
        'horses',
        'Théodore Géricault loved horses and painted them throughout his short career. He made his Salon debut in 1812 with The Charging Chasseur, followed in 1814 by The Wounded Cuirassier; both are in the Louvre, as is his Derby at Epsom of 1821.',
      ],
      [
        'raft',
        'Théodore Géricault spent many months preparing The Raft of the Medusa: he interviewed survivors of the 1816 shipwreck, had a model of the raft built and studied the sick and the dead in Paris hospitals. Shown at the Salon of 1819, the huge canvas was bought by the Louvre in 1824, shortly after his death.',
      ],
      [
        'later',
        'After the Salon of 1819 Théodore Géricault took The Raft of the Medusa to Britain, where it was exhibited in London in 1820. In his last years he painted a series of portraits of the mentally ill, remarkable for their sympathy and truthfulness.',
      ],
    ],
  },
  {
    name: 'Antonio Canova',
    keywords: ['Canova'],
    artworkId: 'psyche-cupid',
    passages: [
      [
        'life',
        'Antonio Canova (1757–1822) was the most celebrated sculptor of Neoclassicism. He was born at Possagno, in the Republic of Venice, on 1 November 1757, trained in Venice, settled in Rome in 1781 and died in Venice on 13 October 1822.',
      ],
      [
        'works',
        'Antonio Canova made his name in Rome with the tombs of Popes Clement XIV and Clement XIII. His best-known works include Psyche Revived by Cupid’s Kiss (1787–1793), The Three Graces and the reclining portrait of Pauline Borghese as Venus Victrix, in the Galleria Borghese in Rome.',
      ],
      [
        'napoleon',
        'Antonio Canova portrayed Napoleon and his family several times, including a colossal nude statue, Napoleon as Mars the Peacemaker, now at Apsley House in London. After Napoleon’s fall the pope sent Canova to Paris in 1815 to recover works of art taken from the Papal States.',
      ],
      [
        'style',
        'Antonio Canova combined the calm, ideal beauty of ancient sculpture with tenderness and grace. He finished his marbles himself, polishing the surface so that the stone seems soft and luminous, and he often worked from full-size plaster models.',
      ],
      [
        'psyche',
        'Antonio Canova carved Psyche Revived by Cupid’s Kiss between 1787 and 1793 for the British collector Colonel John Campbell. The marble entered the Louvre in 1824 and stands in the Michelangelo Gallery of the Denon Wing.',
      ],
    ],
  },
  {
    name: 'Alexandros of Antioch',
    keywords: ['Alexandros', 'Alexander of Antioch', 'sculptor of the Venus de Milo'],
    artworkId: 'venus-de-milo',
    passages: [
      [
        'attribution',
        'Alexandros of Antioch is the Greek sculptor to whom the Venus de Milo is attributed. A fragment of an inscribed plinth found with the statue on Milos in 1820 named Alexandros, son of Menides, from Antioch on the Maeander, a city in Asia Minor, in what is now south-western Türkiye.',
      ],
      [
        'doubts',
        'The attribution of the Venus de Milo to Alexandros of Antioch rests on an inscribed plinth fragment that was later lost. Scholars have long debated whether that block really belonged to the statue, so the name is given as an attribution rather than a certainty.',
      ],
      [
        'period',
        'Alexandros of Antioch worked in the Hellenistic period, the centuries after Alexander the Great. The Venus de Milo, dated to about 150–125 BC, recalls the classical sculpture of the fourth century BC but adds a spiralling pose and a dramatic contrast between smooth skin and heavy drapery.',
      ],
    ],
  },
  {
    name: 'The sculptor of the Winged Victory',
    keywords: ['Unknown sculptor', 'Rhodian sculptor', 'who made the Winged Victory'],
    artworkId: 'winged-victory',
    passages: [
      [
        'unknown',
        'The sculptor of the Winged Victory of Samothrace is unknown. The grey marble of the ship, quarried at Lartos on the island of Rhodes, and the style of the carving suggest that the monument was a Rhodian offering made around 190 BC. That is an inference, not a record: no signature or ancient source names the artist, so the sculptor may or may not have come from Rhodes.',
      ],
      [
        'rhodes',
        'In the Hellenistic period the island of Rhodes was a great naval power and a leading centre of sculpture: the Colossus of Rhodes, one of the Seven Wonders of the Ancient World, was the work of a Rhodian sculptor. Some scholars have tried to name the sculptor of the Winged Victory, but no attribution is certain.',
      ],
      [
        'style',
        'The unknown sculptor of the Winged Victory of Samothrace was a master of movement. The figure twists forward into the wind, and the drapery alternates between thin, wet-looking folds pressed against the body and deep swirls behind the legs, a virtuoso display typical of Hellenistic sculpture.',
      ],
    ],
  },
  {
    name: 'The sculptors of the Great Sphinx',
    keywords: ['Unknown Egyptian sculptors', 'Egyptian sculptors', 'who made the Great Sphinx of Tanis'],
    artworkId: 'great-sphinx',
    passages: [
      [
        'unknown',
        'The sculptors of the Great Sphinx of Tanis are unknown, like most artists of ancient Egypt, who worked in royal workshops and did not sign their works. The name of the king who first commissioned the sphinx has also been lost; later pharaohs, including Amenemhat II, Merneptah and Shoshenq I, carved their own names on it.',
      ],
      [
        'granite',
        'The Great Sphinx of Tanis was carved from a single block of pink granite, a very hard stone that Egyptian sculptors shaped with stone tools and abrasive sand. Pink granite of this kind was quarried mainly at Aswan, in the far south of Egypt.',
      ],
      [
        'conventions',
        'The Egyptian sculptors of the Great Sphinx of Tanis followed long-established conventions: a crouching lion’s body joined to the head of a king wearing the striped royal headcloth, the nemes. Such sphinxes guarded the approaches to temples and expressed the pharaoh’s strength and protective power.',
      ],
    ],
  },
];

/** The title of the artist passages for each artwork (the ten artworks' artists). */
export const artistOfArtwork: Readonly<Record<ArtworkId, string>> = Object.fromEntries(
  artists.map((artist) => [artist.artworkId, artist.name]),
) as Record<ArtworkId, string>;

function passagesOf(artist: ArtistEntry): KnowledgePassage[] {
  const artwork = artworks.find((item) => item.id === artist.artworkId);
  return artist.passages.map(([part, text]) => ({
    id: `artist:${slug(artist.name)}:${part}`,
    topic: 'artist' as const,
    title: artist.name,
    text,
    keywords: artist.keywords,
    ...(artwork ? { link: artworkLink(artwork), artworkId: artwork.id } : {}),
  }));
}

/** Written passages on the artists of the ten artworks: life, training, key works, style, their artwork. */
export const artistPassages: readonly KnowledgePassage[] = artists.flatMap(passagesOf);
