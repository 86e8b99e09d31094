import { QUIZ_TIME_LIMIT_SECONDS } from './rules';
import { buildQuiz, questionBank } from './quiz-builder';

// Masterpieces of world art, from the Renaissance to Pop Art, and the movements they belong to.
// Every work named here is listed in masterpieces.ts, every movement in movements.ts.
export const famousArtworksQuestions = questionBank([
  {
    question: 'Who painted The Starry Night in 1889?',
    answer: 'Vincent van Gogh',
    wrong: ['Paul Gauguin', 'Claude Monet', 'Edvard Munch'],
    explanation:
      'Van Gogh painted it in June 1889 while staying at the asylum of Saint-Rémy-de-Provence, combining the view from his window with imagination. It now hangs at MoMA in New York.',
  },
  {
    question: 'Where can you see Leonardo da Vinci’s The Last Supper?',
    answer: 'In the convent of Santa Maria delle Grazie, Milan',
    wrong: ['In the Sistine Chapel, Vatican City', 'In the Uffizi Gallery, Florence', 'In the Louvre, Paris'],
    explanation:
      'Leonardo painted it around 1495–1498 on the wall of the refectory, the monks’ dining hall, where it remains.',
  },
  {
    question: 'Why did Leonardo’s The Last Supper begin to deteriorate so soon after it was painted?',
    answer: 'He painted on dry plaster instead of using true fresco',
    wrong: [
      'He painted on paper glued to the wall',
      'It was left outdoors for centuries',
      'He used watercolour',
    ],
    explanation:
      'To work slowly and retouch, Leonardo laid tempera and oil on a dry wall; the paint did not bond with the plaster and soon began to flake.',
  },
  {
    question: 'Who painted the ceiling of the Sistine Chapel between 1508 and 1512?',
    answer: 'Michelangelo',
    wrong: ['Raphael', 'Leonardo da Vinci', 'Sandro Botticelli'],
    explanation:
      'Pope Julius II commissioned the Sistine Chapel ceiling, and Michelangelo, who thought of himself above all as a sculptor, spent four years painting it.',
  },
  {
    question:
      'The Creation of Adam, in which the fingers of God and Adam almost touch, is part of which work?',
    answer: 'The Sistine Chapel ceiling',
    wrong: ['The School of Athens', 'The Ghent Altarpiece', 'The Scrovegni Chapel frescoes'],
    explanation:
      'It is one of nine scenes from the Book of Genesis that Michelangelo painted along the centre of the Sistine Chapel ceiling.',
  },
  {
    question:
      'Who painted The Birth of Venus, in which the goddess arrives on the shore standing on a scallop shell?',
    answer: 'Sandro Botticelli',
    wrong: ['Titian', 'Raphael', 'Piero della Francesca'],
    explanation:
      'Botticelli painted it in Florence around 1484–1486; it hangs in the Uffizi Gallery, not far from his Primavera.',
  },
  {
    question: 'Which museum displays Rembrandt’s The Night Watch?',
    answer: 'The Rijksmuseum, Amsterdam',
    wrong: ['The Mauritshuis, The Hague', 'The National Gallery, London', 'The Louvre, Paris'],
    explanation:
      'Completed in 1642, The Night Watch is a group portrait of a civic militia company led by Captain Frans Banninck Cocq, and the centrepiece of the Rijksmuseum.',
  },
  {
    question: 'Who painted Girl with a Pearl Earring?',
    answer: 'Johannes Vermeer',
    wrong: ['Rembrandt van Rijn', 'Frans Hals', 'Jan Steen'],
    explanation:
      'Vermeer painted it around 1665. It is a tronie, a study of a face rather than a portrait of a known sitter, and hangs in the Mauritshuis in The Hague.',
  },
  {
    question: 'Who created The Scream, first painted in 1893?',
    answer: 'Edvard Munch',
    wrong: ['Gustav Klimt', 'Egon Schiele', 'Wassily Kandinsky'],
    explanation:
      'The Norwegian Edvard Munch made several versions in paint, pastel and print. Rooted in Symbolism, it became a key image for Expressionism.',
  },
  {
    question: 'Which event led Pablo Picasso to paint Guernica in 1937?',
    answer: 'The bombing of a Basque town during the Spanish Civil War',
    wrong: [
      'The Battle of Verdun in the First World War',
      'The Paris Commune of 1871',
      'The Russian Revolution of 1917',
    ],
    explanation:
      'German and Italian aircraft bombed Guernica in April 1937, and Picasso painted his huge black, white and grey canvas for the Spanish Republic’s pavilion at the Paris World’s Fair.',
  },
  {
    question: 'Where is Picasso’s Guernica displayed today?',
    answer: 'The Museo Reina Sofía, Madrid',
    wrong: [
      'The Museum of Modern Art, New York',
      'The Musée Picasso, Paris',
      'The Picasso Museum, Barcelona',
    ],
    explanation:
      'Guernica stayed at MoMA until 1981, as Picasso wished, until democracy returned to Spain; since 1992 it has hung in the Reina Sofía.',
  },
  {
    question: 'What is the best-known motif of Salvador Dalí’s The Persistence of Memory (1931)?',
    answer: 'Melting pocket watches',
    wrong: ['A man in a bowler hat', 'A ladder leading to the moon', 'A field of sunflowers'],
    explanation:
      'Dalí’s small Surrealist canvas, now at MoMA, drapes soft watches over a branch, a ledge and a strange sleeping face in a Catalan landscape.',
  },
  {
    question:
      'Who painted Las Meninas (1656), in which the artist appears at his easel beside the Spanish princess?',
    answer: 'Diego Velázquez',
    wrong: ['Francisco Goya', 'El Greco', 'Bartolomé Esteban Murillo'],
    explanation:
      'Velázquez painted himself beside the Infanta Margarita Teresa and her maids of honour; the king and queen appear only in a mirror. The work is in the Prado.',
  },
  {
    question: 'Gustav Klimt’s The Kiss (1907–1908) is famous for its use of which material?',
    answer: 'Gold leaf',
    wrong: ['Crushed glass', 'Mother-of-pearl', 'Copper wire'],
    explanation:
      'The Kiss belongs to Klimt’s golden period and hangs in the Belvedere in Vienna. Klimt led the Vienna Secession, Austria’s version of Art Nouveau.',
  },
  {
    question: 'What kind of work is Hokusai’s The Great Wave off Kanagawa?',
    answer: 'A colour woodblock print',
    wrong: ['An oil painting on canvas', 'A fresco', 'A lacquered screen'],
    explanation:
      'Hokusai designed it around 1831 for the series Thirty-six Views of Mount Fuji; thousands of impressions were printed, and museums around the world hold copies.',
  },
  {
    question:
      'Who painted American Gothic (1930), showing a farmer with a pitchfork and a woman before a house in Iowa?',
    answer: 'Grant Wood',
    wrong: ['Edward Hopper', 'Norman Rockwell', 'Andrew Wyeth'],
    explanation:
      'Grant Wood’s sister and his dentist posed for the figures, and the house has a window in the Gothic Revival style. The painting is in the Art Institute of Chicago.',
  },
  {
    question: 'Which painting gave its name to Impressionism?',
    answer: 'Impression, Sunrise by Claude Monet',
    wrong: [
      'Luncheon on the Grass by Édouard Manet',
      'Bal du moulin de la Galette by Pierre-Auguste Renoir',
      'The Dance Class by Edgar Degas',
    ],
    explanation:
      'At the first group exhibition in 1874, the critic Louis Leroy mocked Monet’s view of the port of Le Havre, and the painters adopted his label.',
  },
  {
    question:
      'Which technique did Georges Seurat use for A Sunday Afternoon on the Island of La Grande Jatte?',
    answer: 'Pointillism: small dots of pure colour',
    wrong: [
      'Thick impasto laid on with a palette knife',
      'Sfumato: smoky blended shadows',
      'Collage of printed paper',
    ],
    explanation:
      'Seurat worked on the painting from 1884 to 1886, placing dots of colour side by side so that they mix in the viewer’s eye. It is in the Art Institute of Chicago.',
  },
  {
    question: 'Who painted the triptych The Garden of Earthly Delights, now in the Prado?',
    answer: 'Hieronymus Bosch',
    wrong: ['Pieter Bruegel the Elder', 'Jan van Eyck', 'Albrecht Dürer'],
    explanation:
      'Bosch painted it around 1490–1510: paradise on the left, a garden of strange pleasures in the centre and a nightmarish hell on the right.',
  },
  {
    question: 'Where is the original marble of Michelangelo’s David displayed today?',
    answer: 'The Galleria dell’Accademia, Florence',
    wrong: [
      'The Vatican Museums, Rome',
      'The Uffizi Gallery, Florence',
      'The Piazza della Signoria, Florence',
    ],
    explanation:
      'Carved in 1501–1504, David stood outside the Palazzo Vecchio until 1873, when it was moved indoors to the Accademia; a copy now stands in the square.',
  },
  {
    question: 'Auguste Rodin’s The Thinker was first conceived as part of which larger work?',
    answer: 'The Gates of Hell',
    wrong: ['The Burghers of Calais', 'The Monument to Balzac', 'The Age of Bronze'],
    explanation:
      'Around 1880 Rodin designed the figure to sit above his bronze doors inspired by Dante’s Inferno; it later became an independent, enlarged sculpture.',
  },
  {
    question: 'Claude Monet’s Water Lilies paintings show the pond of his garden in which village?',
    answer: 'Giverny',
    wrong: ['Argenteuil', 'Barbizon', 'Honfleur'],
    explanation:
      'Monet lived at Giverny from 1883 until his death in 1926. His largest Water Lilies panels fill two oval rooms of the Musée de l’Orangerie in Paris.',
  },
  {
    question: 'In Jan van Eyck’s The Arnolfini Portrait (1434), what on the back wall reflects the scene?',
    answer: 'A convex mirror',
    wrong: ['A window onto a canal', 'A polished brass plate', 'A glass-fronted cabinet'],
    explanation:
      'The round mirror shows the couple from behind and two figures in the doorway; above it van Eyck wrote that he was there. The panel is in the National Gallery, London.',
  },
  {
    question: 'Who painted The School of Athens in the Vatican?',
    answer: 'Raphael',
    wrong: ['Michelangelo', 'Perugino', 'Leonardo da Vinci'],
    explanation:
      'Raphael painted the fresco in 1509–1511 in the Stanza della Segnatura, gathering the philosophers of antiquity around Plato and Aristotle.',
  },
  {
    question: 'Which movement did Picasso’s Les Demoiselles d’Avignon (1907) help to launch?',
    answer: 'Cubism',
    wrong: ['Fauvism', 'Surrealism', 'Futurism'],
    explanation:
      'Its angular, fractured figures, influenced by Iberian sculpture and African masks, opened the way to the Cubism Picasso developed with Georges Braque. The painting is at MoMA.',
  },
  {
    question: 'Van Gogh painted his Sunflowers series in 1888 to decorate his house in which town?',
    answer: 'Arles',
    wrong: ['Auvers-sur-Oise', 'Saint-Rémy-de-Provence', 'Nuenen'],
    explanation:
      'He painted them in the Yellow House in Arles while waiting for Paul Gauguin to join him, and made several repetitions of them the following winter.',
  },
  {
    question: 'Which words appear beneath the pipe in René Magritte’s The Treachery of Images (1929)?',
    answer: 'Ceci n’est pas une pipe',
    wrong: ['Ceci est une pipe', 'La pipe de Magritte', 'Le rêve d’une pipe'],
    explanation:
      '“This is not a pipe”: Magritte’s Surrealist joke reminds us that a picture of a pipe is only an image, not the object itself.',
  },
  {
    question: 'Who made Campbell’s Soup Cans (1962), thirty-two canvases each showing one flavour?',
    answer: 'Andy Warhol',
    wrong: ['Roy Lichtenstein', 'Jasper Johns', 'Claes Oldenburg'],
    explanation:
      'Warhol’s soup cans, now at MoMA, turned a supermarket product into art and became an emblem of Pop Art.',
  },
  {
    question: 'Who painted Nighthawks (1942), with its customers in a brightly lit all-night diner?',
    answer: 'Edward Hopper',
    wrong: ['Grant Wood', 'Georgia O’Keeffe', 'Norman Rockwell'],
    explanation: 'Hopper’s image of loneliness in the modern city hangs in the Art Institute of Chicago.',
  },
  {
    question: 'Who painted Wanderer above the Sea of Fog, a man seen from behind on a rocky summit?',
    answer: 'Caspar David Friedrich',
    wrong: ['J. M. W. Turner', 'John Constable', 'Eugène Delacroix'],
    explanation:
      'Painted around 1818, it has become an emblem of German Romanticism and of the individual facing the sublime. It is in the Hamburger Kunsthalle.',
  },
  {
    question: 'What does Francisco Goya’s The Third of May 1808 depict?',
    answer: 'Napoleon’s soldiers executing Spanish civilians in Madrid',
    wrong: ['The storming of the Bastille', 'The Battle of Trafalgar', 'The coronation of Joseph Bonaparte'],
    explanation:
      'Goya painted it in 1814 to commemorate the Madrid uprising against the French occupation. It is in the Prado.',
  },
  {
    question:
      'Piet Mondrian’s grids of black lines and blocks of red, blue and yellow belong to which movement?',
    answer: 'De Stijl',
    wrong: ['Fauvism', 'Futurism', 'Art Nouveau'],
    explanation:
      'De Stijl (The Style) was founded in the Netherlands in 1917 around a magazine of that name; it reduced art to straight lines and primary colours.',
  },
  {
    question: 'Where was Édouard Manet’s Le Déjeuner sur l’herbe first shown in 1863?',
    answer: 'At the Salon des Refusés',
    wrong: [
      'At the first Impressionist exhibition',
      'At the Royal Academy in London',
      'At the Exposition Universelle',
    ],
    explanation:
      'Rejected by the official Salon jury, it appeared at the Salon des Refusés organised by order of Napoleon III, where its nude woman picnicking with clothed men caused a scandal.',
  },
  {
    question: 'Which Renaissance painting did Manet deliberately rework in his Olympia (1863)?',
    answer: 'Titian’s Venus of Urbino',
    wrong: ['Botticelli’s The Birth of Venus', 'Leonardo’s Mona Lisa', 'Raphael’s The School of Athens'],
    explanation:
      'Olympia borrows the reclining pose of Titian’s Venus but turns the goddess into a modern Parisian woman; it caused an uproar at the Salon of 1865.',
  },
  {
    question: 'Who painted the Venus of Urbino, now in the Uffizi?',
    answer: 'Titian',
    wrong: ['Giorgione', 'Raphael', 'Tintoretto'],
    explanation:
      'The Venetian master Titian painted it in the 1530s for Guidobaldo della Rovere, later Duke of Urbino, which gave the painting its name.',
  },
  {
    question:
      'Who painted The Gleaners (1857), three peasant women picking up the grain left after the harvest?',
    answer: 'Jean-François Millet',
    wrong: ['Gustave Courbet', 'Camille Corot', 'Honoré Daumier'],
    explanation:
      'Millet’s dignified image of rural poverty is a landmark of Realism; it hangs in the Musée d’Orsay.',
  },
  {
    question: 'Who painted Bal du moulin de la Galette (1876), a sunlit Sunday dance in Montmartre?',
    answer: 'Pierre-Auguste Renoir',
    wrong: ['Edgar Degas', 'Camille Pissarro', 'Claude Monet'],
    explanation:
      'Renoir painted the open-air dance hall with dappled light falling through the trees, a key work of Impressionism now in the Musée d’Orsay.',
  },
  {
    question:
      'Which Baroque painter made the celebrated versions of Judith Slaying Holofernes now in Naples and in the Uffizi?',
    answer: 'Artemisia Gentileschi',
    wrong: ['Sofonisba Anguissola', 'Lavinia Fontana', 'Elisabetta Sirani'],
    explanation:
      'Artemisia Gentileschi painted the biblical heroine with unprecedented force: the Naples version dates from about 1612–1613, the Uffizi version from about 1620.',
  },
  {
    question:
      'Caravaggio’s The Calling of Saint Matthew still hangs where it was first installed. Where is that?',
    answer: 'The Contarelli Chapel of San Luigi dei Francesi, Rome',
    wrong: [
      'The Sistine Chapel, Vatican City',
      'St Mark’s Basilica, Venice',
      'The Brancacci Chapel, Florence',
    ],
    explanation:
      'Completed in 1599–1600, it shows a beam of light following Christ’s pointing hand towards the tax collector, a hallmark of Caravaggio’s dramatic chiaroscuro.',
  },
  {
    question: 'Who sculpted The Ecstasy of Saint Teresa in the church of Santa Maria della Vittoria, Rome?',
    answer: 'Gian Lorenzo Bernini',
    wrong: ['Antonio Canova', 'Michelangelo', 'Donatello'],
    explanation:
      'Bernini created the Cornaro Chapel in 1647–1652, combining marble, gilded rays and hidden light into one of the great theatrical works of the Baroque.',
  },
  {
    question:
      'Fragonard’s The Swing (1767), with a young woman in pink kicking off her shoe, is a key work of which style?',
    answer: 'Rococo',
    wrong: ['Baroque', 'Neoclassicism', 'Romanticism'],
    explanation:
      'Its playful subject, pastel colours and frothy foliage are typical of the Rococo. The painting is in the Wallace Collection in London.',
  },
  {
    question:
      'Jacques-Louis David’s The Oath of the Horatii (1784), in the Louvre, is a manifesto of which style?',
    answer: 'Neoclassicism',
    wrong: ['Rococo', 'Romanticism', 'Realism'],
    explanation:
      'Three Roman brothers swear to fight for their city in a stark, frieze-like composition that rejected the frivolity of the Rococo.',
  },
  {
    question:
      'Who painted the Grande Odalisque (1814), now in the Louvre, famous for its impossibly long back?',
    answer: 'Jean-Auguste-Dominique Ingres',
    wrong: ['Eugène Delacroix', 'Jacques-Louis David', 'Théodore Chassériau'],
    explanation:
      'Critics complained that the odalisque had extra vertebrae; Ingres lengthened her back on purpose for the elegance of the line.',
  },
  {
    question: 'Who painted Black Square, first shown in 1915 and hung high in a corner like an icon?',
    answer: 'Kazimir Malevich',
    wrong: ['Wassily Kandinsky', 'El Lissitzky', 'Alexander Rodchenko'],
    explanation:
      'Malevich presented Black Square at the 0.10 exhibition in Petrograd as the starting point of Suprematism, an art of pure geometric form.',
  },
  {
    question:
      'Who submitted Fountain, a factory-made urinal signed “R. Mutt”, to an exhibition in New York in 1917?',
    answer: 'Marcel Duchamp',
    wrong: ['Man Ray', 'Francis Picabia', 'Jean Arp'],
    explanation:
      'Duchamp’s readymade was rejected by the Society of Independent Artists and became the most famous gesture associated with Dada.',
  },
  {
    question: 'Which of these paintings by Johannes Vermeer is in the Louvre?',
    answer: 'The Lacemaker',
    wrong: ['The Milkmaid', 'View of Delft', 'Girl with a Pearl Earring'],
    explanation:
      'The Lacemaker, one of Vermeer’s smallest paintings, entered the Louvre in 1870. The Milkmaid is in Amsterdam, the other two in The Hague.',
  },
  {
    question: 'What is the official title of the painting known as Whistler’s Mother?',
    answer: 'Arrangement in Grey and Black No. 1',
    wrong: ['Symphony in White No. 1', 'Nocturne in Black and Gold', 'Harmony in Blue and Gold'],
    explanation:
      'Whistler painted his mother in 1871 and gave the work a musical title to stress colour and form; the French state bought it in 1891, and it is now in the Musée d’Orsay.',
  },
  {
    question: 'Who painted The Hay Wain (1821), a cart crossing a river in the Suffolk countryside?',
    answer: 'John Constable',
    wrong: ['J. M. W. Turner', 'Thomas Gainsborough', 'Thomas Cole'],
    explanation:
      'The Hay Wain won a gold medal at the Paris Salon of 1824 and impressed French painters such as Delacroix. It is in the National Gallery, London.',
  },
  {
    question:
      'J. M. W. Turner’s The Fighting Temeraire (1839) shows a warship that had fought in which battle?',
    answer: 'Trafalgar',
    wrong: ['Waterloo', 'The Nile', 'Copenhagen'],
    explanation:
      'HMS Temeraire fought at Trafalgar in 1805; Turner shows her being towed by a steam tug to be broken up in 1838, under a blazing sunset.',
  },
  {
    question:
      'Which movement was launched by Filippo Tommaso Marinetti’s manifesto, published in Le Figaro in 1909?',
    answer: 'Futurism',
    wrong: ['Cubism', 'Dada', 'Suprematism'],
    explanation:
      'Futurism celebrated speed, machines and the modern city; Umberto Boccioni’s bronze Unique Forms of Continuity in Space (1913) is one of its icons.',
  },
  {
    question: 'Who wrote the first Surrealist Manifesto in 1924?',
    answer: 'André Breton',
    wrong: ['Tristan Tzara', 'Guillaume Apollinaire', 'Salvador Dalí'],
    explanation:
      'Breton defined Surrealism as “pure psychic automatism”, an art drawing on dreams and the unconscious; Dalí and Magritte later joined the movement.',
  },
  {
    question: 'How did Jackson Pollock make paintings such as Autumn Rhythm (Number 30) (1950)?',
    answer: 'By dripping and pouring paint onto canvas laid on the floor',
    wrong: [
      'By spraying paint through stencils',
      'By pressing painted objects onto the canvas',
      'By burning the canvas with a torch',
    ],
    explanation:
      'Pollock’s drip paintings, made by moving around the canvas on the studio floor, are landmarks of Abstract Expressionism.',
  },
  {
    question:
      'Van Gogh, Cézanne, Gauguin and Seurat are grouped under which label, coined by the critic Roger Fry in 1910?',
    answer: 'Post-Impressionism',
    wrong: ['Expressionism', 'Fauvism', 'Symbolism'],
    explanation:
      'Fry’s London exhibition Manet and the Post-Impressionists gave the name to painters who built on Impressionism but went beyond recording light.',
  },
]);

export const famousArtworksQuiz = buildQuiz(
  {
    id: 'famous-artworks-quiz',
    title: 'Famous Artworks Quiz',
    description:
      'From The Starry Night to Guernica: how well do you know the world’s most celebrated paintings and sculptures?',
    timeLimit: QUIZ_TIME_LIMIT_SECONDS,
    pointsPerQuestion: 100,
    idPrefix: 'artworks',
  },
  famousArtworksQuestions,
);
