import { QUIZ_TIME_LIMIT_SECONDS } from './rules';
import { buildQuiz, questionBank } from './quiz-builder';

// The history of the Louvre: the palace, the museum and the ten artworks of the virtual tour.
// Facts follow the museum's own histories and artworks.ts; dates that sources disagree on are left out.
export const louvreHistoryQuestions = questionBank([
  {
    question: 'The Louvre began life in the late 12th century as what kind of building?',
    answer: 'A defensive fortress',
    wrong: ['A royal monastery', 'A cathedral school', 'A river toll house'],
    explanation:
      'King Philip II Augustus had the Louvre built as a fortress around 1190 to guard the western side of Paris. Its foundations can still be seen beneath the Sully Wing.',
  },
  {
    question: 'Which king built the original fortress of the Louvre?',
    answer: 'Philip II Augustus',
    wrong: ['Louis IX', 'Charles V', 'Francis I'],
    explanation:
      'Philip II Augustus built the fortress around 1190 as part of his new defences for Paris, at a time when the English kings still held Normandy.',
  },
  {
    question: 'Which 14th-century king turned the fortress into a royal residence with a celebrated library?',
    answer: 'Charles V',
    wrong: ['Philip IV', 'John II', 'Charles VII'],
    explanation:
      'Charles V, who reigned from 1364 to 1380, made the Louvre a comfortable royal residence and installed his library in one of its towers.',
  },
  {
    question: 'Which king began rebuilding the medieval Louvre as a Renaissance palace?',
    answer: 'Francis I',
    wrong: ['Henry IV', 'Louis XIII', 'Louis XIV'],
    explanation:
      'Francis I had the old keep pulled down in 1528 and in 1546 commissioned a new wing in the Renaissance style.',
  },
  {
    question: 'Which architect designed the Renaissance wing begun in 1546 on what is now the Cour Carrée?',
    answer: 'Pierre Lescot',
    wrong: ['Louis Le Vau', 'Jacques-Ange Gabriel', 'Hector Lefuel'],
    explanation:
      'Pierre Lescot designed the wing, with sculpture by Jean Goujon, and it is still called the Lescot Wing.',
  },
  {
    question: 'What is the name of the square courtyard at the heart of the oldest part of the Louvre?',
    answer: 'Cour Carrée',
    wrong: ['Cour Napoléon', 'Cour Marly', 'Cour Visconti'],
    explanation:
      'The Cour Carrée, the Square Court, grew around the Renaissance Lescot Wing and was enlarged in the 17th century. The glass pyramid stands in the Cour Napoléon instead.',
  },
  {
    question: 'Which king began the Grande Galerie, the long gallery that runs beside the Seine?',
    answer: 'Henry IV',
    wrong: ['Louis XV', 'Louis XVI', 'Napoleon III'],
    explanation:
      'Henry IV started the Grande Galerie in 1595 to link the Louvre with the Tuileries Palace. Completed in 1607, it is still the longest room of the museum.',
  },
  {
    question: 'In 1682 the French court left the Louvre for which palace?',
    answer: 'Versailles',
    wrong: ['Fontainebleau', 'Saint-Germain-en-Laye', 'Chambord'],
    explanation:
      'Louis XIV moved the court and the government to Versailles in 1682, leaving much of the Louvre to artists and the royal academies.',
  },
  {
    question:
      'The Paris Salon, the official exhibition of the French Academy, took its name from which room of the Louvre?',
    answer: 'The Salon Carré',
    wrong: ['The Salle des États', 'The Galerie d’Apollon', 'The Salle des Caryatides'],
    explanation:
      'In the 18th century the Academy’s exhibitions were held in the Salon Carré, so the event itself became known as the Salon.',
  },
  {
    question: 'In which year did the Louvre open as a public museum?',
    answer: '1793',
    wrong: ['1682', '1804', '1848'],
    explanation:
      'The revolutionary government opened the museum on 10 August 1793, the first anniversary of the fall of the monarchy.',
  },
  {
    question: 'Under which name did the Louvre first open to the public?',
    answer: 'Muséum central des arts',
    wrong: ['Musée royal', 'Palais des Beaux-Arts', 'Galerie nationale'],
    explanation:
      'The museum opened in 1793 as the Muséum central des arts de la République. It was renamed the Musée Napoléon in 1803.',
  },
  {
    question: 'In 1803 the museum was renamed after its most powerful patron. What was its new name?',
    answer: 'Musée Napoléon',
    wrong: ['Musée Bonaparte', 'Musée impérial', 'Musée de la Victoire'],
    explanation:
      'As the Musée Napoléon it displayed many works brought from conquered countries, many of which were returned after Napoleon’s fall in 1815.',
  },
  {
    question:
      'Who was the first director of the Musée Napoléon and gave his name to one of the Louvre’s wings?',
    answer: 'Vivant Denon',
    wrong: ['Jacques-Louis David', 'Jean-François Champollion', 'Alexandre Lenoir'],
    explanation:
      'Dominique-Vivant Denon, an artist and writer who had taken part in Napoleon’s expedition to Egypt, ran the museum from 1802. The Denon Wing is named after him.',
  },
  {
    question: 'The Sully Wing is named after the Duke of Sully. Who was he?',
    answer: 'A chief minister of Henry IV',
    wrong: ['A marshal of Napoleon', 'An architect of Louis XIV', 'A director of the museum'],
    explanation: 'Maximilien de Béthune, Duke of Sully, was King Henry IV’s most trusted minister.',
  },
  {
    question: 'The Richelieu Wing honours Cardinal Richelieu, chief minister of which king?',
    answer: 'Louis XIII',
    wrong: ['Henry IV', 'Louis XIV', 'Louis XV'],
    explanation:
      'Cardinal Richelieu served Louis XIII as his chief minister from 1624 until his death in 1642.',
  },
  {
    question: 'Which government ministry occupied the Richelieu Wing until 1989?',
    answer: 'The Ministry of Finance',
    wrong: ['The Ministry of War', 'The Ministry of Foreign Affairs', 'The Ministry of Justice'],
    explanation:
      'The Ministry of Finance had its offices there from 1871 until 1989. The rebuilt wing opened to visitors in 1993, greatly enlarging the museum.',
  },
  {
    question: 'Which French president launched the Grand Louvre project, which included the glass pyramid?',
    answer: 'François Mitterrand',
    wrong: ['Charles de Gaulle', 'Valéry Giscard d’Estaing', 'Jacques Chirac'],
    explanation:
      'Mitterrand launched the Grand Louvre in the early 1980s and chose the architect I. M. Pei without a competition.',
  },
  {
    question: 'Which architect designed the glass pyramid in the Cour Napoléon?',
    answer: 'I. M. Pei',
    wrong: ['Jean Nouvel', 'Renzo Piano', 'Frank Gehry'],
    explanation:
      'The Chinese-American architect I. M. Pei designed the pyramid as a new main entrance that could lead visitors to all three wings.',
  },
  {
    question: 'In which year did the glass pyramid open as the museum’s main entrance?',
    answer: '1989',
    wrong: ['1977', '1993', '2001'],
    explanation:
      'The pyramid opened in 1989, the bicentenary of the French Revolution, after years of fierce public debate about its modern design.',
  },
  {
    question: 'What is the name of the reception hall beneath the glass pyramid?',
    answer: 'Hall Napoléon',
    wrong: ['Salle des États', 'Cour Puget', 'Galerie Médicis'],
    explanation:
      'The Hall Napoléon, under the pyramid, gives access to the Denon, Sully and Richelieu wings.',
  },
  {
    question: 'What hangs point-down from the ceiling of the underground Carrousel du Louvre?',
    answer: 'The Inverted Pyramid',
    wrong: ['A glass obelisk', 'A bronze chandelier from Versailles', 'A copy of the Winged Victory'],
    explanation:
      'The Inverted Pyramid is a glass skylight built as part of the Grand Louvre project; a small stone pyramid sits just beneath its tip.',
  },
  {
    question:
      'Which palace, which once closed the western side of the Louvre, was burned during the Paris Commune?',
    answer: 'The Tuileries Palace',
    wrong: ['The Palais-Royal', 'The Luxembourg Palace', 'The Palais de la Cité'],
    explanation:
      'Communards set the Tuileries Palace on fire in May 1871, and its ruins were demolished in 1883, opening the view from the Louvre to the Tuileries Garden.',
  },
  {
    question: 'Under which ruler was the Louvre finally joined to the Tuileries along its northern side?',
    answer: 'Napoleon III',
    wrong: ['Louis XIV', 'Napoleon I', 'Louis-Philippe'],
    explanation:
      'In the 1850s Napoleon III’s architects, Louis Visconti and then Hector Lefuel, built the new wings that completed the union of the two palaces.',
  },
  {
    question: 'Which triumphal arch, built in 1806–1808, stands between the Louvre and the Tuileries Garden?',
    answer: 'The Arc de Triomphe du Carrousel',
    wrong: ['The Arc de Triomphe de l’Étoile', 'The Porte Saint-Denis', 'The Grande Arche de la Défense'],
    explanation:
      'Napoleon commissioned the Arc de Triomphe du Carrousel to celebrate the victories of 1805, including Austerlitz.',
  },
  {
    question: 'Which famous sculptures originally crowned the Arc de Triomphe du Carrousel?',
    answer: 'The Horses of Saint Mark from Venice',
    wrong: ['The Marly Horses', 'The Lamassu of Khorsabad', 'The Dioscuri of the Quirinal'],
    explanation:
      'Napoleon took the four bronze horses from St Mark’s Basilica in Venice; they were returned in 1815 and later replaced by a new sculpted chariot group.',
  },
  {
    question: 'Who stole the Mona Lisa from the Louvre in 1911?',
    answer: 'Vincenzo Peruggia',
    wrong: ['Guillaume Apollinaire', 'Pablo Picasso', 'Louis Béroud'],
    explanation:
      'Vincenzo Peruggia, an Italian handyman who had worked at the Louvre, hid the painting under his smock. It was recovered in Florence in December 1913 and was back in the Louvre on 4 January 1914.',
  },
  {
    question: 'Which poet was briefly jailed on suspicion of involvement in the 1911 theft of the Mona Lisa?',
    answer: 'Guillaume Apollinaire',
    wrong: ['Max Jacob', 'Paul Valéry', 'Jean Cocteau'],
    explanation:
      'Apollinaire was held for several days in September 1911 and his friend Pablo Picasso was questioned; both were innocent.',
  },
  {
    question: 'Which painting, the largest in the Louvre, hangs on the wall facing the Mona Lisa?',
    answer: 'The Wedding Feast at Cana',
    wrong: ['The Coronation of Napoleon', 'The Raft of the Medusa', 'Liberty Leading the People'],
    explanation:
      'Paolo Veronese’s Wedding Feast at Cana, painted in 1562–1563, measures 677 by 994 cm and covers the opposite wall of the Salle des États.',
  },
  {
    question: 'In which wing of the Louvre is the Mona Lisa displayed?',
    answer: 'The Denon Wing',
    wrong: ['The Sully Wing', 'The Richelieu Wing', 'The Rohan Wing'],
    explanation:
      'The Mona Lisa hangs in the Salle des États in the Denon Wing, where it has had a wall of its own since 2005.',
  },
  {
    question:
      'Which Italian Renaissance master spent his last years in France as the guest of Francis I, bringing the Mona Lisa with him?',
    answer: 'Leonardo da Vinci',
    wrong: ['Raphael', 'Michelangelo', 'Titian'],
    explanation:
      'Leonardo moved to Amboise in 1516 and died there in 1519; Francis I had probably bought the portrait around 1518, in the painter’s lifetime.',
  },
  {
    question: 'Where does the Winged Victory of Samothrace stand in the Louvre?',
    answer: 'At the top of the Daru staircase',
    wrong: ['In the Cour Marly', 'Beneath the glass pyramid', 'In the Salle des Caryatides'],
    explanation:
      'Since 1884 the goddess has stood on her ship-shaped base at the top of the Daru staircase, one of the most theatrical sights in the museum.',
  },
  {
    question: 'Who discovered the Winged Victory on the island of Samothrace in 1863?',
    answer: 'Charles Champoiseau',
    wrong: ['Auguste Mariette', 'Heinrich Schliemann', 'Olivier Voutier'],
    explanation:
      'Charles Champoiseau, a French diplomat and amateur archaeologist, was digging in the Sanctuary of the Great Gods when he found the statue in pieces.',
  },
  {
    question: 'On which Greek island was the Venus de Milo found in 1820?',
    answer: 'Milos',
    wrong: ['Samothrace', 'Crete', 'Rhodes'],
    explanation:
      'A farmer uncovered the statue among the ruins of the ancient city of Milos; the French ambassador to the Ottoman Empire secured it for France.',
  },
  {
    question: 'Which king presented the Venus de Milo to the Louvre in 1821?',
    answer: 'Louis XVIII',
    wrong: ['Charles X', 'Louis-Philippe', 'Napoleon I'],
    explanation:
      'The Marquis de Rivière offered the statue to Louis XVIII, who gave it to the Louvre in 1821.',
  },
  {
    question:
      'Which scholar, famous for deciphering hieroglyphs, became the first curator of the Louvre’s Egyptian collections?',
    answer: 'Jean-François Champollion',
    wrong: ['Auguste Mariette', 'Vivant Denon', 'Howard Carter'],
    explanation:
      'Champollion was appointed in 1826 and advised the purchase of Henry Salt’s collection, which brought the Great Sphinx of Tanis to Paris.',
  },
  {
    question: 'From which stone is the Great Sphinx of Tanis carved?',
    answer: 'Pink granite',
    wrong: ['White marble', 'Limestone', 'Sandstone'],
    explanation:
      'The sphinx is a single block of pink granite about 4.8 metres long, found in 1825 in the ruins of a temple at Tanis, in the Nile Delta.',
  },
  {
    question:
      'Which ancient law code, carved on a tall black stone stele, is one of the treasures of the Louvre’s Near Eastern Antiquities?',
    answer: 'The Code of Hammurabi',
    wrong: ['The Rosetta Stone', 'The Cyrus Cylinder', 'The Twelve Tables'],
    explanation:
      'The stele of the Babylonian king Hammurabi was found at Susa, in today’s Iran, by a French archaeological mission in 1901–1902.',
  },
  {
    question:
      'The Louvre’s Seated Scribe, a painted limestone figure with inlaid eyes, comes from which civilisation?',
    answer: 'Ancient Egypt',
    wrong: ['Mesopotamia', 'Ancient Greece', 'Etruscan Italy'],
    explanation:
      'The Seated Scribe dates from the Old Kingdom and was found at Saqqara in 1850 by the French archaeologist Auguste Mariette.',
  },
  {
    question:
      'The winged, human-headed bulls (lamassu) in the Louvre’s Cour Khorsabad guarded the palace of which Assyrian king?',
    answer: 'Sargon II',
    wrong: ['Nebuchadnezzar II', 'Ashurbanipal', 'Darius I'],
    explanation:
      'The Lamassu of Khorsabad stood at the gates of Sargon II’s palace at Dur-Sharrukin, built in the late 8th century BC.',
  },
  {
    question:
      'Which Louvre department opened new galleries in 2012 beneath an undulating golden roof in the Cour Visconti?',
    answer: 'Islamic Art',
    wrong: ['Egyptian Antiquities', 'Decorative Arts', 'Prints and Drawings'],
    explanation:
      'The Islamic Art galleries, designed by Mario Bellini and Rudy Ricciotti, opened in 2012 under a glass-and-metal roof often likened to a flying carpet.',
  },
  {
    question: 'Which sister museum of the Louvre opened in 2017 beneath a vast dome designed by Jean Nouvel?',
    answer: 'Louvre Abu Dhabi',
    wrong: ['Louvre-Lens', 'Musée du quai Branly', 'Centre Pompidou-Metz'],
    explanation:
      'Louvre Abu Dhabi opened in November 2017 on Saadiyat Island, born of an agreement between France and the United Arab Emirates.',
  },
  {
    question:
      'In 2012 the Louvre opened a branch in a former coal-mining town in northern France. Which town?',
    answer: 'Lens',
    wrong: ['Lille', 'Metz', 'Amiens'],
    explanation:
      'Louvre-Lens opened in December 2012 on the site of a former coal pit, in low glass and aluminium buildings by the Japanese firm SANAA.',
  },
  {
    question:
      'Which Paris museum shows most of the French national collections made between 1848 and 1914, after the Louvre’s period?',
    answer: 'The Musée d’Orsay',
    wrong: ['The Centre Pompidou', 'The Musée Rodin', 'The Petit Palais'],
    explanation:
      'The Musée d’Orsay, in a former railway station, opened in 1986 and gathered the national collections of that period, Impressionism included.',
  },
  {
    question:
      'During the Second World War, who organised the evacuation of the Louvre’s collections to châteaux in the countryside?',
    answer: 'Jacques Jaujard',
    wrong: ['André Malraux', 'Vivant Denon', 'Georges Pompidou'],
    explanation:
      'Jacques Jaujard, then deputy director and from 1940 director of the national museums, had thousands of works packed and moved out of Paris from late August 1939.',
  },
  {
    question:
      'To which château were the Venus de Milo and the Winged Victory evacuated during the Second World War?',
    answer: 'The Château de Valençay',
    wrong: ['The Château de Versailles', 'The Château de Chenonceau', 'The Château de Fontainebleau'],
    explanation:
      'Like many of the Louvre’s treasures, both statues spent the war at Valençay in central France; the Winged Victory was slid down the Daru staircase on a wooden ramp.',
  },
  {
    question:
      'Michelangelo’s Dying Slave and Rebellious Slave, now in the Louvre, were carved for the tomb of which pope?',
    answer: 'Julius II',
    wrong: ['Leo X', 'Sixtus IV', 'Clement VII'],
    explanation:
      'Michelangelo carved them in 1513–1516 for the tomb of Julius II, but the project shrank and the finished tomb in Rome has Moses at its centre instead.',
  },
  {
    question:
      'Who painted the central ceiling of the Galerie d’Apollon, Apollo Slaying the Python, in 1850–1851?',
    answer: 'Eugène Delacroix',
    wrong: ['Charles Le Brun', 'Jean-Auguste-Dominique Ingres', 'Jacques-Louis David'],
    explanation:
      'The gallery was begun under Louis XIV with decoration by Charles Le Brun, and Delacroix completed its central ceiling nearly two centuries later.',
  },
  {
    question: 'In which church was Napoleon crowned in the ceremony painted by Jacques-Louis David?',
    answer: 'Notre-Dame de Paris',
    wrong: ['Reims Cathedral', 'The Basilica of Saint-Denis', 'The Sainte-Chapelle'],
    explanation:
      'Napoleon was crowned Emperor in Notre-Dame on 2 December 1804, whereas French kings had traditionally been crowned at Reims. David’s Coronation of Napoleon records the scene.',
  },
  {
    question: 'Where in the Louvre can visitors walk along the excavated walls of the medieval fortress?',
    answer: 'Beneath the Sully Wing',
    wrong: ['Under the Grande Galerie', 'In the Tuileries Garden', 'Beneath the Richelieu Wing'],
    explanation:
      'Excavations for the Grand Louvre project in the 1980s uncovered the moat and the base of the keep under the Cour Carrée, now open to visitors in the Sully Wing.',
  },
  {
    question:
      'Which sculptor carved Psyche Revived by Cupid’s Kiss, displayed in the Louvre’s Michelangelo Gallery?',
    answer: 'Antonio Canova',
    wrong: ['Gian Lorenzo Bernini', 'Bertel Thorvaldsen', 'Jean-Antoine Houdon'],
    explanation:
      'Antonio Canova carved the Neoclassical group between 1787 and 1793; it entered the Louvre in 1824.',
  },
]);

export const louvreHistoryQuiz = buildQuiz(
  {
    id: 'louvre-history-quiz',
    title: 'Louvre History Quiz',
    description:
      'From a medieval fortress to the world’s most visited museum: test what you know about the Louvre, its palace and its treasures.',
    timeLimit: QUIZ_TIME_LIMIT_SECONDS,
    pointsPerQuestion: 100,
    idPrefix: 'louvre',
  },
  louvreHistoryQuestions,
);
