import { artworkPath } from './routes';
import { written } from './written';

/** The movements and traditions the ten artworks belong to, written by hand. */
export const artHistoryPassages = written('art-history', [
  {
    id: 'hellenistic-sculpture',
    title: 'Hellenistic sculpture',
    text: 'Hellenistic art is the Greek art of the period between the death of Alexander the Great in 323 BC and the battle of Actium in 31 BC, which sealed Rome’s control of the Greek East. Its sculptors favoured movement, drama, emotion and virtuoso carving of drapery, as in the Winged Victory of Samothrace and the Venus de Milo in the Louvre.',
    keywords: ['Hellenistic', 'Greek sculpture', 'ancient Greece', 'Hellenistic period'],
    link: { label: 'Winged Victory of Samothrace', path: artworkPath('winged-victory') },
  },
  {
    id: 'high-renaissance',
    title: 'High Renaissance',
    text: 'The High Renaissance is the brief peak of Italian Renaissance art, from about the 1490s to the 1520s, centred on Florence, Rome and Milan. Its leading masters were Leonardo da Vinci, Michelangelo and Raphael, who combined classical harmony and balance with a new mastery of anatomy, perspective and light.',
    keywords: ['High Renaissance', 'Renaissance', 'Italian Renaissance', 'Raphael'],
    link: { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  },
  {
    id: 'venetian-painting',
    title: 'Venetian Renaissance painting',
    text: 'Venetian painters of the sixteenth century, such as Titian, Tintoretto and Paolo Veronese, were famous for rich colour, light and the sensuous texture of paint, often built up in oil on canvas. Their emphasis on colour, colorito, was traditionally contrasted with the Florentine emphasis on drawing, disegno.',
    keywords: ['Venetian painting', 'Venice', 'Titian', 'Tintoretto', 'colorito', 'Venetian school'],
    link: { label: 'The Wedding Feast at Cana', path: artworkPath('wedding-feast') },
  },
  {
    id: 'neoclassicism',
    title: 'Neoclassicism',
    text: 'Neoclassicism, from about the 1760s to the 1830s, turned back to the art of ancient Greece and Rome in reaction against the playful Rococo, stimulated by the excavations at Herculaneum and Pompeii. Its painters, led by Jacques-Louis David, favoured clear drawing, calm composition and moral or heroic subjects; its greatest sculptor was Antonio Canova.',
    keywords: ['Neoclassicism', 'Neoclassical', 'classicism', 'David', 'Canova'],
    link: { label: 'The Coronation of Napoleon', path: artworkPath('coronation-napoleon') },
  },
  {
    id: 'french-romanticism',
    title: 'French Romanticism',
    text: 'French Romantic painting, in the first half of the nineteenth century, put emotion, imagination, colour and movement before the calm order of Neoclassicism. Théodore Géricault’s Raft of the Medusa, shown at the Salon of 1819, and Eugène Delacroix’s Liberty Leading the People of 1830 are among its founding works, both in the Louvre.',
    keywords: ['Romanticism', 'Romantic painting', 'Romantic', 'Géricault', 'Delacroix'],
    link: { label: 'The Raft of the Medusa', path: artworkPath('raft-medusa') },
  },
  {
    id: 'ingres-delacroix',
    title: 'Line against colour',
    text: 'In nineteenth-century France, critics often presented Jean-Auguste-Dominique Ingres and Eugène Delacroix as rivals: Ingres, a pupil of David, defended line and drawing in the classical tradition, while Delacroix championed colour and movement. Both are well represented in the Louvre’s French paintings.',
    keywords: ['Ingres', 'Delacroix', 'line and colour', 'rivalry'],
  },
  {
    id: 'history-painting',
    title: 'History painting and the Salon',
    text: 'History painting, the depiction of scenes from history, religion, mythology or literature, was the most prestigious genre of the French Academy. Painters showed such works at the Salon, the official exhibition held for many years in the Louvre, and large canvases like The Coronation of Napoleon and The Raft of the Medusa were made to be seen there.',
    keywords: ['history painting', 'Salon', 'Academy', 'genre'],
  },
  {
    id: 'egyptian-sphinxes',
    title: 'Egyptian sphinxes',
    text: 'In ancient Egypt a sphinx was a statue with the body of a lion and the head of a king, symbolising the pharaoh’s power and his role as protector. Sphinxes often lined the approaches to temples, and later kings sometimes reused older statues by carving their own names on them, as on the Great Sphinx of Tanis.',
    keywords: ['sphinx', 'sphinxes', 'ancient Egypt', 'Egyptian art', 'pharaoh'],
    link: { label: 'Great Sphinx of Tanis', path: artworkPath('great-sphinx') },
  },
  {
    id: 'marble-carving',
    title: 'Carving marble',
    text: 'Marble sculptors traditionally roughed out a figure with a point chisel, refined it with the toothed claw chisel, and then smoothed and polished the surface with files and abrasives. Michelangelo’s unfinished Slaves still show the marks of the claw chisel, while Canova’s Psyche shows the final, polished stage.',
    keywords: ['marble', 'sculpture technique', 'chisel', 'carving'],
    link: { label: 'The Slaves', path: artworkPath('michelangelo-slaves') },
  },
  {
    id: 'sfumato',
    title: 'Sfumato',
    text: 'Sfumato, from the Italian word for smoke, is the technique of blending tones so softly that there are no hard outlines. Leonardo da Vinci used it masterfully in the Mona Lisa, especially at the corners of her mouth and eyes, which is why her expression seems to change as you look.',
    keywords: ['sfumato', 'technique', 'smile', 'Leonardo'],
    link: { label: 'Mona Lisa', path: artworkPath('mona-lisa') },
  },
]);
