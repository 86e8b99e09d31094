import { QUIZ_TIME_LIMIT_SECONDS } from './rules';
import { buildQuiz, questionBank } from './quiz-builder';

// Artists' lives: birthplaces, patrons, turning points and the people around them.
// Only well-documented facts; contested anecdotes (such as how many paintings Van Gogh sold) are left out.
export const artistsKnowledgeQuestions = questionBank([
  {
    question: 'Leonardo da Vinci was born in 1452 in or near which Tuscan town, which gave him his name?',
    answer: 'Vinci',
    wrong: ['Caprese', 'Urbino', 'Arezzo'],
    explanation:
      '“Da Vinci” simply means “from Vinci”, the small town west of Florence near which Leonardo was born.',
  },
  {
    question: 'Where did Leonardo da Vinci die in 1519?',
    answer: 'Amboise, in France',
    wrong: ['Milan', 'Rome', 'Florence'],
    explanation:
      'Invited by King Francis I, Leonardo spent his last years at the manor of Clos Lucé near the royal château of Amboise.',
  },
  {
    question: 'What is unusual about the handwriting in Leonardo’s notebooks?',
    answer: 'He wrote in mirror script, from right to left',
    wrong: ['He wrote only in Latin', 'He wrote in a numerical code', 'He used the Greek alphabet'],
    explanation: 'Leonardo, who was left-handed, usually wrote his notes in mirror image.',
  },
  {
    question:
      'Leonardo’s drawing Vitruvian Man, a figure inscribed in a circle and a square, is based on the writings of whom?',
    answer: 'An ancient Roman architect',
    wrong: ['A Greek mathematician', 'A medieval monk', 'A Florentine banker'],
    explanation:
      'Vitruvius, a Roman architect of the first century BC, described the ideal proportions of the human body, which Leonardo illustrated around 1490.',
  },
  {
    question: 'Which is the only work that Michelangelo ever signed?',
    answer: 'The Pietà in St Peter’s Basilica',
    wrong: ['David', 'Moses', 'The Dying Slave'],
    explanation:
      'He carved his name on the sash across the Virgin’s chest, reportedly after hearing visitors credit the Pietà to another sculptor; it was completed in 1499.',
  },
  {
    question:
      'Which fresco did Michelangelo paint on the altar wall of the Sistine Chapel, more than twenty years after the ceiling?',
    answer: 'The Last Judgment',
    wrong: ['The School of Athens', 'The Transfiguration', 'The Last Supper'],
    explanation: 'Michelangelo painted The Last Judgment between 1536 and 1541.',
  },
  {
    question: 'How old was Michelangelo when he died in Rome in 1564?',
    answer: '88',
    wrong: ['64', '72', '95'],
    explanation:
      'Born in Caprese in March 1475, Michelangelo died in February 1564, a few weeks before his 89th birthday, still working on sculpture and architecture.',
  },
  {
    question: 'Raphael was born in 1483 in which city, the seat of a famous Renaissance court?',
    answer: 'Urbino',
    wrong: ['Mantua', 'Ferrara', 'Perugia'],
    explanation:
      'Raphael was the son of Giovanni Santi, court painter to the Dukes of Urbino, before training and working in Perugia, Florence and Rome.',
  },
  {
    question: 'How old was Raphael when he died in Rome in 1520?',
    answer: '37',
    wrong: ['29', '52', '68'],
    explanation:
      'Raphael died in April 1520, aged 37, at the height of his fame as painter and architect to the popes.',
  },
  {
    question:
      'Who wrote the Lives of the Most Excellent Painters, Sculptors and Architects, first published in 1550?',
    answer: 'Giorgio Vasari',
    wrong: ['Leon Battista Alberti', 'Benvenuto Cellini', 'Baldassare Castiglione'],
    explanation:
      'Vasari, himself a painter and architect, wrote the first great collection of artists’ biographies and expanded it in 1568.',
  },
  {
    question: 'Which powerful Florentine family were among Sandro Botticelli’s chief patrons?',
    answer: 'The Medici',
    wrong: ['The Borgia', 'The Sforza', 'The Gonzaga'],
    explanation:
      'Botticelli worked for members of the Medici family and their circle, for whom he painted mythological pictures such as Primavera.',
  },
  {
    question: 'Giotto’s fresco cycle of around 1305 covers the walls of which chapel in Padua?',
    answer: 'The Scrovegni Chapel',
    wrong: ['The Brancacci Chapel', 'The Contarelli Chapel', 'The Sistine Chapel'],
    explanation:
      'Commissioned by Enrico Scrovegni, the frescoes tell the lives of the Virgin and Christ with a new sense of weight, space and emotion.',
  },
  {
    question:
      'Which polyptych did Jan van Eyck complete in 1432, probably after it had been begun by his brother Hubert?',
    answer: 'The Ghent Altarpiece',
    wrong: ['The Isenheim Altarpiece', 'The Portinari Altarpiece', 'The Garden of Earthly Delights'],
    explanation:
      'The Adoration of the Mystic Lamb, in St Bavo’s Cathedral in Ghent, is a founding work of early Netherlandish oil painting.',
  },
  {
    question: 'Hieronymus Bosch took his name from which town, where he lived and worked?',
    answer: '’s-Hertogenbosch',
    wrong: ['Bruges', 'Antwerp', 'Haarlem'],
    explanation:
      'Born Jheronimus van Aken, Bosch spent his life in ’s-Hertogenbosch, in today’s Netherlands.',
  },
  {
    question: 'In which German city did Albrecht Dürer live and work?',
    answer: 'Nuremberg',
    wrong: ['Cologne', 'Munich', 'Hamburg'],
    explanation:
      'Dürer was born in Nuremberg in 1471 and made it the base from which his engravings and woodcuts spread across Europe.',
  },
  {
    question:
      'Albrecht Dürer made his famous Rhinoceros woodcut of 1515 without ever seeing the animal. What did he work from?',
    answer: 'A written description and a sketch sent from Lisbon',
    wrong: ['A stuffed rhinoceros in Nuremberg', 'An ancient Roman mosaic', 'His own visit to India'],
    explanation:
      'A rhinoceros had arrived in Lisbon in 1515; Dürer drew it from a letter and a sketch, adding armour-like plates that made his image famous for centuries.',
  },
  {
    question: 'Pieter Bruegel the Elder’s Hunters in the Snow (1565) belongs to a series showing what?',
    answer: 'The times of the year',
    wrong: ['The seven deadly sins', 'The life of Christ', 'The four elements'],
    explanation:
      'Bruegel painted the series for the Antwerp merchant Niclaes Jongelinck; five of the panels survive, three of them in Vienna.',
  },
  {
    question:
      'Titian was the favourite portraitist of which Holy Roman Emperor, who made him a count palatine?',
    answer: 'Charles V',
    wrong: ['Maximilian I', 'Rudolf II', 'Ferdinand II'],
    explanation:
      'Charles V ennobled Titian in 1533; the Venetian painter went on to serve his son, Philip II of Spain.',
  },
  {
    question: 'El Greco, who made his career in Toledo, was born on which island?',
    answer: 'Crete',
    wrong: ['Sicily', 'Cyprus', 'Corfu'],
    explanation:
      'Domenikos Theotokopoulos trained as an icon painter in Venetian-ruled Crete, worked in Venice and Rome, and settled in Toledo in 1577. His elongated figures owe much to Mannerism.',
  },
  {
    question: 'Caravaggio’s real name was Michelangelo Merisi. Where does the name Caravaggio come from?',
    answer: 'The Lombard town his family came from',
    wrong: [
      'A nickname meaning “dark painter”',
      'The name of his first patron',
      'The church where he was baptised',
    ],
    explanation:
      'Caravaggio is a small Lombard town east of Milan where the painter’s family had its roots and where he spent part of his childhood.',
  },
  {
    question: 'Why did Caravaggio flee Rome in 1606?',
    answer: 'He had killed a man in a brawl',
    wrong: [
      'He was exiled for heresy',
      'He was escaping an outbreak of plague',
      'He was summoned to the Spanish court',
    ],
    explanation:
      'After killing Ranuccio Tomassoni he was sentenced to death and spent his last years in Naples, Malta and Sicily; he died in 1610.',
  },
  {
    question: 'In 1616 Artemisia Gentileschi became the first woman admitted to which institution?',
    answer: 'The Accademia delle Arti del Disegno in Florence',
    wrong: [
      'The Royal Academy of Arts in London',
      'The French Royal Academy of Painting and Sculpture',
      'The Academy of Fine Arts Vienna',
    ],
    explanation:
      'The Florentine academy, founded in 1563, admitted her while she worked for the Medici court. The other three institutions did not yet exist.',
  },
  {
    question: 'Besides sculpture, Gian Lorenzo Bernini designed which landmark in Rome?',
    answer: 'The colonnade of St Peter’s Square',
    wrong: ['The dome of St Peter’s Basilica', 'The Spanish Steps', 'The Trevi Fountain'],
    explanation:
      'Bernini’s colonnades, built from 1656, embrace the square like two arms. The dome is Michelangelo’s design, and the steps and the fountain are 18th-century works by others.',
  },
  {
    question:
      'Peter Paul Rubens painted a cycle of 24 large canvases, now in the Louvre, on the life of which queen?',
    answer: 'Marie de’ Medici',
    wrong: ['Catherine de’ Medici', 'Anne of Austria', 'Elizabeth I of England'],
    explanation:
      'The queen mother of France commissioned the cycle in 1621 for the Luxembourg Palace; it now fills the Galerie Médicis of the Louvre.',
  },
  {
    question: 'Rubens was also a diplomat. Which king knighted him in 1630?',
    answer: 'Charles I of England',
    wrong: ['Louis XIII of France', 'Philip II of Spain', 'Henry IV of France'],
    explanation:
      'Rubens helped negotiate peace between England and Spain, and Charles I knighted him; he later painted the ceiling of the Banqueting House in London.',
  },
  {
    question: 'Diego Velázquez served as court painter to which king?',
    answer: 'Philip IV of Spain',
    wrong: ['Charles V', 'Philip II of Spain', 'Louis XIV of France'],
    explanation:
      'Velázquez entered the service of Philip IV in 1623 and spent the rest of his career at the Madrid court.',
  },
  {
    question: 'In which Dutch city was Rembrandt born in 1606?',
    answer: 'Leiden',
    wrong: ['Delft', 'Haarlem', 'Utrecht'],
    explanation:
      'Rembrandt began his career in Leiden and moved to Amsterdam in the early 1630s, where he painted The Night Watch.',
  },
  {
    question:
      'Johannes Vermeer lived and worked in which Dutch city, which he painted in a celebrated townscape?',
    answer: 'Delft',
    wrong: ['Amsterdam', 'Leiden', 'Haarlem'],
    explanation: 'View of Delft, painted around 1660–1661, hangs in the Mauritshuis in The Hague.',
  },
  {
    question:
      'Antoine Watteau’s reception piece for the French Academy in 1717, now in the Louvre, is known as what?',
    answer: 'The Embarkation for Cythera',
    wrong: ['The Swing', 'The Oath of the Horatii', 'The Bathers'],
    explanation:
      'The Academy created a new category for it, the fête galante, an elegant outdoor gathering that became typical of the Rococo.',
  },
  {
    question: 'What illness-related disability affected Francisco Goya from the early 1790s?',
    answer: 'He became deaf',
    wrong: ['He went blind', 'He lost his right hand', 'His legs were paralysed'],
    explanation:
      'A severe illness in 1792–1793 left Goya deaf; his later work, including the Black Paintings on the walls of his house, grew ever darker.',
  },
  {
    question: 'What did Jacques-Louis David do as a deputy of the National Convention in January 1793?',
    answer: 'He voted for the execution of Louis XVI',
    wrong: [
      'He voted to spare the king',
      'He drafted the Declaration of the Rights of Man',
      'He led the storming of the Bastille',
    ],
    explanation:
      'David was a Jacobin and a friend of Robespierre and painted The Death of Marat that year; after Napoleon’s fall he went into exile in Brussels.',
  },
  {
    question:
      'The French phrase “violon d’Ingres”, meaning a hobby, refers to which pastime of the painter Ingres?',
    answer: 'Playing the violin',
    wrong: ['Playing chess', 'Fencing', 'Gardening'],
    explanation:
      'Jean-Auguste-Dominique Ingres was a keen violinist who had played in an orchestra in Toulouse as a young man.',
  },
  {
    question: 'Antonio Canova portrayed Napoleon as a colossal nude marble figure. What is it called?',
    answer: 'Napoleon as Mars the Peacemaker',
    wrong: ['Napoleon Crossing the Alps', 'Napoleon on his Imperial Throne', 'The Emperor in his Study'],
    explanation:
      'Napoleon disliked the statue; after his fall it was sold to the British government and given to the Duke of Wellington, and it stands in Apsley House, London.',
  },
  {
    question: 'Why did the Pope send Antonio Canova to Paris in 1815?',
    answer: 'To recover artworks taken from the Papal States by Napoleon',
    wrong: [
      'To carve a monument to Louis XVIII',
      'To teach at the École des Beaux-Arts',
      'To restore the Venus de Milo',
    ],
    explanation:
      'After Waterloo Canova negotiated the return of many masterpieces that had been displayed in the Musée Napoléon.',
  },
  {
    question: 'Which journey in 1832 gave Eugène Delacroix a lifelong store of colours and subjects?',
    answer: 'A diplomatic mission to Morocco',
    wrong: ['A study trip to Rome', 'Napoleon’s expedition to Egypt', 'A journey to Russia'],
    explanation:
      'Delacroix accompanied a French embassy to the sultan of Morocco and filled notebooks with sketches he used for the rest of his life.',
  },
  {
    question: 'Théodore Géricault, painter of The Raft of the Medusa, died in 1824 at what age?',
    answer: '32',
    wrong: ['25', '45', '61'],
    explanation:
      'Weakened by riding accidents, Géricault died in January 1824; the Louvre bought The Raft of the Medusa the same year.',
  },
  {
    question: 'Impressionist painter Berthe Morisot married the brother of which artist?',
    answer: 'Édouard Manet',
    wrong: ['Claude Monet', 'Edgar Degas', 'Pierre-Auguste Renoir'],
    explanation:
      'Morisot, who had posed for Manet, married his brother Eugène in 1874, the year she showed at the first Impressionist exhibition.',
  },
  {
    question: 'Mary Cassatt, invited by Degas to exhibit with the Impressionists, came from which country?',
    answer: 'The United States',
    wrong: ['Canada', 'England', 'Australia'],
    explanation:
      'Born in Pennsylvania, Cassatt settled in Paris and became known for her paintings of mothers and children.',
  },
  {
    question: 'Why did Edgar Degas’s Little Dancer Aged Fourteen surprise visitors in 1881?',
    answer: 'It was a wax figure dressed in a real tutu and hair ribbon',
    wrong: [
      'It was carved from a single block of ice',
      'It moved with clockwork',
      'It was painted in gold leaf',
    ],
    explanation:
      'The only sculpture Degas exhibited, it combined tinted wax with real fabric and hair; bronze casts were made after his death.',
  },
  {
    question: 'Claude Monet grew up in which port city, the subject of Impression, Sunrise?',
    answer: 'Le Havre',
    wrong: ['Marseille', 'Bordeaux', 'Brest'],
    explanation:
      'Monet spent his youth in Le Havre, where the landscape painter Eugène Boudin encouraged him to paint outdoors.',
  },
  {
    question:
      'Paul Cézanne painted Mont Sainte-Victoire dozens of times. Near which city, his home town, does it rise?',
    answer: 'Aix-en-Provence',
    wrong: ['Marseille', 'Arles', 'Nice'],
    explanation:
      'Cézanne returned again and again to the mountain east of Aix, breaking its forms into planes of colour that inspired the Cubists.',
  },
  {
    question: 'Who supported Vincent van Gogh financially and exchanged hundreds of letters with him?',
    answer: 'His brother Theo, an art dealer',
    wrong: ['His friend Paul Gauguin', 'His doctor, Paul Gachet', 'His cousin Anton Mauve'],
    explanation:
      'Theo van Gogh worked for the Paris dealers Goupil & Cie; Vincent’s letters to him are a major source on his life and art.',
  },
  {
    question:
      'Which fellow painter had been staying with Van Gogh in Arles just before he cut off part of his ear in December 1888?',
    answer: 'Paul Gauguin',
    wrong: ['Henri de Toulouse-Lautrec', 'Émile Bernard', 'Paul Signac'],
    explanation:
      'After a violent quarrel with Van Gogh, Gauguin left Arles, ending their plan for an artists’ studio of the south.',
  },
  {
    question: 'Where did Vincent van Gogh spend the last weeks of his life in 1890?',
    answer: 'Auvers-sur-Oise',
    wrong: ['Arles', 'Saint-Rémy-de-Provence', 'Amsterdam'],
    explanation:
      'Van Gogh moved to Auvers, north of Paris, in May 1890, painted dozens of works there and died in July.',
  },
  {
    question: 'Paul Gauguin left France in 1891 to paint on which island?',
    answer: 'Tahiti',
    wrong: ['Martinique', 'Madagascar', 'Sri Lanka'],
    explanation:
      'Gauguin spent most of his last years in French Polynesia and died on Hiva Oa, in the Marquesas Islands, in 1903.',
  },
  {
    question:
      'Henri de Toulouse-Lautrec is best known for his posters and paintings of which Montmartre cabaret?',
    answer: 'The Moulin Rouge',
    wrong: ['The Café Guerbois', 'The Bateau-Lavoir', 'The Café de la Paix'],
    explanation: 'His posters for the Moulin Rouge, opened in 1889, helped turn the poster into an art form.',
  },
  {
    question: 'Georges Seurat, who developed Pointillism, died in 1891 at what age?',
    answer: '31',
    wrong: ['24', '47', '59'],
    explanation:
      'Seurat died suddenly of an illness only five years after completing A Sunday Afternoon on the Island of La Grande Jatte.',
  },
  {
    question: 'In 1897 Gustav Klimt became the first president of which group of Viennese artists?',
    answer: 'The Vienna Secession',
    wrong: ['The Blue Rider', 'The Bauhaus', 'Die Brücke'],
    explanation:
      'The Secession broke with Vienna’s conservative academy and became the Austrian centre of Art Nouveau, with the motto “To every age its art, to art its freedom”.',
  },
  {
    question:
      'At the 1905 Salon d’Automne, a critic called Henri Matisse and his friends “fauves”. What does the word mean?',
    answer: 'Wild beasts',
    wrong: ['Colourists', 'Madmen', 'Children'],
    explanation:
      'The critic Louis Vauxcelles coined the name, and Fauvism came to mean bold, unnatural colour used for its own sake.',
  },
  {
    question:
      'In his last years, when illness kept him from standing at the easel, how did Henri Matisse make his large works?',
    answer: 'By cutting shapes from paper painted with gouache',
    wrong: ['By weaving tapestries himself', 'By carving wood reliefs', 'By photographing his models'],
    explanation:
      'Matisse called it “drawing with scissors”; his cut-outs include The Snail and the illustrated book Jazz.',
  },
  {
    question: 'In which Spanish city was Pablo Picasso born in 1881?',
    answer: 'Málaga',
    wrong: ['Barcelona', 'Madrid', 'Seville'],
    explanation:
      'Picasso was born in Málaga, trained in A Coruña and Barcelona, and settled in Paris in 1904; he died in Mougins in 1973.',
  },
  {
    question: 'With which painter did Picasso develop Cubism from about 1908?',
    answer: 'Georges Braque',
    wrong: ['Henri Matisse', 'André Derain', 'Amedeo Modigliani'],
    explanation:
      'Picasso and Braque worked so closely that Braque compared them to two mountaineers roped together.',
  },
  {
    question:
      'Wassily Kandinsky, a pioneer of abstract art, taught at which German school of art and design from 1922?',
    answer: 'The Bauhaus',
    wrong: ['The Düsseldorf Academy', 'The Berlin Academy of Arts', 'The Folkwang School'],
    explanation:
      'Kandinsky taught at the Bauhaus until the Nazis forced it to close in 1933; he spent his last years near Paris.',
  },
  {
    question: 'Which city inspired Piet Mondrian’s last completed painting, Broadway Boogie Woogie?',
    answer: 'New York',
    wrong: ['Paris', 'Amsterdam', 'London'],
    explanation:
      'Mondrian moved to New York in 1940, and its street grid and boogie-woogie music inspired the painting of 1942–1943.',
  },
  {
    question: 'Salvador Dalí created his own Theatre-Museum in which Catalan town, where he was born?',
    answer: 'Figueres',
    wrong: ['Barcelona', 'Girona', 'Tarragona'],
    explanation: 'The Dalí Theatre-Museum opened in 1974 in the ruins of Figueres’s old municipal theatre.',
  },
  {
    question: 'Surrealist René Magritte, painter of The Son of Man, came from which country?',
    answer: 'Belgium',
    wrong: ['France', 'Switzerland', 'The Netherlands'],
    explanation:
      'Magritte spent most of his life in and around Brussels; The Son of Man (1964) shows a man in a bowler hat whose face is hidden by an apple.',
  },
  {
    question: 'Frida Kahlo began painting seriously while recovering from what?',
    answer: 'A bus accident in 1925',
    wrong: ['Tuberculosis', 'A fall from a horse', 'A war wound'],
    explanation:
      'Confined to bed at eighteen, she painted with a mirror fixed above her, which is one reason self-portraits dominate her work.',
  },
  {
    question: 'Frida Kahlo was twice married to which Mexican muralist?',
    answer: 'Diego Rivera',
    wrong: ['José Clemente Orozco', 'David Alfaro Siqueiros', 'Rufino Tamayo'],
    explanation: 'Kahlo and Rivera married in 1929, divorced in 1939 and remarried in 1940.',
  },
  {
    question: 'What nickname did Time magazine give Jackson Pollock in 1956?',
    answer: 'Jack the Dripper',
    wrong: ['The Splash King', 'Mister Action', 'The Cowboy of Canvas'],
    explanation:
      'The nickname mocked the drip technique that made Pollock the best-known figure of Abstract Expressionism.',
  },
  {
    question: 'What was the name of Andy Warhol’s New York studio?',
    answer: 'The Factory',
    wrong: ['The Warehouse', 'The Workshop', 'The Loft'],
    explanation:
      'At the Factory, assistants helped Warhol produce silkscreens in series, as if art were an industrial product.',
  },
  {
    question: 'Katsushika Hokusai’s The Great Wave off Kanagawa belongs to which print series?',
    answer: 'Thirty-six Views of Mount Fuji',
    wrong: ['The Fifty-three Stations of the Tōkaidō', 'One Hundred Famous Views of Edo', 'Hokusai Manga'],
    explanation:
      'Hokusai was about seventy when he designed the series; the two other print series listed here are by Hiroshige, and the Manga are Hokusai’s sketchbooks.',
  },
  {
    question:
      'Which sculptor was Auguste Rodin’s student, assistant and lover before building her own career?',
    answer: 'Camille Claudel',
    wrong: ['Berthe Morisot', 'Suzanne Valadon', 'Rosa Bonheur'],
    explanation:
      'Camille Claudel worked in Rodin’s studio from the mid-1880s; a room of the Musée Rodin is devoted to her sculptures.',
  },
  {
    question: 'J. M. W. Turner left most of the works in his studio to whom?',
    answer: 'The British nation',
    wrong: ['The Royal Academy', 'The King', 'His housekeeper'],
    explanation:
      'The Turner Bequest, hundreds of paintings and thousands of drawings and watercolours, is now mainly at Tate Britain.',
  },
]);

export const artistsKnowledgeTest = buildQuiz(
  {
    id: 'artists-knowledge-test',
    title: 'Artists Knowledge Test',
    description:
      'A hard test on the lives of the great artists, from Giotto and Leonardo to Frida Kahlo and Andy Warhol.',
    timeLimit: QUIZ_TIME_LIMIT_SECONDS,
    pointsPerQuestion: 150,
    idPrefix: 'artists',
  },
  artistsKnowledgeQuestions,
);
