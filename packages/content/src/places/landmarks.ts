import type { Landmark } from '@artvoyage/contract';

/** A landmark as bundled: the API's fields plus other names it is searched by. */
export interface LandmarkEntry extends Landmark {
  /** Local names and common variants (e.g. Tour Eiffel); the place search also matches them. */
  readonly alternateNames: readonly string[];
  /** 2-4 sentences on its history and meaning: the recogniser's "Cultural Context" and a chat passage. */
  readonly culturalContext: string;
  /** 2-4 short, practical tips that do not date (no prices): the recogniser's "Visit Recommendations". */
  readonly visitTips: readonly string[];
}

/** Free entry. */
const FREE = null;
const price = (adult: number, min = adult) => ({ adult, min });

/*
 * Museums and monuments of the destinations. Coordinates (WGS84) are those of the building or site
 * itself. Prices are full adult tickets and the cheapest paid one in euros, rounded to whole euros
 * (non-euro prices converted: GBP at about 1.18, EGP at about 55 to the euro); hours are the usual
 * ones. Both were checked against 2025-2026 information and change often, so the texts say
 * "usually". `image_id` names a photo in MEDIA_DIR/landmarks where one exists. The cultural context
 * keeps to well-established facts (builders, patrons, dates); the visit tips give no prices or times
 * that change, so neither needs yearly checking.
 */
export const landmarks = [
  // Paris
  {
    id: 'eiffel-tower',
    name: 'Eiffel Tower',
    city: 'paris',
    category: 'monument',
    description:
      'Gustave Eiffel’s wrought-iron tower, built for the 1889 World’s Fair and 330 m tall with its antennas; lifts and stairs lead to two platforms and a summit.',
    latitude: 48.8584,
    longitude: 2.2945,
    opening_hours: 'Usually daily 9:30–23:45 (from 9:00 in summer)',
    ticket_price: price(36, 4),
    image_id: 'eiffel-tower',
    alternateNames: ['Tour Eiffel'],
    culturalContext:
      'The Eiffel Tower was built by Gustave Eiffel’s company for the Exposition Universelle of 1889, which marked the centenary of the French Revolution, to a design by his engineers Maurice Koechlin and Émile Nouguier and the architect Stephen Sauvestre. Many artists and writers protested against it as it rose, yet it remained the tallest structure in the world until 1930. It was meant to stand for only twenty years, and its use for radio transmissions helped to save it.',
    visitTips: [
      'Book lift tickets online well ahead, above all in summer and at weekends; the stairs to the second floor usually have shorter queues.',
      'Come early in the morning or after dark, when the tower sparkles for a few minutes at the start of every hour.',
      'For the classic photograph of the whole tower, cross the Seine to the Trocadéro gardens or walk down the Champ de Mars.',
    ],
  },
  {
    id: 'louvre-pyramid',
    name: 'Louvre Pyramid',
    city: 'paris',
    category: 'museum',
    description:
      'I. M. Pei’s glass pyramid, opened in 1989, is the main entrance of the Louvre, the former royal palace that became the world’s most visited art museum.',
    latitude: 48.861,
    longitude: 2.3358,
    opening_hours: 'Usually 9:00–18:00, until 21:00 on Wednesdays and Fridays; closed Tuesdays',
    ticket_price: price(32, 22),
    image_id: 'louvre-pyramid',
    alternateNames: ['Louvre Museum', 'Musée du Louvre', 'Pyramide du Louvre'],
    culturalContext:
      'The Louvre began as a fortress built by Philip II Augustus around 1190, became a royal palace and opened as a public museum in 1793, during the French Revolution. President François Mitterrand chose I. M. Pei to design the Louvre Pyramid for his Grand Louvre project, and its glass-and-steel modernism in the historic Cour Napoléon was fiercely debated before it became a symbol of Paris.',
    visitTips: [
      'Book a timed ticket online in advance; the entrance through the Carrousel du Louvre is often quicker than the one under the pyramid.',
      'Arrive at opening time or come on a late-opening evening, and see the most famous works first, before the crowds build up.',
      'The ArtVoyage guided tours lead to ten of its masterpieces on short, planned routes.',
      'The Tuileries Garden and the Musée de l’Orangerie are a short walk west.',
    ],
  },
  {
    id: 'notre-dame-paris',
    name: 'Notre-Dame de Paris',
    city: 'paris',
    category: 'religious',
    description:
      'The Gothic cathedral on the Île de la Cité, begun in 1163, badly damaged by fire in April 2019 and reopened in December 2024 after its restoration.',
    latitude: 48.853,
    longitude: 2.3499,
    opening_hours: 'Usually weekdays 7:50–19:00 (Thursdays until 22:00), weekends 8:15–19:30',
    ticket_price: FREE,
    image_id: 'notre-dame-paris',
    alternateNames: ['Notre Dame Cathedral', 'Cathédrale Notre-Dame'],
    culturalContext:
      'Notre-Dame de Paris was begun in 1163 under Bishop Maurice de Sully and largely completed by the mid-14th century, a landmark of French Gothic architecture with its flying buttresses and great rose windows. Napoleon was crowned emperor there in 1804, the scene Jacques-Louis David painted in The Coronation of Napoleon, now in the Louvre. Victor Hugo’s novel of 1831 revived interest in the neglected building and led to its restoration by Jean-Baptiste Lassus and Eugène Viollet-le-Duc, whose spire was lost in the fire of 2019 and rebuilt.',
    visitTips: [
      'Entry is free; booking a free time slot online usually shortens the wait.',
      'Come early in the morning or in the evening to avoid the longest queues.',
      'The Sainte-Chapelle, with its walls of stained glass, is a few minutes’ walk away on the same island.',
    ],
  },
  {
    id: 'sacre-coeur',
    name: 'Sacré-Cœur Basilica',
    city: 'paris',
    category: 'religious',
    description:
      'The white Romano-Byzantine basilica on the summit of Montmartre, built between 1875 and 1914 and consecrated in 1919; its dome offers one of the highest views over Paris.',
    latitude: 48.8867,
    longitude: 2.3431,
    opening_hours: 'Usually daily 6:30–22:30; the dome (paid) opens shorter hours',
    ticket_price: FREE,
    image_id: 'sacre-coeur',
    alternateNames: ['Basilique du Sacré-Cœur', 'Sacred Heart Basilica'],
    culturalContext:
      'The Sacré-Cœur Basilica was built after France’s defeat in the Franco-Prussian War of 1870–1871, as a national vow of penance, to plans by the architect Paul Abadie. Its travertine stone releases calcite when it rains, which keeps the basilica white. Its great bell, the Savoyarde, is the largest in France.',
    visitTips: [
      'Climb the hill early in the morning for a quieter visit, or take the Montmartre funicular to save the steps.',
      'The dome has a separate paid entry and some 300 steps, with one of the highest views over Paris.',
      'Sunset from the steps in front of the basilica is a Paris classic.',
    ],
  },
  {
    id: 'arc-de-triomphe',
    name: 'Arc de Triomphe',
    city: 'paris',
    category: 'monument',
    description:
      'Napoleon’s triumphal arch at the top of the Champs-Élysées, completed in 1836, above the Tomb of the Unknown Soldier; its roof terrace looks down the twelve avenues of the Étoile.',
    latitude: 48.8738,
    longitude: 2.295,
    opening_hours: 'Usually daily 10:00–23:00 (until 22:30 from October to March)',
    ticket_price: price(16),
    image_id: 'arc-de-triomphe',
    alternateNames: ['Arc de Triomphe de l’Étoile'],
    culturalContext:
      'Napoleon ordered the Arc de Triomphe in 1806, after his victory at Austerlitz, to honour the French armies; designed by Jean-François Chalgrin, it was completed only in 1836, under King Louis-Philippe. Its sculptures include François Rude’s Departure of the Volunteers of 1792, known as La Marseillaise. An Unknown Soldier of the First World War was buried beneath it in 1921, and the flame of remembrance lit in 1923 is rekindled every evening.',
    visitTips: [
      'Never cross the roundabout on foot: take the underground passage from the Champs-Élysées.',
      'Watch the rekindling of the flame at the Tomb of the Unknown Soldier, held every evening at about 18:30.',
      'Climb the roughly 280 steps to the roof at sunset for views down the Champs-Élysées towards the Louvre and across to the Eiffel Tower.',
    ],
  },
  {
    id: 'musee-d-orsay',
    name: 'Musée d’Orsay',
    city: 'paris',
    category: 'museum',
    description:
      'A former Beaux-Arts railway station, opened as a museum in 1986, holding the largest collection of Impressionist and Post-Impressionist paintings in the world.',
    latitude: 48.86,
    longitude: 2.3266,
    opening_hours: 'Usually Tuesday–Sunday 9:30–18:00, Thursdays until 21:45; closed Mondays',
    ticket_price: price(16, 13),
    image_id: null,
    alternateNames: ['Orsay Museum'],
    culturalContext:
      'The Musée d’Orsay occupies the Gare d’Orsay, the railway station built by the architect Victor Laloux for the Exposition Universelle of 1900. Its platforms became too short for modern trains, and after decades of disuse it was turned into a museum of art from 1848 to 1914, continuing the story where the Louvre’s collections stop. Its great station clocks still look out over the Seine.',
    visitTips: [
      'Book a timed ticket online and start on the top floor with the Impressionists, before the galleries fill up.',
      'Thursday evening openings are usually quieter.',
      'The Léopold-Sédar-Senghor footbridge crosses the Seine to the Tuileries Garden, the Musée de l’Orangerie and the Louvre.',
    ],
  },
  {
    id: 'sainte-chapelle',
    name: 'Sainte-Chapelle',
    city: 'paris',
    category: 'religious',
    description:
      'The royal chapel built for Louis IX and consecrated in 1248 to hold the Crown of Thorns; its upper chapel is walled with fifteen huge stained-glass windows.',
    latitude: 48.8554,
    longitude: 2.345,
    opening_hours:
      'Usually daily 9:00–19:00 from April to September, 9:00–17:00 from October to March; since 2026 visitors from outside the European Economic Area pay more than EEA residents',
    ticket_price: price(22, 16),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'King Louis IX, later Saint Louis, built the Sainte-Chapelle inside his palace on the Île de la Cité to house the Crown of Thorns and other relics of the Passion, which he had bought from the Latin emperor of Constantinople. Consecrated in 1248 after only a few years of building, it is a masterpiece of the Rayonnant Gothic style, and its windows show more than a thousand scenes from the Bible. The Crown of Thorns is now kept at Notre-Dame.',
    visitTips: [
      'Go on a sunny day, ideally in the morning or early afternoon, when the light streams through the windows.',
      'Book a timed ticket online and expect a security check, as the chapel stands inside the Palais de Justice.',
      'A combined ticket with the Conciergerie next door is usually available, and Notre-Dame is a few minutes’ walk away.',
    ],
  },
  {
    id: 'pantheon-paris',
    name: 'Panthéon',
    city: 'paris',
    category: 'monument',
    description:
      'Built as the church of Sainte-Geneviève and completed in 1790, it became a mausoleum for great French citizens such as Voltaire, Victor Hugo and Marie Curie.',
    latitude: 48.8462,
    longitude: 2.3464,
    opening_hours: 'Usually daily 10:00–18:30 from April to September, 10:00–18:00 from October to March',
    ticket_price: price(13),
    image_id: null,
    alternateNames: ['Pantheon Paris'],
    culturalContext:
      'King Louis XV vowed to rebuild the church of Sainte-Geneviève after he recovered from a serious illness in 1744, and Jacques-Germain Soufflot designed the Panthéon as a Neoclassical church with a great dome. During the Revolution it became a mausoleum for great French citizens, as its pediment says: “Aux grands hommes la patrie reconnaissante”. In 1851 Léon Foucault hung his pendulum from the dome to show the rotation of the Earth, and a pendulum still swings there.',
    visitTips: [
      'Visit the crypt, where Voltaire, Victor Hugo, Marie Curie and many others are buried.',
      'From spring to autumn the colonnade around the dome can usually be visited for a view over Paris, with a timed ticket.',
      'The Luxembourg Garden is a few minutes’ walk away.',
    ],
  },
  {
    id: 'musee-de-l-orangerie',
    name: 'Musée de l’Orangerie',
    city: 'paris',
    category: 'museum',
    description:
      'A museum in the Tuileries Garden whose two oval rooms were designed with Claude Monet to show his eight large Water Lilies panels, opened to the public in 1927.',
    latitude: 48.8638,
    longitude: 2.3227,
    opening_hours: 'Usually Wednesday–Monday 9:00–18:00; closed Tuesdays',
    ticket_price: price(13, 10),
    image_id: null,
    alternateNames: ['Orangerie Museum'],
    culturalContext:
      'The Orangerie was built in 1852 to shelter the orange trees of the Tuileries Garden. After the Armistice of November 1918, Claude Monet offered the French State his Water Lilies as a monument to peace; they were installed after his death in 1926, and the rooms opened in 1927. The Musée de l’Orangerie also shows the Walter-Guillaume collection, with paintings by Renoir, Cézanne, Matisse and Picasso.',
    visitTips: [
      'Come at opening time or late in the afternoon to sit quietly in the Water Lilies rooms, lit by daylight from above.',
      'Allow an hour or two: the museum is small and pairs well with the Louvre, across the Tuileries Garden, or the Musée d’Orsay.',
      'A combined ticket with the Musée d’Orsay is usually available.',
    ],
  },
  {
    id: 'luxembourg-garden',
    name: 'Luxembourg Garden',
    city: 'paris',
    category: 'park',
    description:
      'The garden of the Luxembourg Palace, laid out for Marie de’ Medici from 1612, with its octagonal pond, the Medici Fountain and more than a hundred statues.',
    latitude: 48.8462,
    longitude: 2.3372,
    opening_hours: 'Usually daily from about 7:30 to dusk (times change with the season)',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Jardin du Luxembourg'],
    culturalContext:
      'Marie de’ Medici, widow of King Henry IV, had the Luxembourg Palace and its garden created from 1612, inspired by the Palazzo Pitti and the Boboli Gardens of her native Florence. The palace is now the seat of the French Senate, which still runs the Luxembourg Garden. Among its statues are a series of queens of France and a small model of Bartholdi’s Statue of Liberty.',
    visitTips: [
      'Children can sail little wooden boats on the octagonal pond, a Paris tradition.',
      'Take one of the famous green metal chairs to a sunny spot by the pond or the Medici Fountain.',
      'The Panthéon is a few minutes’ walk away.',
    ],
  },
  // Rome
  {
    id: 'colosseum',
    name: 'Colosseum',
    city: 'rome',
    category: 'archaeological',
    description:
      'The Flavian Amphitheatre, inaugurated in AD 80, the largest amphitheatre of the Roman world, where some 50,000 spectators watched gladiator fights and animal hunts.',
    latitude: 41.8902,
    longitude: 12.4922,
    opening_hours: 'Usually daily from 8:30 until one hour before sunset',
    ticket_price: price(18, 2),
    image_id: 'colosseum',
    alternateNames: ['Colosseo', 'Flavian Amphitheatre'],
    culturalContext:
      'The emperor Vespasian began the Colosseum in the early 70s AD on the site of the lake of Nero’s Golden House, and his son Titus inaugurated it in AD 80 with a hundred days of games. Its name probably comes from the Colossus, a giant bronze statue of Nero that stood nearby. In later centuries earthquakes brought down part of its outer ring, and much of its stone was reused in Rome’s churches and palaces.',
    visitTips: [
      'Book timed tickets well ahead on the official site; they usually sell out in high season.',
      'Go at opening time or late in the afternoon to avoid the worst heat and crowds, and bring water in summer.',
      'The ticket usually also covers the Roman Forum and the Palatine Hill next door: allow at least half a day for all three.',
      'Visits to the arena floor and the underground passages need special tickets.',
    ],
  },
  {
    id: 'roman-forum',
    name: 'Roman Forum',
    city: 'rome',
    category: 'archaeological',
    description:
      'The political and religious heart of ancient Rome, a valley of temples, basilicas and triumphal arches below the Palatine Hill; one ticket covers it with the Colosseum.',
    latitude: 41.8925,
    longitude: 12.4853,
    opening_hours: 'Usually daily from 9:00 until one hour before sunset',
    ticket_price: price(18, 2),
    image_id: null,
    alternateNames: ['Foro Romano'],
    culturalContext:
      'For centuries the Roman Forum was the centre of public life in Rome, where citizens met, trials were held and victorious generals paraded in triumph along the Sacred Way. Its ruins span more than a thousand years, down to the Column of Phocas of AD 608, the last monument added to it. After the fall of Rome it was buried under debris and used as pasture, known as the Campo Vaccino, until excavations from the 18th century uncovered it.',
    visitTips: [
      'The ticket is usually shared with the Colosseum and the Palatine Hill; book ahead and wear comfortable shoes for the uneven paving.',
      'There is little shade: visit early in the morning or late in the afternoon, with water and a hat in summer.',
      'For an overview of the whole Forum, look down from the terraces of the Palatine or the Capitoline Hill.',
    ],
  },
  {
    id: 'pantheon-rome',
    name: 'Pantheon',
    city: 'rome',
    category: 'religious',
    description:
      'Hadrian’s temple to all the gods, rebuilt around AD 125 and a church since 609; its unreinforced concrete dome, 43 m across, is open to the sky through the oculus.',
    latitude: 41.8986,
    longitude: 12.4769,
    opening_hours: 'Usually daily 9:00–19:00 (last entry 18:30)',
    ticket_price: price(5, 2),
    image_id: 'pantheon-rome',
    alternateNames: ['Pantheon Rome', 'Santa Maria ad Martyres'],
    culturalContext:
      'Marcus Agrippa built the first Pantheon in Rome in the 20s BC; the present building was rebuilt under the emperor Hadrian around AD 125, yet the inscription on its porch still names Agrippa. It survived largely intact because it was consecrated as the church of Santa Maria ad Martyres in 609. The painter Raphael is buried inside, as are the first two kings of united Italy.',
    visitTips: [
      'Booking a timed entry online is usually advisable, as queues build up from late morning.',
      'Look up at the oculus: on a sunny day a disc of light moves across the dome, and when it rains, the water drains through small holes in the floor.',
      'Piazza Navona and the Trevi Fountain are each within a ten-minute walk.',
    ],
  },
  {
    id: 'trevi-fountain',
    name: 'Trevi Fountain',
    city: 'rome',
    category: 'monument',
    description:
      'Nicola Salvi’s Baroque fountain, completed in 1762, with Oceanus riding a shell chariot; visitors throw a coin over their shoulder to make sure they return to Rome.',
    latitude: 41.9009,
    longitude: 12.4833,
    opening_hours:
      'The square is always open; the ticketed area by the basin usually from 9:00 to the evening',
    ticket_price: price(2),
    image_id: 'trevi-fountain',
    alternateNames: ['Fontana di Trevi'],
    culturalContext:
      'The Trevi Fountain marks the end of the Aqua Virgo, the aqueduct Agrippa completed in 19 BC, which still feeds it. Nicola Salvi won a competition held by Pope Clement XII and began the fountain in 1732 against the back of the Palazzo Poli; it was finished after his death by Giuseppe Pannini. Anita Ekberg’s wade through its waters in Federico Fellini’s La Dolce Vita (1960) made it world-famous, and the coins visitors throw in are collected and given to charity.',
    visitTips: [
      'Come very early in the morning or late at night to see the fountain without the crowds.',
      'Tradition says to throw a coin with your right hand over your left shoulder.',
      'Wading in the fountain is forbidden and can be fined.',
      'The Pantheon and the Spanish Steps are each a short walk away.',
    ],
  },
  {
    id: 'st-peters-basilica',
    name: 'St. Peter’s Basilica',
    city: 'rome',
    category: 'religious',
    description:
      'The Renaissance basilica in Vatican City, the papal enclave within Rome, built from 1506 to 1626 over the traditional tomb of St Peter, crowned by Michelangelo’s dome.',
    latitude: 41.9022,
    longitude: 12.4539,
    opening_hours: 'Usually daily 7:00–19:10 from April to September, 7:00–18:30 from October to March',
    ticket_price: FREE,
    image_id: 'st-peters-basilica',
    alternateNames: ['Basilica di San Pietro', 'Saint Peter’s Basilica'],
    culturalContext:
      'St. Peter’s Basilica was begun in 1506 under Pope Julius II, replacing the 4th-century basilica of the emperor Constantine, built over the site held to be the tomb of St Peter. Its architects included Bramante, Raphael, Michelangelo, who designed the dome, and Carlo Maderno, who added the nave and façade; Gian Lorenzo Bernini designed the bronze canopy over the papal altar and the colonnades of St. Peter’s Square. It is one of the largest churches in the world.',
    visitTips: [
      'Dress modestly, with shoulders and knees covered, or you may be turned away.',
      'Arrive early in the morning to shorten the security queue in St. Peter’s Square.',
      'Don’t miss Michelangelo’s Pietà, just inside to the right of the entrance.',
      'Climbing the dome, partly by lift, is usually paid and gives a view over Rome and the Vatican Gardens.',
    ],
  },
  {
    id: 'vatican-museums',
    name: 'Vatican Museums',
    city: 'rome',
    category: 'museum',
    description:
      'The popes’ collections in Vatican City, from classical sculpture to the Raphael Rooms, ending in the Sistine Chapel with Michelangelo’s ceiling and Last Judgment.',
    latitude: 41.9065,
    longitude: 12.4536,
    opening_hours:
      'Usually Monday–Saturday 8:00–19:00 (last entry 17:00); closed Sundays except the last of the month',
    ticket_price: price(20, 8),
    image_id: null,
    alternateNames: ['Musei Vaticani', 'Sistine Chapel'],
    culturalContext:
      'The Vatican Museums grew from the classical sculptures collected by Pope Julius II in the early 16th century, among them the Laocoön, unearthed in Rome in 1506. For the same pope, Michelangelo painted the Sistine Chapel ceiling between 1508 and 1512 and Raphael began the rooms now named after him; Michelangelo returned to paint the Last Judgment on the altar wall from 1536 to 1541. The Sistine Chapel is still where the cardinals meet in conclave to elect a new pope.',
    visitTips: [
      'Book timed tickets online well ahead: the queue without a booking can be very long.',
      'Allow at least three hours; the route to the Sistine Chapel passes the Raphael Rooms.',
      'Photography is not allowed in the Sistine Chapel, where visitors are asked to keep silent; shoulders and knees should be covered.',
      'Entry is usually free, and very crowded, on the last Sunday of the month.',
    ],
  },
  {
    id: 'spanish-steps',
    name: 'Spanish Steps',
    city: 'rome',
    category: 'monument',
    description:
      'The 135-step Baroque stairway of 1723–1725 linking Piazza di Spagna to the Trinità dei Monti church; sitting on the steps is not allowed.',
    latitude: 41.906,
    longitude: 12.4828,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Scalinata di Trinità dei Monti', 'Piazza di Spagna'],
    culturalContext:
      'The Spanish Steps were built in 1723–1725 to a design by Francesco De Sanctis, paid for by a bequest of the French diplomat Étienne Gueffier, to link the square below with the French church of Trinità dei Monti; they take their English name from the Spanish embassy to the Holy See on the square. At their foot is the boat-shaped Barcaccia fountain by Pietro Bernini and his son Gian Lorenzo. The English poet John Keats died in 1821 in the house beside the steps, now the Keats–Shelley House.',
    visitTips: [
      'Come early in the morning for photographs without crowds; in spring the steps are often decorated with azaleas.',
      'Sitting or eating on the steps is forbidden and can be fined.',
      'From the top, by Trinità dei Monti, there is a view down Via dei Condotti; the Trevi Fountain is about ten minutes’ walk away.',
    ],
  },
  {
    id: 'piazza-navona',
    name: 'Piazza Navona',
    city: 'rome',
    category: 'square',
    description:
      'A Baroque square on the oval of Domitian’s stadium, with Bernini’s Fountain of the Four Rivers facing Borromini’s church of Sant’Agnese in Agone.',
    latitude: 41.8992,
    longitude: 12.4731,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'Piazza Navona keeps the shape of the Stadium of Domitian, built in the 1st century AD for athletic contests, and its houses stand on the stadium’s seating. In the 17th century Pope Innocent X, whose family palace faces the square, made it a Baroque showpiece, with Gian Lorenzo Bernini’s Fountain of the Four Rivers, completed in 1651. A popular legend says that Bernini’s river gods shy away from Borromini’s church of Sant’Agnese, but the fountain was finished before the church’s façade was begun.',
    visitTips: [
      'Visit in the evening, when street artists gather and the fountains are lit.',
      'The remains of Domitian’s stadium can be visited below street level at the northern end of the square.',
      'The Pantheon is a five-minute walk away.',
    ],
  },
  // Florence
  {
    id: 'florence-cathedral',
    name: 'Florence Cathedral',
    city: 'florence',
    category: 'religious',
    description:
      'Santa Maria del Fiore, begun in 1296, whose dome by Filippo Brunelleschi (1420–1436) is still the largest brick dome ever built; the dome climb and bell tower need a paid pass.',
    latitude: 43.7731,
    longitude: 11.256,
    opening_hours: 'Usually Monday–Saturday 10:15–15:45; Sundays for worship only',
    ticket_price: FREE,
    image_id: 'florence-cathedral',
    alternateNames: ['Duomo di Firenze', 'Santa Maria del Fiore'],
    culturalContext:
      'Florence Cathedral was begun in 1296 to designs by Arnolfo di Cambio. Filippo Brunelleschi built its dome from 1420 to 1436 without the usual wooden centring, laying its bricks in a herringbone pattern, and Giotto designed its bell tower, begun in 1334. Michelangelo is said to have called the gilded bronze doors of the Baptistery opposite, by Lorenzo Ghiberti, the Gates of Paradise.',
    visitTips: [
      'Entry to the cathedral is free, but the dome climb, more than 450 steps, needs a pass with a booked time slot.',
      'Cover shoulders and knees, and come early in the morning, before the queues build up.',
      'Climb Giotto’s bell tower for a view of the dome itself.',
      'The original Gates of Paradise are in the cathedral museum, the Museo dell’Opera del Duomo, usually included in the pass.',
    ],
  },
  {
    id: 'ponte-vecchio',
    name: 'Ponte Vecchio',
    city: 'florence',
    category: 'bridge',
    description:
      'The medieval stone bridge over the Arno, rebuilt in 1345, lined with goldsmiths’ shops and topped by the Vasari Corridor; the only Florentine bridge spared in 1944.',
    latitude: 43.768,
    longitude: 11.2531,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: 'ponte-vecchio',
    alternateNames: ['Old Bridge'],
    culturalContext:
      'The Ponte Vecchio was rebuilt in stone in 1345 after a flood swept away the earlier bridge. In 1593 Grand Duke Ferdinando I de’ Medici replaced its butchers with goldsmiths and jewellers, whose shops are still there. Above them runs the Vasari Corridor, built in 1565 for Cosimo I de’ Medici to link the Palazzo Vecchio with the Palazzo Pitti.',
    visitTips: [
      'Come at sunrise or late in the evening, when the shops are shuttered and the bridge is quiet.',
      'For the best view of the bridge, walk to the neighbouring Ponte Santa Trinita.',
      'The Uffizi Gallery is at its northern end, and the Palazzo Pitti a few minutes south.',
    ],
  },
  {
    id: 'uffizi-gallery',
    name: 'Uffizi Gallery',
    city: 'florence',
    category: 'museum',
    description:
      'Built by Giorgio Vasari as offices for the Medici from 1560, it holds Botticelli’s Birth of Venus and Primavera and masterpieces by Leonardo, Michelangelo and Raphael.',
    latitude: 43.7678,
    longitude: 11.2553,
    opening_hours: 'Usually Tuesday–Sunday 8:15–18:30; closed Mondays',
    ticket_price: price(25, 2),
    image_id: null,
    alternateNames: ['Galleria degli Uffizi'],
    culturalContext:
      'Cosimo I de’ Medici commissioned Giorgio Vasari in 1560 to build the Uffizi, meaning “offices”, for Florence’s magistrates. His successors displayed the family’s art on the top floor, and in 1737 Anna Maria Luisa de’ Medici, the last of the line, left the collections to Florence on condition that they never leave the city. The Uffizi Gallery opened to the public in 1769, one of the first modern museums.',
    visitTips: [
      'Book a timed ticket online well ahead, especially from spring to autumn.',
      'Start with the Botticelli rooms before the crowds arrive, and allow at least three hours.',
      'Entry is usually free, and very crowded, on the first Sunday of the month.',
      'The Ponte Vecchio and the Palazzo Vecchio are right next to it.',
    ],
  },
  {
    id: 'galleria-dell-accademia',
    name: 'Galleria dell’Accademia',
    city: 'florence',
    category: 'museum',
    description:
      'The gallery that has sheltered Michelangelo’s marble David since 1873, along with his unfinished Prisoners.',
    latitude: 43.7768,
    longitude: 11.2586,
    opening_hours: 'Usually Tuesday–Sunday 8:15–18:50; closed Mondays',
    ticket_price: price(16, 2),
    image_id: null,
    alternateNames: ['Accademia Gallery'],
    culturalContext:
      'Michelangelo carved the David between 1501 and 1504 from a block of marble other sculptors had abandoned; it stood in front of the Palazzo Vecchio as a symbol of the Florentine Republic until 1873, when it was moved to the Galleria dell’Accademia to protect it. The gallery was founded in 1784 by Grand Duke Peter Leopold beside the Academy of Fine Arts, for its students to study. The unfinished Prisoners lining the way to the David were carved for the tomb of Pope Julius II.',
    visitTips: [
      'Book a timed ticket ahead: the queue without one is often long.',
      'Come first thing in the morning or late in the afternoon to see the David with fewer people around.',
      'Florence Cathedral is about five minutes’ walk away.',
    ],
  },
  {
    id: 'palazzo-pitti',
    name: 'Palazzo Pitti',
    city: 'florence',
    category: 'palace',
    description:
      'The Renaissance palace across the Arno that became the Medici grand dukes’ residence, now home to the Palatine Gallery and several museums, beside the Boboli Gardens.',
    latitude: 43.7651,
    longitude: 11.25,
    opening_hours: 'Usually Tuesday–Sunday 8:15–18:30; closed Mondays',
    ticket_price: price(16, 2),
    image_id: null,
    alternateNames: ['Pitti Palace'],
    culturalContext:
      'The banker Luca Pitti began the Palazzo Pitti around 1458; in 1549 Eleonora of Toledo, wife of Cosimo I de’ Medici, bought it, and it became the main residence of the grand dukes of Tuscany. It was the royal palace of King Victor Emmanuel II while Florence was the capital of Italy, from 1865 to 1871. Its Boboli Gardens inspired Marie de’ Medici’s Luxembourg Garden in Paris.',
    visitTips: [
      'Allow at least half a day for the palace museums and the Boboli Gardens, which usually have separate or combined tickets.',
      'Climb to the top of the Boboli Gardens for a view over Florence and the hills.',
      'The Ponte Vecchio is a few minutes’ walk away, back across the Arno.',
      'Like other Italian state museums, it is usually free on the first Sunday of the month.',
    ],
  },
  {
    id: 'palazzo-vecchio',
    name: 'Palazzo Vecchio',
    city: 'florence',
    category: 'palace',
    description:
      'Florence’s town hall since around 1300, on Piazza della Signoria, with the Salone dei Cinquecento and a tower 94 m high.',
    latitude: 43.7693,
    longitude: 11.2563,
    opening_hours:
      'Usually daily 9:00–23:00 from April to September and 9:00–19:00 from October to March; Thursdays until 14:00 all year',
    ticket_price: price(13, 10),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The Palazzo Vecchio was begun in 1299 as the seat of the government of the Florentine Republic, to a design traditionally credited to Arnolfo di Cambio. Cosimo I de’ Medici moved in in 1540 and had Giorgio Vasari remodel it; it became the “Old Palace” when the Medici moved to the Palazzo Pitti. Leonardo da Vinci and Michelangelo were both commissioned to paint battle scenes in its great hall, the Salone dei Cinquecento, but neither finished.',
    visitTips: [
      'Climb the Arnolfo Tower for a view over the city and the cathedral dome; it usually closes in bad weather.',
      'A copy of Michelangelo’s David stands at the entrance, where the original stood until 1873.',
      'The Uffizi Gallery is next door, and the Loggia dei Lanzi on the square shows sculpture in the open air.',
    ],
  },
  {
    id: 'piazzale-michelangelo',
    name: 'Piazzale Michelangelo',
    city: 'florence',
    category: 'square',
    description:
      'A terrace on the hills south of the Arno, laid out in 1869 with a bronze copy of the David, looking over the whole historic centre.',
    latitude: 43.7629,
    longitude: 11.2651,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'Piazzale Michelangelo was designed by the architect Giuseppe Poggi as part of the remodelling of Florence while it was the capital of Italy, and laid out in 1869. It is dedicated to Michelangelo, with bronze copies of his David and of the four allegories of the Medici Chapel. The loggia at the top was meant to hold a museum of his works, which was never created.',
    visitTips: [
      'Come at sunset, when the city and the cathedral dome turn golden; it is busiest then.',
      'Walk up from the Arno by the ramps and stairs Poggi designed, or take a city bus.',
      'Continue uphill to the church of San Miniato al Monte for a quieter view.',
    ],
  },
  // Venice
  {
    id: 'st-marks-basilica',
    name: 'St. Mark’s Basilica',
    city: 'venice',
    category: 'religious',
    description:
      'The Byzantine-style basilica rebuilt from 1063 to hold the relics of St Mark, covered with golden mosaics; the Pala d’Oro and the museum with the bronze horses cost extra.',
    latitude: 45.4345,
    longitude: 12.3397,
    opening_hours: 'Usually 9:30–17:15 (Sundays and holy days from 14:00), with booked time slots',
    ticket_price: price(10),
    image_id: 'st-marks-basilica',
    alternateNames: ['Basilica di San Marco'],
    culturalContext:
      'The first St. Mark’s Basilica was built to house the relics of St Mark, smuggled out of Alexandria by Venetian merchants in 828. The present church, modelled on the Church of the Holy Apostles in Constantinople, was the doge’s chapel and became Venice’s cathedral only in 1807. Its four bronze horses were taken from Constantinople in 1204; Napoleon carried them off to Paris in 1797, where they stood on the Arc de Triomphe du Carrousel beside the Louvre until 1815.',
    visitTips: [
      'Book a time slot online in high season to skip most of the queue; large bags are not allowed inside.',
      'Cover shoulders and knees.',
      'Go up to the museum to see the original bronze horses and the view over St. Mark’s Square from the loggia.',
      'The Doge’s Palace stands right beside it.',
    ],
  },
  {
    id: 'rialto-bridge',
    name: 'Rialto Bridge',
    city: 'venice',
    category: 'bridge',
    description:
      'The stone bridge over the Grand Canal completed in 1591 to a design by Antonio da Ponte, for centuries the only fixed crossing of the canal, lined with shops.',
    latitude: 45.438,
    longitude: 12.3358,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: 'rialto-bridge',
    alternateNames: ['Ponte di Rialto'],
    culturalContext:
      'Before the stone bridge, a series of wooden bridges crossed the Grand Canal at the Rialto; one collapsed in 1444 under a crowd watching a procession of boats. For the stone bridge the Republic considered designs by famous architects such as Andrea Palladio but chose Antonio da Ponte’s single arch, completed in 1591. The Rialto Bridge stands at the heart of the city’s old trading district, where the Rialto market still sells fish and produce.',
    visitTips: [
      'Come early in the morning, when the bridge is quiet and the Rialto market is at its busiest; the fish market is usually closed on Sundays and Mondays.',
      'The best views of the bridge are from the Grand Canal waterfronts on either side or from a vaporetto.',
      'St. Mark’s Square is about ten minutes’ walk away.',
    ],
  },
  {
    id: 'doges-palace',
    name: 'Doge’s Palace',
    city: 'venice',
    category: 'palace',
    description:
      'The Gothic seat of the Venetian Republic’s government and the doges’ residence, with Tintoretto’s Paradise in the Great Council Hall and the Bridge of Sighs to the prisons.',
    latitude: 45.4337,
    longitude: 12.3404,
    opening_hours: 'Usually daily 9:00–18:00 (longer hours in summer)',
    ticket_price: price(30, 15),
    image_id: null,
    alternateNames: ['Palazzo Ducale'],
    culturalContext:
      'For centuries the Doge’s Palace was the seat of the Republic of Venice, with its doge, councils and courts; the present Gothic building dates mainly from the 14th and 15th centuries. After a fire in 1577 its great halls were redecorated by Tintoretto, Veronese and their workshops. Giacomo Casanova escaped from its prisons under the lead roof, the Piombi, in 1756.',
    visitTips: [
      'Book ahead online, and consider the Secret Itineraries guided tour, which visits the prisons under the roof.',
      'On the way to the prisons you cross the Bridge of Sighs from the inside.',
      'Go early in the morning or late in the afternoon to avoid tour groups.',
      'The ticket usually also covers the museums on St. Mark’s Square, such as the Museo Correr.',
    ],
  },
  {
    id: 'gallerie-dell-accademia-venice',
    name: 'Gallerie dell’Accademia',
    city: 'venice',
    category: 'museum',
    description:
      'The museum of Venetian painting from the 14th to the 18th century, with works by Giovanni Bellini, Titian, Tintoretto and Veronese.',
    latitude: 45.4312,
    longitude: 12.3282,
    opening_hours: 'Usually Monday 8:15–14:00, Tuesday–Sunday 8:15–19:15',
    ticket_price: price(15, 2),
    image_id: null,
    alternateNames: ['Accademia Galleries'],
    culturalContext:
      'The Gallerie dell’Accademia grew from the Academy of Fine Arts founded in Venice in 1750 and opened in 1817 in the buildings of the Scuola Grande della Carità. Many of its paintings came from churches and monasteries closed under Napoleonic rule. It also owns Leonardo da Vinci’s drawing of the Vitruvian Man, which is so fragile that it is shown only rarely.',
    visitTips: [
      'It is usually calmer than the sights around St. Mark’s; allow about two hours.',
      'Cross the wooden Accademia Bridge for a classic view down the Grand Canal.',
      'The Peggy Guggenheim Collection is a few minutes’ walk away.',
    ],
  },
  {
    id: 'peggy-guggenheim-collection',
    name: 'Peggy Guggenheim Collection',
    city: 'venice',
    category: 'museum',
    description:
      'Modern art collected by Peggy Guggenheim, from Cubism to Abstract Expressionism, shown in her former home on the Grand Canal, the Palazzo Venier dei Leoni.',
    latitude: 45.4307,
    longitude: 12.3315,
    opening_hours: 'Usually Wednesday–Monday 10:00–18:00; closed Tuesdays',
    ticket_price: price(16, 9),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The American collector Peggy Guggenheim settled in Venice in 1949 at the Palazzo Venier dei Leoni, an 18th-century palace of which only the ground floor was ever built, and lived there until her death in 1979. She opened her collection to visitors in the summers from 1951, and the Solomon R. Guggenheim Foundation has run the Peggy Guggenheim Collection since 1980. She championed the young Jackson Pollock, and her ashes lie in the garden beside the graves of her dogs.',
    visitTips: [
      'Booking ahead is advisable in high season; the museum is usually closed on Tuesdays.',
      'Don’t miss the sculpture garden and the terrace on the Grand Canal, with Marino Marini’s horse and rider.',
      'The Gallerie dell’Accademia is a few minutes’ walk away.',
    ],
  },
  {
    id: 'piazza-san-marco',
    name: 'St. Mark’s Square',
    city: 'venice',
    category: 'square',
    description:
      'Venice’s main square, framed by the basilica, the Procuratie arcades and the Campanile, which was rebuilt after it collapsed in 1902.',
    latitude: 45.4341,
    longitude: 12.3388,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Piazza San Marco'],
    culturalContext:
      'St. Mark’s Square has been the heart of Venice for a thousand years, the setting of the Republic’s ceremonies in front of the basilica and the Doge’s Palace. Its Campanile, nearly 99 m high, collapsed on 14 July 1902 and was rebuilt as it had been, reopening in 1912. Caffè Florian, which opened under its arcades in 1720, is one of the oldest cafés in Europe.',
    visitTips: [
      'Come at sunrise or late in the evening to see the square almost empty.',
      'Take the lift up the Campanile for a view over the city and the lagoon.',
      'In autumn and winter, high tides can flood the square, one of the lowest points of the city; raised walkways are then set out.',
      'Feeding the pigeons is forbidden.',
    ],
  },
  // Athens
  {
    id: 'parthenon',
    name: 'Parthenon',
    city: 'athens',
    category: 'archaeological',
    description:
      'The Doric temple of Athena on the Acropolis, built from 447 to 432 BC under Pericles; the Acropolis ticket also covers the Erechtheion and the Propylaea.',
    latitude: 37.9715,
    longitude: 23.7267,
    opening_hours: 'Acropolis usually daily 8:00–20:00 in summer, 8:00–17:00 in winter',
    ticket_price: price(30, 15),
    image_id: 'parthenon',
    alternateNames: ['Acropolis of Athens', 'Parthenonas'],
    culturalContext:
      'The Parthenon was built from 447 to 432 BC under Pericles by the architects Ictinus and Callicrates, with its sculpture overseen by Phidias, whose gold-and-ivory statue of Athena stood inside. It later served as a church, a mosque and an Ottoman powder magazine, and was wrecked in 1687 when a Venetian shell set off the gunpowder stored in it. Many of its sculptures were removed by Lord Elgin in the early 19th century and are in the British Museum; others are in the Acropolis Museum.',
    visitTips: [
      'Book a timed ticket and come at opening time or in the last hours before closing, to avoid the heat and the crowds.',
      'Wear shoes with a good grip: the marble paths are worn smooth and slippery.',
      'In a heatwave the site may close in the early afternoon.',
      'The Acropolis Museum at the foot of the hill shows the sculptures found on the rock.',
    ],
  },
  {
    id: 'acropolis-museum',
    name: 'Acropolis Museum',
    city: 'athens',
    category: 'museum',
    description:
      'Opened in 2009 at the foot of the Acropolis, it shows the finds of the sacred rock, the Caryatids and a glass gallery laid out like the Parthenon’s frieze.',
    latitude: 37.9685,
    longitude: 23.7285,
    opening_hours: 'Usually daily 9:00–17:00 in winter, 8:00–20:00 in summer (Fridays until 22:00)',
    ticket_price: price(20, 10),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The Acropolis Museum, designed by Bernard Tschumi with Michael Photiadis, opened in 2009, replacing a small museum on the Acropolis itself. It stands over the excavated remains of an ancient Athenian neighbourhood, seen through glass floors. Its top-floor Parthenon Gallery is aligned with the temple, visible through its windows, and sets out the surviving frieze in its original order, with plaster casts marking the pieces kept in the British Museum.',
    visitTips: [
      'Visit before or after the Acropolis: the finds explain what you see on the hill.',
      'Don’t miss the Caryatids of the Erechtheion and the Parthenon Gallery’s view of the temple.',
      'The café terrace looks up to the Parthenon.',
    ],
  },
  {
    id: 'ancient-agora-athens',
    name: 'Ancient Agora of Athens',
    city: 'athens',
    category: 'archaeological',
    description:
      'The marketplace and civic centre of classical Athens, with the well-preserved Temple of Hephaestus and the reconstructed Stoa of Attalos.',
    latitude: 37.9747,
    longitude: 23.7224,
    opening_hours: 'Usually daily 8:00–20:00 in summer, 8:00–17:00 in winter',
    ticket_price: price(20, 10),
    image_id: null,
    alternateNames: ['Agora'],
    culturalContext:
      'The Ancient Agora was the heart of public life in ancient Athens: its marketplace, law courts and council house, where Socrates questioned his fellow citizens. The Temple of Hephaestus above it, built in the 5th century BC, is one of the best-preserved Greek temples anywhere, thanks largely to its long use as a church. The Stoa of Attalos, a gift of King Attalos II of Pergamon in the 2nd century BC, was rebuilt in the 1950s by the American School of Classical Studies and houses the Agora museum.',
    visitTips: [
      'Visit early in the day: the site has little shade.',
      'Don’t miss the museum in the Stoa of Attalos, with everyday objects of ancient Athens such as ostraca, the potsherds used to vote in ostracisms.',
      'A path leads up from the Agora to the Acropolis and the Parthenon, and a combined ticket for the sites of ancient Athens is usually available.',
    ],
  },
  {
    id: 'temple-of-olympian-zeus',
    name: 'Temple of Olympian Zeus',
    city: 'athens',
    category: 'archaeological',
    description:
      'Once the largest temple in Greece, begun in the 6th century BC and finished by the emperor Hadrian in AD 131; fifteen of its 104 columns still stand.',
    latitude: 37.9693,
    longitude: 23.7331,
    opening_hours: 'Usually daily 8:00–20:00 in summer, 8:00–17:00 in winter',
    ticket_price: price(20, 10),
    image_id: null,
    alternateNames: ['Olympieion'],
    culturalContext:
      'The Temple of Olympian Zeus was begun around 520 BC under the tyrants who then ruled Athens, abandoned when their rule ended, resumed in the 2nd century BC by King Antiochus IV of Syria and finally completed by the emperor Hadrian in AD 131/132. Hadrian’s Arch, beside it, marked the way into the new quarter of Athens he built. One of the surviving columns, blown down by a storm in 1852, still lies where it fell.',
    visitTips: [
      'The site is small and can be seen in under an hour; the combined ticket for ancient Athens usually includes it.',
      'From the temple there is a fine view of the Acropolis.',
      'The Panathenaic Stadium is a short walk away, past the National Garden.',
    ],
  },
  {
    id: 'panathenaic-stadium',
    name: 'Panathenaic Stadium',
    city: 'athens',
    category: 'monument',
    description:
      'The only stadium in the world built entirely of marble, restored on its ancient site for the first modern Olympic Games in 1896.',
    latitude: 37.9683,
    longitude: 23.7411,
    opening_hours: 'Usually daily 8:00–19:00 from March to October, 8:00–17:00 from November to February',
    ticket_price: price(12, 6),
    image_id: null,
    alternateNames: ['Kallimarmaro'],
    culturalContext:
      'The statesman Lycurgus built the Panathenaic Stadium around 330 BC for the athletic contests of the Panathenaic festival, and Herodes Atticus rebuilt and enlarged it in the 2nd century AD. Excavated and restored with funds from the benefactor George Averoff, it hosted the first modern Olympic Games in 1896. It is the finishing line of the Athens Marathon, and the Olympic flame is handed over there to each host country.',
    visitTips: [
      'Walk on the track and climb to the top rows for a view towards the Acropolis.',
      'Don’t miss the small exhibition of Olympic torches and posters.',
      'Visit early or late in summer: there is no shade.',
      'The Temple of Olympian Zeus is a short walk away.',
    ],
  },
  // Giza
  {
    id: 'great-pyramid-giza',
    name: 'Great Pyramid of Giza',
    city: 'giza',
    category: 'archaeological',
    description:
      'The tomb of the pharaoh Khufu, built around 2560 BC and originally about 146 m high, the oldest of the Seven Wonders of the Ancient World and the only one still standing.',
    latitude: 29.9792,
    longitude: 31.1342,
    opening_hours: 'Giza Plateau usually daily 7:00–17:00; entering the pyramid needs an extra ticket',
    ticket_price: price(12, 6),
    image_id: 'great-pyramid-giza',
    alternateNames: ['Pyramid of Khufu', 'Pyramid of Cheops'],
    culturalContext:
      'The Great Pyramid of Giza was built for Khufu, a king of Egypt’s Fourth Dynasty, around 2560 BC, from some 2.3 million blocks of stone. For more than 3,800 years it was the tallest human-made structure in the world, until the spire of Lincoln Cathedral surpassed it in the 14th century. Excavations of the workers’ town and tombs nearby show that it was built by organised, fed and housed labourers, not by slaves.',
    visitTips: [
      'Arrive at opening time to avoid the heat and the tour groups, and bring water and sun protection.',
      'Entering the Great Pyramid needs a separate ticket; its passages are steep, narrow and hot.',
      'For the classic view of all three pyramids together, go to the panoramic viewpoint on the plateau.',
      'Agree on the price before accepting a camel or horse ride; the Great Sphinx is a short walk downhill.',
    ],
  },
  {
    id: 'great-sphinx-giza',
    name: 'Great Sphinx of Giza',
    city: 'giza',
    category: 'monument',
    description:
      'A limestone lion with a human head, carved from the bedrock of the Giza Plateau, generally attributed to the pharaoh Khafre (about 2500 BC); about 73 m long and 20 m high.',
    latitude: 29.9753,
    longitude: 31.1376,
    opening_hours: 'Giza Plateau usually daily 7:00–17:00',
    ticket_price: price(12, 6),
    image_id: 'great-sphinx-giza',
    alternateNames: ['Sphinx'],
    culturalContext:
      'The Great Sphinx of Giza was carved around 2500 BC from limestone left standing by quarrying, and is generally thought to portray the pharaoh Khafre, whose pyramid rises behind it. Between its paws stands the Dream Stele of Thutmose IV, who, according to its text, cleared the sand from the Sphinx after it promised him the throne in a dream. Its nose has been missing for centuries; it was not shot off by Napoleon’s soldiers, as a popular story claims.',
    visitTips: [
      'Visitors usually reach the viewing terrace in front of the Sphinx through the Valley Temple of Khafre.',
      'Come early in the morning, when the light is soft and the terrace less crowded.',
      'An evening sound-and-light show is usually held at the foot of the plateau, with the Sphinx as its narrator.',
    ],
  },
  {
    id: 'grand-egyptian-museum',
    name: 'Grand Egyptian Museum',
    city: 'giza',
    category: 'museum',
    description:
      'The great museum of ancient Egypt near the Giza pyramids, fully opened on 1 November 2025: a colossal statue of Ramesses II stands in its Grand Hall, and the complete Tutankhamun collection is shown together for the first time.',
    latitude: 29.9946,
    longitude: 31.119,
    opening_hours: 'Usually daily 9:00–18:00, Wednesdays and Saturdays until 21:00; booked time slots',
    ticket_price: price(26, 13),
    image_id: null,
    alternateNames: ['GEM'],
    culturalContext:
      'The Grand Egyptian Museum was built near the pyramids of Giza to gather much of Egypt’s ancient heritage in one place, and opened fully on 1 November 2025. A colossal statue of Ramesses II, which stood for decades in a square in central Cairo, dominates its Grand Hall. For the first time since Howard Carter found the tomb in 1922, Tutankhamun’s complete collection is shown together, in galleries of its own.',
    visitTips: [
      'Book a timed ticket on the museum’s official website well ahead: tickets are usually sold online only.',
      'Allow at least half a day, and see the Tutankhamun galleries early, before the crowds build up.',
      'Pair it with the Giza pyramids, a short drive away, giving each a morning or an afternoon of its own.',
    ],
  },
  // Cairo
  {
    id: 'egyptian-museum-cairo',
    name: 'Egyptian Museum',
    city: 'cairo',
    category: 'museum',
    description:
      'The museum on Tahrir Square, opened in 1902, with one of the world’s largest collections of ancient Egyptian antiquities, from statues to papyri; Tutankhamun’s treasures have moved to the Grand Egyptian Museum in Giza.',
    latitude: 30.0478,
    longitude: 31.2336,
    opening_hours: 'Usually daily 9:00–17:00',
    ticket_price: price(10, 5),
    image_id: null,
    alternateNames: ['Museum of Egyptian Antiquities'],
    culturalContext:
      'The Egyptian Museum grew from the antiquities service founded in 1858 by Auguste Mariette, a French Egyptologist first sent to Egypt by the Louvre. It has stood on Tahrir Square since 1902, in a building by the French architect Marcel Dourgnon, and holds one of the largest collections of ancient Egyptian art in the world. Mariette himself is buried in a sarcophagus in the museum’s garden. For decades it also showed the treasures of Tutankhamun, which have moved to the Grand Egyptian Museum near the Giza pyramids.',
    visitTips: [
      'Arrive at opening time and allow at least half a day.',
      'A guide or a good guidebook helps, as many labels are brief.',
      'Tutankhamun’s golden mask and treasures are no longer here: see them at the Grand Egyptian Museum in Giza.',
      'Khan el-Khalili and the Al-Azhar Mosque are a short taxi ride east.',
    ],
  },
  {
    id: 'cairo-citadel',
    name: 'Cairo Citadel',
    city: 'cairo',
    category: 'monument',
    description:
      'The fortress Saladin began in 1176 on the Muqattam hills, seat of Egypt’s rulers for some 700 years, crowned by the Ottoman-style Mosque of Muhammad Ali.',
    latitude: 30.0287,
    longitude: 31.2599,
    opening_hours: 'Usually daily 8:00–17:00',
    ticket_price: price(10, 5),
    image_id: null,
    alternateNames: ['Citadel of Saladin', 'Mosque of Muhammad Ali'],
    culturalContext:
      'Saladin began the Cairo Citadel in 1176 to defend the city against the Crusaders, and it remained the seat of Egypt’s rulers until the 19th century. The Mosque of Muhammad Ali, built from 1830 to 1848 in the Ottoman style of Istanbul, dominates the skyline. The clock tower in its courtyard was a gift from King Louis-Philippe of France, in exchange for the obelisk that now stands on the Place de la Concorde in Paris.',
    visitTips: [
      'Come on a clear day for the view over Cairo from the terraces, sometimes as far as the Giza pyramids.',
      'Dress modestly and take off your shoes to enter the mosques.',
      'Allow time for the 14th-century Mosque of al-Nasir Muhammad and the military museum inside the walls.',
    ],
  },
  {
    id: 'al-azhar-mosque',
    name: 'Al-Azhar Mosque',
    city: 'cairo',
    category: 'religious',
    description:
      'Founded by the Fatimids in 970, one of the oldest mosques of Cairo and the seat of Al-Azhar, among the oldest continuously running universities in the world.',
    latitude: 30.0457,
    longitude: 31.2627,
    opening_hours: 'Usually open daily outside prayer times; modest dress required',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The Al-Azhar Mosque was founded in 970 by the Fatimid general Jawhar al-Siqilli, soon after he founded the city of Cairo itself. It became a centre of learning whose university is among the oldest in continuous operation, and Al-Azhar is today one of the most influential institutions of Sunni Islam. Its buildings mix a thousand years of styles, with minarets added by Mamluk and Ottoman rulers.',
    visitTips: [
      'Visit outside prayer times, dress modestly, with a headscarf for women, and take off your shoes at the entrance.',
      'Khan el-Khalili is just across the road, reached by a pedestrian underpass.',
    ],
  },
  {
    id: 'khan-el-khalili',
    name: 'Khan el-Khalili',
    city: 'cairo',
    category: 'market',
    description:
      'The great bazaar of Islamic Cairo, around a caravanserai founded in the 14th century, with lanes of workshops, spice stalls and historic cafés.',
    latitude: 30.0477,
    longitude: 31.2623,
    opening_hours: 'Shops usually open from late morning until late at night',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'Khan el-Khalili takes its name from a caravanserai built in 1382 by the Mamluk emir Jaharkas al-Khalili, on the site of the old Fatimid palaces. The bazaar grew around it over the following centuries, and Sultan al-Ghuri rebuilt much of it in the early 16th century; some of his gateways still stand. El Fishawy, one of its historic cafés, was a favourite of the Nobel Prize-winning novelist Naguib Mahfouz.',
    visitTips: [
      'Bargaining is expected: start well below the first price and stay friendly.',
      'Come in the late afternoon and stay into the evening, when the lanes are cooler and livelier.',
      'The Al-Azhar Mosque and al-Muizz Street, lined with medieval monuments, are right beside it.',
    ],
  },
  // Amsterdam
  {
    id: 'rijksmuseum',
    name: 'Rijksmuseum',
    city: 'amsterdam',
    category: 'museum',
    description:
      'The national museum of the Netherlands, in its 1885 building by Pierre Cuypers, with Rembrandt’s Night Watch and Vermeer’s Milkmaid.',
    latitude: 52.36,
    longitude: 4.8852,
    opening_hours: 'Usually daily 9:00–17:00',
    ticket_price: price(25),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The Rijksmuseum was founded in The Hague in 1800, moved to Amsterdam in 1808 under Louis Bonaparte, king of Holland, and opened in Pierre Cuypers’s building in 1885. Its Gallery of Honour leads to Rembrandt’s Night Watch, painted in 1642 for a company of civic guardsmen. A public cycle path runs through the passage under the building.',
    visitTips: [
      'Book a timed ticket online and see the Night Watch first, early in the day.',
      'Don’t miss Vermeer’s Milkmaid in the Gallery of Honour and the museum’s old library.',
      'The Van Gogh Museum is a few minutes’ walk across the Museumplein.',
    ],
  },
  {
    id: 'van-gogh-museum',
    name: 'Van Gogh Museum',
    city: 'amsterdam',
    category: 'museum',
    description:
      'The largest collection of Vincent van Gogh’s paintings and drawings in the world, including Sunflowers and The Potato Eaters.',
    latitude: 52.3584,
    longitude: 4.8811,
    opening_hours: 'Usually daily 9:00–18:00, later on Fridays; booked time slots',
    ticket_price: price(22),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The Van Gogh Museum opened in 1973 to show the collection kept by the painter’s family, above all by his brother Theo’s widow, Johanna van Gogh-Bonger, and their son Vincent Willem. Its main building was designed by Gerrit Rietveld, and a wing by Kisho Kurokawa was added in 1999. Vincent sold very few paintings in his lifetime; Johanna’s efforts after his death did much to make his work known.',
    visitTips: [
      'Book a timed ticket online well ahead, especially for weekends.',
      'Come early in the morning or late in the day to see the best-known paintings with fewer people.',
      'The Rijksmuseum is a few minutes’ walk across the Museumplein.',
    ],
  },
  {
    id: 'anne-frank-house',
    name: 'Anne Frank House',
    city: 'amsterdam',
    category: 'museum',
    description:
      'The canal house where Anne Frank hid with her family from 1942 to 1944 and wrote her diary, now a museum; tickets are sold online only.',
    latitude: 52.3752,
    longitude: 4.884,
    opening_hours: 'Usually daily 9:00–22:00',
    ticket_price: price(16, 1),
    image_id: null,
    alternateNames: ['Anne Frank Huis'],
    culturalContext:
      'From July 1942 Anne Frank and her family hid from the Nazis in the Secret Annex behind the business premises of her father, Otto Frank, at Prinsengracht 263, joined there by four other Jews. They were discovered and arrested on 4 August 1944; Anne died in Bergen-Belsen in early 1945, and only Otto survived. He published her diary in 1947, and the Anne Frank House opened as a museum in 1960.',
    visitTips: [
      'Tickets are released online only, usually some weeks ahead, and sell out fast: book as soon as you know your dates.',
      'Allow about an hour; the steep stairs and narrow rooms of the annex are part of the experience.',
      'The Westerkerk, whose bells Anne mentions in her diary, is next door.',
    ],
  },
  // London
  {
    id: 'british-museum',
    name: 'British Museum',
    city: 'london',
    category: 'museum',
    description:
      'Founded in 1753, it traces two million years of human history, from the Rosetta Stone to the Parthenon sculptures; the permanent collection is free.',
    latitude: 51.5194,
    longitude: -0.127,
    opening_hours: 'Usually daily 10:00–17:00, Fridays until 20:30',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The British Museum was founded in 1753 around the collection of the physician Sir Hans Sloane and opened in 1759, the first national public museum in the world. Its Greek Revival building is by Robert Smirke, and the Great Court, covered by a glass roof designed by Norman Foster, opened in 2000. The Rosetta Stone, the key to deciphering Egyptian hieroglyphs, came to the museum in 1802, after the French in Egypt surrendered it to the British.',
    visitTips: [
      'Entry to the permanent collection is free; booking a free timed ticket online is usually recommended.',
      'Go early or on a Friday evening, and choose a few galleries: the Rosetta Stone, the Egyptian mummies and the Parthenon sculptures are the busiest.',
      'Compare its Parthenon sculptures with those in the Acropolis Museum in Athens.',
    ],
  },
  {
    id: 'national-gallery',
    name: 'National Gallery',
    city: 'london',
    category: 'museum',
    description:
      'The national collection of Western European painting from the 13th to the early 20th century, on Trafalgar Square, free to enter.',
    latitude: 51.5089,
    longitude: -0.1283,
    opening_hours: 'Usually daily 10:00–18:00, Fridays until 21:00',
    ticket_price: FREE,
    image_id: null,
    alternateNames: [],
    culturalContext:
      'The National Gallery was founded in 1824, when Parliament bought 38 paintings from the banker John Julius Angerstein, and moved into William Wilkins’s building on Trafalgar Square in 1838. The Sainsbury Wing, designed by Robert Venturi and Denise Scott Brown and opened in 1991, holds its early Renaissance paintings. Its treasures include Jan van Eyck’s Arnolfini Portrait and Van Gogh’s Sunflowers.',
    visitTips: [
      'Entry is free except for special exhibitions; Friday evenings are usually quieter.',
      'Choose a few rooms with a floor plan: the collection is too large for one visit.',
      'From the portico there is a view over Trafalgar Square down Whitehall towards Big Ben.',
    ],
  },
  {
    id: 'tower-of-london',
    name: 'Tower of London',
    city: 'london',
    category: 'palace',
    description:
      'The royal fortress on the Thames founded by William the Conqueror, whose White Tower dates from about 1078; it guards the Crown Jewels.',
    latitude: 51.5081,
    longitude: -0.0759,
    opening_hours: 'Usually Tuesday–Saturday 9:00–17:30, Sunday–Monday from 10:00 (shorter in winter)',
    ticket_price: price(41, 21),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'William the Conqueror began the Tower of London after his conquest of England in 1066, and its great stone keep, the White Tower, was built to overawe the city. Over the centuries it has been a royal palace, a prison, an armoury, the Royal Mint and a menagerie; Queen Anne Boleyn was beheaded within its walls in 1536. Legend says the kingdom will fall if the ravens ever leave, so at least six are kept there.',
    visitTips: [
      'Go straight to the Crown Jewels at opening time, before the queues build up.',
      'Join a tour led by a Yeoman Warder, a “Beefeater”, usually included in the ticket.',
      'Booking online ahead is usually cheaper and quicker; Tower Bridge is next door.',
    ],
  },
  {
    id: 'westminster-abbey',
    name: 'Westminster Abbey',
    city: 'london',
    category: 'religious',
    description:
      'The Gothic abbey church where English and British monarchs have been crowned since 1066, resting place of kings, queens, poets and scientists.',
    latitude: 51.4993,
    longitude: -0.1273,
    opening_hours: 'Usually Monday–Saturday from 9:30 (closing times vary); Sundays for worship only',
    ticket_price: price(35, 15),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'Edward the Confessor built a great stone church here, consecrated in 1065, and Henry III began the present Gothic Westminster Abbey in 1245. Every coronation since William the Conqueror’s on Christmas Day 1066 has taken place in it. More than 3,000 people are buried or commemorated there, from Elizabeth I to Isaac Newton and Charles Darwin, and Poets’ Corner honours writers from Geoffrey Chaucer to Charles Dickens.',
    visitTips: [
      'Book online ahead and arrive early; on Sundays the abbey is open for worship only.',
      'Attending Evensong is free and lets you hear the choir in the abbey.',
      'Don’t miss the Lady Chapel of Henry VII and its fan-vaulted ceiling.',
      'The Houses of Parliament and Big Ben are across the road.',
    ],
  },
  {
    id: 'tower-bridge',
    name: 'Tower Bridge',
    city: 'london',
    category: 'bridge',
    description:
      'The bascule and suspension bridge over the Thames opened in 1894; crossing is free, and the paid exhibition includes its high-level walkways with glass floors.',
    latitude: 51.5055,
    longitude: -0.0754,
    opening_hours: 'Bridge always open; exhibition usually daily 9:30–18:00',
    ticket_price: price(15, 7),
    image_id: null,
    alternateNames: [],
    culturalContext:
      'Tower Bridge was designed by the City Architect Horace Jones and the engineer John Wolfe Barry and built from 1886 to 1894, so that tall ships could still reach the Pool of London. Its Gothic towers are clad in stone over a steel frame to harmonise with the neighbouring Tower of London. Its bascules, first raised by steam-driven hydraulic engines, still open for ships hundreds of times a year.',
    visitTips: [
      'Check the bridge lift times published online to watch the bascules rise.',
      'The exhibition includes the glass floors of the high-level walkways and the Victorian engine rooms.',
      'The riverside walk by the Tower of London, next door, gives the best views of the bridge.',
    ],
  },
  // Madrid
  {
    id: 'prado-museum',
    name: 'Prado Museum',
    city: 'madrid',
    category: 'museum',
    description:
      'Spain’s national art museum, opened in 1819, with the great collections of Velázquez, Goya and El Greco and Bosch’s Garden of Earthly Delights.',
    latitude: 40.4138,
    longitude: -3.6921,
    opening_hours: 'Usually Monday–Saturday 10:00–20:00, Sundays and holidays 10:00–19:00',
    ticket_price: price(15, 8),
    image_id: null,
    alternateNames: ['Museo del Prado'],
    culturalContext:
      'Juan de Villanueva designed the building in 1785 for King Charles III as a natural history museum; it opened in 1819, under Ferdinand VII, as a royal museum of paintings and sculpture. At the heart of the Prado Museum is the Spanish royal collection, formed by Habsburg and Bourbon kings who were patrons of Titian, Rubens and Velázquez. Its most famous painting is Velázquez’s Las Meninas of 1656.',
    visitTips: [
      'Entry is usually free in the last two hours of the day, when the queue is long; a booked ticket saves time.',
      'Don’t miss Las Meninas, Goya’s Black Paintings and Bosch’s Garden of Earthly Delights.',
      'Photography is not allowed in the galleries.',
      'The Reina Sofía Museum and the Retiro Park are each a short walk away.',
    ],
  },
  {
    id: 'reina-sofia-museum',
    name: 'Reina Sofía Museum',
    city: 'madrid',
    category: 'museum',
    description:
      'Spain’s national museum of 20th-century and contemporary art, whose best-known work is Picasso’s Guernica of 1937.',
    latitude: 40.408,
    longitude: -3.6944,
    opening_hours: 'Usually Monday and Wednesday–Saturday 10:00–21:00, Sunday 10:00–14:30; closed Tuesdays',
    ticket_price: price(12),
    image_id: null,
    alternateNames: ['Museo Reina Sofía'],
    culturalContext:
      'The Reina Sofía Museum occupies Madrid’s former General Hospital, an 18th-century building partly designed by Francesco Sabatini, and opened as an art centre in 1986 before becoming the national museum of modern art, named after Queen Sofía. Picasso painted Guernica in 1937 for the Spanish Republic’s pavilion at the Paris World’s Fair, in response to the bombing of the Basque town. At his wish it came to Spain only after democracy was restored, in 1981.',
    visitTips: [
      'Entry is usually free in the last hours of most days, when it is crowded; booking ahead saves time.',
      'Guernica is on the second floor of the main building, with the studies Picasso made for it.',
      'The Prado is about ten minutes’ walk up the Paseo del Prado.',
    ],
  },
  {
    id: 'royal-palace-madrid',
    name: 'Royal Palace of Madrid',
    city: 'madrid',
    category: 'palace',
    description:
      'The official residence of the Spanish royal family, built from 1738 on the site of the old Alcázar, used today for state ceremonies; one of the largest palaces in Europe.',
    latitude: 40.418,
    longitude: -3.7143,
    opening_hours: 'Usually daily 10:00–19:00 from April to September, 10:00–18:00 from October to March',
    ticket_price: price(14, 7),
    image_id: null,
    alternateNames: ['Palacio Real de Madrid'],
    culturalContext:
      'After the old Alcázar burned down on Christmas Eve 1734, Philip V, the first Bourbon king of Spain, had the Royal Palace of Madrid built on its site from 1738, to designs by Filippo Juvarra and Giovanni Battista Sacchetti. Charles III was the first king to live in it, from 1764. With more than 3,000 rooms, it is one of the largest royal palaces in Europe, although the royal family lives in the smaller Zarzuela Palace.',
    visitTips: [
      'Book ahead in high season, and check that no state ceremony closes the palace on the day.',
      'Don’t miss the Throne Room, with its ceiling by Giovanni Battista Tiepolo, the Royal Armoury and the Royal Pharmacy.',
      'The Almudena Cathedral faces the palace, and the Sabatini Gardens lie beside it.',
    ],
  },
  {
    id: 'retiro-park',
    name: 'Retiro Park',
    city: 'madrid',
    category: 'park',
    description:
      'Madrid’s great park, once royal grounds, with a boating lake below the Alfonso XII monument and the glass Palacio de Cristal of 1887.',
    latitude: 40.4153,
    longitude: -3.6845,
    opening_hours: 'Usually daily from 6:00 to 22:00 or midnight, depending on the season',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Parque del Retiro', 'El Retiro'],
    culturalContext:
      'The Buen Retiro was laid out in the 1630s as the gardens of a palace built for King Philip IV, and opened to the public as a park in 1868. The Palacio de Cristal was built for the Philippine Exposition of 1887, and the monument to Alfonso XII by the lake was completed in 1922. Together with the Paseo del Prado, the Retiro Park has been a UNESCO World Heritage Site since 2021.',
    visitTips: [
      'Rent a rowing boat on the Great Pond below the Alfonso XII monument.',
      'The Palacio de Cristal and the Palacio de Velázquez usually show free exhibitions of the Reina Sofía Museum.',
      'The Prado Museum is just west of the park.',
    ],
  },
  // Vienna
  {
    id: 'schonbrunn-palace',
    name: 'Schönbrunn Palace',
    city: 'vienna',
    category: 'palace',
    description:
      'The Habsburgs’ Baroque summer residence, rebuilt under Maria Theresa in the 18th century, with formal gardens rising to the Gloriette; a UNESCO World Heritage Site.',
    latitude: 48.1845,
    longitude: 16.3122,
    opening_hours: 'Usually daily 8:00–17:30 (until 17:00 in winter, 18:30 in July and August)',
    ticket_price: price(29, 21),
    image_id: null,
    alternateNames: ['Schloss Schönbrunn'],
    culturalContext:
      'Emperor Leopold I commissioned Johann Bernhard Fischer von Erlach to build Schönbrunn Palace from 1696, and Empress Maria Theresa had it enlarged and redecorated from the 1740s. In 1762 the six-year-old Mozart played there for the imperial family in the Hall of Mirrors. Emperor Franz Joseph was born and died at Schönbrunn, where in 1918 Charles I signed away his part in government, ending Habsburg rule.',
    visitTips: [
      'Book a timed ticket online: entry to the state rooms is by time slot, and they fill up in summer.',
      'Walk up through the gardens to the Gloriette for the view over the palace and Vienna; the gardens themselves are usually free.',
      'The Tiergarten Schönbrunn in the grounds, founded in 1752, is the oldest zoo in the world still open.',
    ],
  },
  {
    id: 'st-stephens-cathedral',
    name: 'St. Stephen’s Cathedral',
    city: 'vienna',
    category: 'religious',
    description:
      'Vienna’s Gothic cathedral with its patterned tile roof and a south tower 136 m high; the catacombs and towers are visited with paid tickets.',
    latitude: 48.2085,
    longitude: 16.3731,
    opening_hours: 'Usually daily from 6:00 until 22:00 (visitor hours are shorter)',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Stephansdom'],
    culturalContext:
      'A Romanesque church was consecrated on the site of St. Stephen’s Cathedral in 1147; the Gothic building was largely built from the 14th century, and its south tower was completed in 1433. Mozart married Constanze Weber there in 1782, and his funeral service was held in one of its chapels in 1791. The cathedral burned in the last days of the Second World War, in 1945, and was rebuilt with donations from all over Austria.',
    visitTips: [
      'Climb the 343 steps of the south tower, or take the lift up the north tower to see the Pummerin bell and the patterned roof.',
      'The catacombs are visited with a guide.',
      'The Kunsthistorisches Museum is about fifteen minutes’ walk away.',
    ],
  },
  {
    id: 'kunsthistorisches-museum',
    name: 'Kunsthistorisches Museum',
    city: 'vienna',
    category: 'museum',
    description:
      'The Habsburg art collections in a palatial building of 1891, with the world’s largest group of paintings by Pieter Bruegel the Elder.',
    latitude: 48.2038,
    longitude: 16.3617,
    opening_hours: 'Usually Tuesday–Sunday 10:00–18:00, Thursdays until 21:00',
    ticket_price: price(21, 18),
    image_id: null,
    alternateNames: ['Museum of Fine Arts Vienna'],
    culturalContext:
      'Emperor Franz Joseph had the Kunsthistorisches Museum built on the new Ringstrasse to house the Habsburg collections, in a building by Gottfried Semper and Carl von Hasenauer that opened in 1891, facing its twin, the Natural History Museum. The young Gustav Klimt, with his brother Ernst and Franz Matsch, painted the panels between the columns above its grand staircase. Its treasures include Benvenuto Cellini’s golden salt cellar, the Saliera, stolen in 2003 and recovered in 2006.',
    visitTips: [
      'Don’t miss the Bruegel room and the Saliera in the Kunstkammer.',
      'Have coffee in the café under the great dome.',
      'Thursday evenings, when it stays open late, are usually quieter.',
    ],
  },
  // Barcelona
  {
    id: 'sagrada-familia',
    name: 'Sagrada Família',
    city: 'barcelona',
    category: 'religious',
    description:
      'Antoni Gaudí’s basilica, under construction since 1882 and consecrated in 2010, whose forest-like nave is lit by coloured glass.',
    latitude: 41.4036,
    longitude: 2.1744,
    opening_hours: 'Usually daily from 9:00 to 18:00–20:00 depending on the season (Sundays from 10:30)',
    ticket_price: price(26, 24),
    image_id: null,
    alternateNames: ['Basílica de la Sagrada Família'],
    culturalContext:
      'The Sagrada Família was begun in 1882 to designs by Francisco de Paula del Villar; Antoni Gaudí took over in 1883 and devoted the rest of his life to it. When he died in 1926, after being struck by a tram, less than a quarter of the basilica was complete. Still funded by visitors and donations, it was consecrated by Pope Benedict XVI in 2010, and Gaudí is buried in its crypt.',
    visitTips: [
      'Book a timed ticket online well ahead; tickets on the day often sell out.',
      'Come in the morning for the cool blue and green light of the east windows, or late in the afternoon for the warm colours of the west windows.',
      'Cover shoulders and knees; the towers need a separate ticket.',
    ],
  },
  {
    id: 'park-guell',
    name: 'Park Güell',
    city: 'barcelona',
    category: 'park',
    description:
      'A hillside garden designed by Gaudí from 1900 for Eusebi Güell, known for its mosaic salamander and the serpentine bench of its main terrace.',
    latitude: 41.4145,
    longitude: 2.1527,
    opening_hours: 'Usually daily 9:30–19:30 (shorter in winter), booked time slots',
    ticket_price: price(18, 14),
    image_id: null,
    alternateNames: ['Parc Güell'],
    culturalContext:
      'The industrialist Eusebi Güell commissioned Gaudí to design a garden city for wealthy families on a hill above Barcelona, built from 1900 to 1914. Only two houses were built, the project failed, and the city opened Park Güell as a public park in 1926. Gaudí lived in one of the houses from 1906 to 1925, now the Gaudí House Museum.',
    visitTips: [
      'Book a timed ticket online ahead: the terrace and the mosaic salamander are visited by time slot.',
      'Go early in the morning for soft light and fewer people on the serpentine bench.',
      'Wear comfortable shoes: the park is on a steep hill, and the walk up from the metro is uphill.',
    ],
  },
  // Berlin
  {
    id: 'brandenburg-gate',
    name: 'Brandenburg Gate',
    city: 'berlin',
    category: 'monument',
    description:
      'The neoclassical gate of 1791 crowned by the Quadriga; it stood just behind the Berlin Wall and became the symbol of German reunification.',
    latitude: 52.5163,
    longitude: 13.3777,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Brandenburger Tor'],
    culturalContext:
      'Carl Gotthard Langhans built the Brandenburg Gate for King Frederick William II of Prussia in 1788–1791, inspired by the Propylaea, the gateway of the Acropolis in Athens. Napoleon carried its Quadriga off to Paris in 1806; it came back in 1814. From 1961 to 1989 the gate stood in the no-man’s-land of the Berlin Wall, and it became the symbol of the city’s and Germany’s reunification.',
    visitTips: [
      'Visit at night, when the gate is lit and Pariser Platz is quieter.',
      'A double row of cobblestones in the road nearby marks where the Wall ran.',
      'The Reichstag’s glass dome is a few minutes’ walk away; register ahead for the free visit.',
    ],
  },
  {
    id: 'reichstag-building',
    name: 'Reichstag Building',
    city: 'berlin',
    category: 'monument',
    description:
      'The seat of the German Bundestag, opened in 1894 and rebuilt after reunification with Norman Foster’s glass dome, which visitors can climb after free registration.',
    latitude: 52.5186,
    longitude: 13.3762,
    opening_hours: 'Dome usually daily 8:00–24:00 (last entry 21:45), registration required',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Reichstagsgebäude', 'Bundestag'],
    culturalContext:
      'Paul Wallot designed the Reichstag Building for the parliament of the German Empire, completed in 1894; the inscription “Dem deutschen Volke”, “To the German people”, was added in 1916. The Nazis used the fire of February 1933 to suspend civil liberties, and in 1945 Soviet soldiers raised their flag on its roof. After reunification Norman Foster rebuilt it for the Bundestag, which has met there since 1999; in 1995 the artists Christo and Jeanne-Claude wrapped the building in fabric.',
    visitTips: [
      'Register online well ahead for the free visit to the dome and roof terrace, and bring your passport or identity card.',
      'Visit at dusk to see the city lights; a free audio guide explains the view.',
      'The Brandenburg Gate is a few minutes’ walk away.',
    ],
  },
  // Prague
  {
    id: 'charles-bridge',
    name: 'Charles Bridge',
    city: 'prague',
    category: 'bridge',
    description:
      'The Gothic stone bridge over the Vltava begun under Charles IV in 1357, guarded by towers at both ends and lined with thirty Baroque statues.',
    latitude: 50.0865,
    longitude: 14.4114,
    opening_hours: 'Open at all times',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Karlův most'],
    culturalContext:
      'Emperor Charles IV laid the foundation stone of the Charles Bridge in 1357, and it was built under Peter Parler, architect of St. Vitus Cathedral, to replace the Judith Bridge destroyed by a flood in 1342. Until 1841 it was the only bridge across the Vltava in Prague. Its statues were added mostly from 1683 to 1714, beginning with St John of Nepomuk, who was thrown from the bridge in 1393; touching the plaque below his statue is said to bring luck.',
    visitTips: [
      'Cross at sunrise for an almost empty bridge; by midday it is packed.',
      'Climb the Old Town Bridge Tower for a view of the bridge and Prague Castle.',
      'Prague Castle is about twenty minutes’ walk uphill through the Lesser Town.',
    ],
  },
  {
    id: 'prague-castle',
    name: 'Prague Castle',
    city: 'prague',
    category: 'palace',
    description:
      'Founded in the 9th century, one of the largest castle complexes in the world and seat of Czech rulers and presidents, with St. Vitus Cathedral at its heart.',
    latitude: 50.0911,
    longitude: 14.4016,
    opening_hours: 'Historic buildings usually daily 9:00–17:00 (16:00 in winter)',
    ticket_price: price(18, 9),
    image_id: null,
    alternateNames: ['Pražský hrad'],
    culturalContext:
      'Prague Castle was founded around 880 by Prince Bořivoj and has been the seat of Bohemian kings, Holy Roman emperors and the presidents of Czechoslovakia and the Czech Republic. St. Vitus Cathedral at its heart was begun in 1344 and completed only in 1929. In the Defenestration of Prague of 1618, imperial officials were thrown from a window of the castle, an event that helped spark the Thirty Years’ War.',
    visitTips: [
      'The courtyards are usually free to walk through; the ticket covers interiors such as St. Vitus Cathedral, the Old Royal Palace and Golden Lane.',
      'Watch the changing of the guard at the main gate, held every hour, with the largest ceremony at noon.',
      'Arrive early to beat the tour groups, then walk down through the Lesser Town to the Charles Bridge.',
    ],
  },
  // Istanbul
  {
    id: 'hagia-sophia',
    name: 'Hagia Sophia',
    city: 'istanbul',
    category: 'religious',
    description:
      'Justinian’s church of Holy Wisdom, completed in 537, a mosque from 1453, a museum from 1935 and a mosque again since 2020; visitors enter the upper gallery.',
    latitude: 41.0086,
    longitude: 28.9802,
    opening_hours: 'Visitor gallery usually daily 9:00–19:30, closed during Friday prayers',
    ticket_price: price(25),
    image_id: null,
    alternateNames: ['Ayasofya', 'Aya Sofya'],
    culturalContext:
      'The emperor Justinian I had Hagia Sophia built in only five years, from 532 to 537, by the architects Anthemius of Tralles and Isidore of Miletus, after riots destroyed the earlier church. Its dome, more than 30 m across, seemed to contemporaries to hang from heaven, and for nearly a thousand years it was the largest cathedral in the world. After the Ottoman conquest of 1453 it became a mosque: minarets were added and its Christian mosaics were covered, some of them uncovered again in the 20th century.',
    visitTips: [
      'Dress modestly: women cover their hair, and everyone covers shoulders and knees.',
      'Visitors tour the upper gallery, where the mosaics and the dome are best seen; avoid Friday midday prayers.',
      'Arrive early to shorten the queue; the Blue Mosque is just across the square.',
    ],
  },
  {
    id: 'blue-mosque',
    name: 'Blue Mosque',
    city: 'istanbul',
    category: 'religious',
    description:
      'The Sultan Ahmed Mosque, completed in 1616, with six minarets and an interior lined with more than 20,000 Iznik tiles.',
    latitude: 41.0054,
    longitude: 28.9768,
    opening_hours: 'Usually open daily outside prayer times; modest dress required',
    ticket_price: FREE,
    image_id: null,
    alternateNames: ['Sultan Ahmed Mosque', 'Sultanahmet Camii'],
    culturalContext:
      'Sultan Ahmed I built the Blue Mosque from 1609 to 1616, to designs by the architect Sedefkâr Mehmed Agha, a pupil of Sinan, facing Hagia Sophia. Its six minarets were unusual for a mosque; a popular story says the sultan asked for gold minarets, altın, and the architect heard six, altı. Its nickname comes from the blue Iznik tiles of its interior, and it is still a working mosque.',
    visitTips: [
      'Visit outside the five daily prayers, avoiding Friday midday; dress modestly, with a headscarf for women.',
      'Take off your shoes at the visitors’ entrance; bags for them are usually provided.',
      'Entry is free, and Hagia Sophia is just across the square.',
    ],
  },
] as const satisfies readonly LandmarkEntry[];

/** The id of one of the landmarks: a translation must have every one. */
export type LandmarkId = (typeof landmarks)[number]['id'];

const landmarksById = new Map<string, LandmarkEntry>(landmarks.map((landmark) => [landmark.id, landmark]));

/** The bundled landmark with this id (e.g. one the photo recogniser matched), or undefined. */
export function landmarkById(id: string): LandmarkEntry | undefined {
  return landmarksById.get(id);
}
