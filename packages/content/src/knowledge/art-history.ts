import { artworkPath } from './routes';
import { entry, written, type WrittenEntry } from './written';

/** The movements and traditions the ten artworks belong to, written by hand. */
export const artHistoryEntries = {
  'hellenistic-sculpture': entry(
    'Hellenistic sculpture',
    'Hellenistic art is the Greek art of the period between the death of Alexander the Great in 323 BC and the battle of Actium in 31 BC, which sealed Rome’s control of the Greek East. Its sculptors favoured movement, drama, emotion and virtuoso carving of drapery, as in the Winged Victory of Samothrace and the Venus de Milo in the Louvre.',
    ['Hellenistic', 'Greek sculpture', 'ancient Greece', 'Hellenistic period'],
    { label: 'Winged Victory of Samothrace', path: artworkPath('winged-victory') },
  ),
  'high-renaissance': entry(
    'High Renaissance',
    'The High Renaissance is the brief peak of Italian Renaissance art, from about the 1490s to the 1520s, centred on Florence, Rome and Milan. Its leading masters were Leonardo da Vinci, Michelangelo and Raphael, who combined classical harmony and balance with a new mastery of anatomy, perspective and light.',
    ['High Renaissance', 'Renaissance', 'Italian Renaissance', 'Raphael'],
    { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  ),
  'venetian-painting': entry(
    'Venetian Renaissance painting',
    'Venetian painters of the sixteenth century, such as Titian, Tintoretto and Paolo Veronese, were famous for rich colour, light and the sensuous texture of paint, often built up in oil on canvas. Their emphasis on colour, colorito, was traditionally contrasted with the Florentine emphasis on drawing, disegno.',
    ['Venetian painting', 'Venice', 'Titian', 'Tintoretto', 'colorito', 'Venetian school'],
    { label: 'The Wedding Feast at Cana', path: artworkPath('wedding-feast') },
  ),
  neoclassicism: entry(
    'Neoclassicism',
    'Neoclassicism, from about the 1760s to the 1830s, turned back to the art of ancient Greece and Rome in reaction against the playful Rococo, stimulated by the excavations at Herculaneum and Pompeii. Its painters, led by Jacques-Louis David, favoured clear drawing, calm composition and moral or heroic subjects; its greatest sculptor was Antonio Canova.',
    ['Neoclassicism', 'Neoclassical', 'classicism', 'David', 'Canova'],
    { label: 'The Coronation of Napoleon', path: artworkPath('coronation-napoleon') },
  ),
  'french-romanticism': entry(
    'French Romanticism',
    'French Romantic painting, in the first half of the nineteenth century, put emotion, imagination, colour and movement before the calm order of Neoclassicism. Théodore Géricault’s Raft of the Medusa, shown at the Salon of 1819, and Eugène Delacroix’s Liberty Leading the People of 1830 are among its founding works, both in the Louvre.',
    ['Romanticism', 'Romantic painting', 'Romantic', 'Géricault', 'Delacroix'],
    { label: 'The Raft of the Medusa', path: artworkPath('raft-medusa') },
  ),
  'ingres-delacroix': entry(
    'Line against colour',
    'In nineteenth-century France, critics often presented Jean-Auguste-Dominique Ingres and Eugène Delacroix as rivals: Ingres, a pupil of David, defended line and drawing in the classical tradition, while Delacroix championed colour and movement. Both are well represented in the Louvre’s French paintings.',
    ['Ingres', 'Delacroix', 'line and colour', 'rivalry'],
  ),
  'history-painting': entry(
    'History painting and the Salon',
    'History painting, the depiction of scenes from history, religion, mythology or literature, was the most prestigious genre of the French Academy. Painters showed such works at the Salon, the official exhibition held for many years in the Louvre, and large canvases like The Coronation of Napoleon and The Raft of the Medusa were made to be seen there.',
    ['history painting', 'Salon', 'Academy', 'genre'],
  ),
  'egyptian-sphinxes': entry(
    'Egyptian sphinxes',
    'In ancient Egypt a sphinx was a statue with the body of a lion and the head of a king, symbolising the pharaoh’s power and his role as protector. Sphinxes often lined the approaches to temples, and later kings sometimes reused older statues by carving their own names on them, as on the Great Sphinx of Tanis.',
    ['sphinx', 'sphinxes', 'ancient Egypt', 'Egyptian art', 'pharaoh'],
    { label: 'Great Sphinx of Tanis', path: artworkPath('great-sphinx') },
  ),
  'marble-carving': entry(
    'Carving marble',
    'Marble sculptors traditionally roughed out a figure with a point chisel, refined it with the toothed claw chisel, and then smoothed and polished the surface with files and abrasives. Michelangelo’s unfinished Slaves still show the marks of the claw chisel, while Canova’s Psyche shows the final, polished stage.',
    ['marble', 'sculpture technique', 'chisel', 'carving'],
    { label: 'The Slaves', path: artworkPath('michelangelo-slaves') },
  ),
  sfumato: entry(
    'Sfumato',
    'Sfumato, from the Italian word for smoke, is the technique of blending tones so softly that there are no hard outlines. Leonardo da Vinci used it masterfully in the Mona Lisa, especially at the corners of her mouth and eyes, which is why her expression seems to change as you look.',
    ['sfumato', 'technique', 'smile', 'Leonardo'],
    { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  ),
} satisfies Record<string, WrittenEntry>;

export const artHistoryPassages = written('art-history', artHistoryEntries);
