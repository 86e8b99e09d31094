import { audioGuideUrl, imageVariantUrl } from '@artvoyage/contract/constants';
import type { Artwork, ArtworkId } from '@artvoyage/contract';

/** Public-domain mark, used for flat reproductions of public-domain paintings and PD photos. */
const PUBLIC_DOMAIN_URL = 'https://creativecommons.org/publicdomain/mark/1.0/';
const CC_BY_3_URL = 'https://creativecommons.org/licenses/by/3.0/';

const image = (id: ArtworkId): string => imageVariantUrl('artworks', id, 800, 'webp');

/** The ten built-in artworks, in the list order used by the gallery and the Previous/Next links. */
export const artworks: readonly Artwork[] = [
  {
    id: 'mona-lisa',
    title: 'Mona Lisa',
    artist: 'Leonardo da Vinci',
    year: 'c. 1503–1519',
    medium: 'Oil on poplar panel',
    dimensions: '77 cm × 53 cm',
    location: 'Denon Wing, Room 711 (Salle des États)',
    location_tag: 'Paris',
    image: image('mona-lisa'),
    audio: audioGuideUrl('mona-lisa'),
    historicalContext:
      'Leonardo da Vinci began this portrait in Florence around 1503, and its sitter is generally identified as Lisa Gherardini, the wife of the silk merchant Francesco del Giocondo. ' +
      'That is why the painting is also known as La Gioconda in Italian and La Joconde in French. ' +
      'Leonardo never delivered it to the family: he kept refining it for many years and took it with him to France in 1516, when King Francis I invited him to live near the royal château of Amboise, where he died in 1519. ' +
      'King Francis I probably bought the panel around 1518, while Leonardo was still alive, so it was already in the French royal collection when he died; it hung at Fontainebleau and later at Versailles, and after the Revolution became public property; it has belonged to the Louvre since 1797.\n\n' +
      'Its fame grew steadily through the nineteenth century and then exploded in August 1911, when Vincenzo Peruggia, an Italian handyman who had worked in the museum, walked out with it hidden under his smock. ' +
      'For more than two years newspapers around the world followed the hunt, until the painting was recovered in Florence in December 1913; after being shown in Florence, Rome and Milan, it was back on the Louvre’s walls on 4 January 1914.\n\n' +
      'What keeps people looking is sfumato, Leonardo’s soft, smoky blending of light into shadow without hard outlines. ' +
      'The corners of the mouth and eyes are left slightly undefined, so her expression seems to shift as you look at it. ' +
      'Behind her, an imaginary landscape of winding paths, a bridge, water and misty mountains fades into blue distance, and its horizon is not quite level on the two sides of her head, one more subtle source of the picture’s quiet restlessness.',
    interestingFacts: [
      'The painting is surprisingly small: 77 by 53 centimetres, painted in oil on a single panel of poplar wood.',
      'It was stolen on 21 August 1911 by Vincenzo Peruggia, a former Louvre worker, and was missing for more than two years before it was recovered in Florence.',
      'It has been kept behind protective glass since the 1950s, after a visitor damaged its lower part with acid in 1956; today it sits in a climate-controlled, bulletproof display case.',
      'She has no visible eyebrows or eyelashes, a detail that has fuelled centuries of debate about fashion, cleaning and unfinished work.',
      'The painting has rarely travelled since its recovery: in 1963 it was exhibited in Washington and New York, and in 1974 in Tokyo and Moscow.',
      'Since 2005 it has hung alone on a freestanding wall in the Salle des États, one of the largest rooms in the Louvre.',
    ],
    visitorExperience:
      'Expect a crowd: a roped queue leads visitors to a barrier a few metres from the painting, where you have a minute or so at the front. ' +
      'Arrive right at opening or come on a late-opening evening (check the museum’s current hours), and follow the Mona Lisa signs from the Denon entrance. ' +
      'Bring patience rather than a zoom lens, and take a moment to look at her eyes and hands rather than through a phone screen. ' +
      'Once you have seen her, turn around: Veronese’s immense Wedding Feast at Cana covers the opposite wall and can be enjoyed at leisure.',
    narration:
      'Welcome to the Mona Lisa, the most famous portrait in the world. ' +
      'Leonardo da Vinci began painting it in Florence around 1503. ' +
      'The sitter is generally identified as Lisa Gherardini, the wife of a Florentine silk merchant, which is why Italians call her La Gioconda. ' +
      'Leonardo never handed the portrait over. He kept refining it for years and brought it with him to France, where King Francis the First probably bought it around 1518, a year before the artist died. ' +
      'Look closely at her face. Leonardo blended light and shadow so softly, with no hard outlines, that the corners of her mouth and eyes seem to melt into shade. ' +
      'This technique is called sfumato, from the Italian word for smoke, and it is why her smile seems to come and go as you watch. ' +
      'Behind her, an imaginary landscape of winding paths, a bridge and misty mountains fades into the distance. ' +
      'In 1911 the painting was stolen from this museum by a former worker, and for more than two years the world wondered where she was. ' +
      'She was found in Florence in December 1913 and came back to the Louvre in January 1914, a global celebrity. ' +
      "Before you leave, turn around: the huge canvas facing her is Veronese's Wedding Feast at Cana.",
    imageCredit: {
      commonsFile: 'Mona_Lisa,_by_Leonardo_da_Vinci,_from_C2RMF_retouched.jpg',
      author: 'Leonardo da Vinci',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The Mona Lisa: a woman in dark clothes, seated with folded hands and smiling faintly, in front of a hazy landscape of paths, water and mountains.',
  },
  {
    id: 'venus-de-milo',
    title: 'Venus de Milo',
    artist: 'Alexandros of Antioch (attributed)',
    year: 'c. 150–125 BC',
    medium: 'Parian marble',
    dimensions: 'Height 204 cm',
    location: 'Sully Wing, Room 345',
    location_tag: 'Greece',
    image: image('venus-de-milo'),
    audio: audioGuideUrl('venus-de-milo'),
    historicalContext:
      'The Venus de Milo was found in April 1820 on the Aegean island of Milos, where a farmer named Yorgos Kentrotas uncovered the statue, broken in two large pieces, among the ruins of the ancient city. ' +
      'A young French naval officer, Olivier Voutier, witnessed the discovery, word quickly reached French diplomats, and the Marquis de Rivière, ambassador to the Ottoman Empire, secured the statue for France. ' +
      'He presented it to King Louis XVIII, who gave it to the Louvre in 1821.\n\n' +
      'The statue is a Hellenistic work, carved around 150 to 125 BC, and most likely represents Aphrodite, the Greek goddess of love and beauty, whom the Romans called Venus. ' +
      'A fragment of an inscribed plinth found with it named a sculptor, Alexandros son of Menides, from Antioch on the Maeander, which is why the work is attributed to him; that block was later lost. ' +
      'The figure was carved in separate blocks of marble joined at the hips. It recalls the classical sculptors of the fourth century BC, but adds a spiralling movement and a dramatic contrast between smooth skin and heavy, slipping drapery.\n\n' +
      'France promoted its new treasure with enthusiasm. In 1815 it had been forced to return the celebrated Medici Venus to Florence, and the Venus de Milo became the national answer: a Greek original rather than a Roman copy. ' +
      'Her missing arms only added to the legend, and scholars have proposed countless reconstructions, from a goddess holding an apple to one leaning on a pillar or admiring herself in a shield.',
    interestingFacts: [
      'Her arms have never been found. Fragments of an upper arm and of a hand holding an apple were discovered nearby, but scholars still debate whether they belong to the statue.',
      'An apple would be a fitting attribute: the Greek word for apple, melon, echoes the name of the island, Melos.',
      'Small drill holes show that she once wore metal jewellery, probably a bracelet, earrings and a headband, all now lost.',
      'The painter Pierre-Auguste Renoir was not a fan: he dismissed her as a “big gendarme”.',
      'At the start of the Second World War she was evacuated, like many of the Louvre’s treasures, to the Château de Valençay in central France.',
      'In 1964 she travelled to Japan for an exhibition, her only journey abroad since she arrived at the Louvre.',
    ],
    visitorExperience:
      'The Venus has a room of her own on the ground floor of the Sully Wing, surrounded by galleries of Greek sculpture, and you can see her from a distance as you approach. ' +
      'Walk all the way around her: the twist of the body, the knot of drapery slipping from her hips and the rougher finish of the back only make sense from the sides. ' +
      'The room is busy in the middle of the day but far calmer than the Mona Lisa; early morning and late-opening evenings are best for unobstructed photographs.',
    narration:
      'You are standing before the Venus de Milo, one of the most famous statues of the ancient world. ' +
      'In April 1820 a farmer on the Greek island of Milos found her buried among ruins, broken in two large pieces. ' +
      'French officers and diplomats quickly arranged to acquire her, and King Louis the Eighteenth gave her to the Louvre in 1821. ' +
      'She was carved around 150 to 125 BC, and she most likely represents Aphrodite, the Greek goddess of love, whom the Romans called Venus. ' +
      'An inscription found nearby named the sculptor as Alexandros of Antioch, but that stone was later lost. ' +
      'Walk slowly around her. Notice how her body turns in a gentle spiral, with the weight on one leg, while the heavy drapery slides from her hips. ' +
      'The smooth marble of her skin contrasts with the deep folds of the cloth. ' +
      'Her arms were never found. Perhaps she held an apple, a pun on the name of her island, or perhaps a mirror or a shield. ' +
      'That mystery has only made her more famous. ' +
      'Small holes in the marble show that she once wore metal jewellery, now lost.',
    imageCredit: {
      commonsFile: 'Venus_de_Milo_Louvre_Ma399_n4.jpg',
      author: 'Marie-Lan Nguyen (Jastrow)',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The armless marble Venus de Milo seen from the front, full figure on her pedestal, against a wall of dark red veined marble.',
  },
  {
    id: 'winged-victory',
    title: 'Winged Victory of Samothrace',
    artist: 'Unknown sculptor',
    year: 'c. 190 BC',
    medium: 'Parian marble figure on a base of grey Lartos marble',
    dimensions: 'About 5.1 m high overall; the winged figure alone is roughly 3 m',
    location: 'Denon Wing, top of the Daru staircase (Room 703)',
    location_tag: 'Greece',
    image: image('winged-victory'),
    audio: audioGuideUrl('winged-victory'),
    historicalContext:
      'The Winged Victory of Samothrace shows Nike, the Greek goddess of victory, alighting on the prow of a warship with the sea wind pressing her robes against her body. ' +
      'It was discovered in 1863 by Charles Champoiseau, a French diplomat and amateur archaeologist who was digging in the Sanctuary of the Great Gods on the island of Samothrace, in the northern Aegean. ' +
      'He sent the torso and well over a hundred fragments of drapery to Paris; the blocks of the ship-shaped base, carved in grey marble from Lartos on the island of Rhodes, followed in 1879.\n\n' +
      'The monument probably stood in a niche on the hillside above the sanctuary, where visitors would have seen the goddess landing against the sky. ' +
      'The Rhodian marble of the base and the style of the carving suggest that it was an offering from Rhodes, made around 190 BC to celebrate a naval victory, although which battle it commemorates is still debated. The sculptor’s name is not recorded anywhere: calling the work Rhodian is an inference from the marble and the style, not a fact.\n\n' +
      'At the Louvre the reassembled figure was first displayed in 1866, and in 1884 it was raised on its ship at the top of the Daru staircase, where it has stood ever since. ' +
      'The sweep of the steps turns the statue into one of the most theatrical sights in any museum. ' +
      'Her head and arms have never been found, and the right wing is a plaster mirror image of the original left wing, yet the twisting body and the wind-blown drapery convey movement as few sculptures ever have.',
    interestingFacts: [
      'The right wing is not original: restorers made it in plaster as a mirror image of the surviving left wing.',
      'Part of her right hand, found on Samothrace in 1950, is displayed in a glass case near the statue.',
      'The ship’s prow is carved in grey marble from Lartos on the island of Rhodes, a clue that the monument was a Rhodian offering.',
      'In September 1939 the statue was slid down the Daru staircase on a wooden ramp and evacuated to the Château de Valençay for the duration of the Second World War.',
      'A restoration completed in 2014 cleaned the marble and dismantled and reassembled the blocks of the ship.',
    ],
    visitorExperience:
      'You meet her at the top of the Daru staircase, which leads up towards the Italian paintings and the Mona Lisa, so the staircase is rarely empty. ' +
      'The best view is from the bottom of the steps: climb slowly and watch her wings open above you. ' +
      'Then walk around the landing to see her in profile, where the forward thrust of the body and the drapery pressed by the wind are most striking. ' +
      'The crowd moves on quickly, so a few minutes of patience will give you a clear view and a photograph.',
    narration:
      'Look up. At the top of the staircase stands the Winged Victory of Samothrace. ' +
      'She is Nike, the Greek goddess of victory, landing on the prow of a warship with her wings still spread. ' +
      'Feel how the sea wind seems to press the thin fabric against her body, while heavier folds of drapery swirl out behind her legs. ' +
      'The statue was carved around 190 BC, probably as an offering from the island of Rhodes to celebrate a victory at sea. ' +
      'The grey marble of the ship comes from Rhodes, while the goddess herself is carved in fine white marble from Paros. ' +
      'In 1863 a French diplomat found her in pieces on the island of Samothrace, in a sanctuary dedicated to the Great Gods. ' +
      'Her head and arms were never found, and her right wing is a plaster copy of the left one. ' +
      'Yet she has lost none of her energy. ' +
      'As you climb the steps, watch how her silhouette changes, and try to imagine her as the ancient Greeks saw her, high on a hillside, against the open sky.',
    imageCredit: {
      commonsFile: 'Nike_of_Samothrake_Louvre_Ma2369_n4.jpg',
      author: 'Marie-Lan Nguyen (Jastrow)',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The headless Winged Victory of Samothrace seen from the side, wings spread behind her, standing on her grey stone ship’s prow against the pale wall of the Daru staircase.',
  },
  {
    id: 'liberty-leading',
    title: 'Liberty Leading the People',
    artist: 'Eugène Delacroix',
    year: '1830',
    medium: 'Oil on canvas',
    dimensions: '260 cm × 325 cm',
    location: 'Denon Wing, Room 700 (Salle Mollien)',
    location_tag: 'Paris',
    image: image('liberty-leading'),
    audio: audioGuideUrl('liberty-leading'),
    historicalContext:
      'Eugène Delacroix painted Liberty Leading the People in the autumn of 1830 to commemorate the July Revolution, the three days of street fighting in Paris, from 27 to 29 July, that drove King Charles X from the throne. ' +
      'Its full title refers to the second of those days, 28 July 1830. ' +
      'Delacroix did not fight on the barricades himself, but he wrote to his brother that if he had not fought for his country, at least he would paint for her.\n\n' +
      'The picture mixes a real event with allegory. Liberty is a barefoot woman of the people in a Phrygian cap, the symbol of freedom since the Revolution of 1789; she raises the tricolour flag in one hand and a musket with a bayonet in the other as she strides over the fallen. ' +
      'Around her Delacroix gathered a cross-section of Parisian society: a worker with a sabre, a man in a top hat holding a gun, a boy brandishing two pistols. ' +
      'In the smoke at the right, the towers of Notre-Dame rise above the city.\n\n' +
      'The government of the new king, Louis-Philippe, bought the painting after it was shown at the Salon of 1831, but soon judged its message too inflammatory and kept it out of public view for years. ' +
      'It entered the Louvre in 1874 and has since become a universal image of revolution and freedom, reproduced on stamps, on a French banknote and on countless posters.',
    interestingFacts: [
      'The boy with two pistols is often said to have inspired Gavroche, the Paris street boy of Victor Hugo’s novel Les Misérables, published in 1862.',
      'The man in the top hat has sometimes been identified as Delacroix himself, although this is uncertain.',
      'The painting and a portrait of Delacroix appeared on France’s 100-franc banknote in the late twentieth century.',
      'A restoration completed in 2024 removed darkened varnish and brought back the vivid blues, whites and reds of the original colours.',
      'The date in its original title, 28 July 1830, is the second of the “Three Glorious Days” of the July Revolution.',
    ],
    visitorExperience:
      'The painting hangs in the Salle Mollien, one of the great red-walled rooms of large French nineteenth-century paintings on the first floor of the Denon Wing, alongside The Raft of the Medusa. ' +
      'Step back to the middle of the room to take in the pyramid of figures, then move closer to see Delacroix’s quick, loose brushwork on the faces and the bodies in the foreground. ' +
      'The room is popular but spacious, and mornings are usually the calmest time.',
    narration:
      'This is Liberty Leading the People, painted by Eugène Delacroix in 1830. ' +
      'In July of that year, Parisians rose against King Charles the Tenth. ' +
      'After three days of fighting on the barricades, the king was forced from the throne. ' +
      'Delacroix did not fight himself, but he wrote to his brother that if he had not fought for his country, at least he would paint for her. ' +
      'At the centre strides Liberty, barefoot, wearing the red cap of freedom. ' +
      'She raises the blue, white and red flag of France in one hand and a musket in the other, and she turns to urge the people forward over the bodies of the fallen. ' +
      "Around her you can see a worker with a sabre, a man in a top hat holding a gun, and a boy waving two pistols, who may have inspired Gavroche in Victor Hugo's Les Misérables. " +
      'Look for the towers of Notre-Dame rising through the smoke on the right. ' +
      'The new government bought the painting, but soon found it too revolutionary and hid it away. ' +
      'Today it is one of the great symbols of freedom.',
    imageCredit: {
      commonsFile: 'Eugène_Delacroix_-_La_liberté_guidant_le_peuple.jpg',
      author: 'Eugène Delacroix',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'Liberty Leading the People: a woman in a red cap raises the French tricolour flag and leads armed Parisians over a barricade and fallen bodies, with smoke and the towers of Notre-Dame behind.',
  },
  {
    id: 'wedding-feast',
    title: 'The Wedding Feast at Cana',
    artist: 'Paolo Veronese',
    year: '1562–1563',
    medium: 'Oil on canvas',
    dimensions: '677 cm × 994 cm',
    location: 'Denon Wing, Room 711 (Salle des États), facing the Mona Lisa',
    location_tag: 'Venice',
    image: image('wedding-feast'),
    audio: audioGuideUrl('wedding-feast'),
    historicalContext:
      'The Wedding Feast at Cana was painted by Paolo Veronese in 1562 and 1563 for the refectory of the Benedictine monastery of San Giorgio Maggiore in Venice, a dining hall newly designed by the architect Andrea Palladio. ' +
      'Covering the end wall of the room, the canvas showed the monks, as they ate, the Gospel story in which Christ turns water into wine at a wedding in Cana, his first miracle.\n\n' +
      'Veronese turned the biblical episode into a sumptuous Venetian banquet. ' +
      'More than a hundred and thirty figures, guests in silks and brocades, servants, musicians and dogs, crowd a stage of classical architecture under an open sky. ' +
      'Christ sits at the centre beside his mother, calm and facing us, while the feast goes on all around him, and servants in the foreground pour the wine from great jars. ' +
      'The group of musicians in front of him is traditionally said to portray Veronese himself and his fellow Venetian painters Titian, Tintoretto and Jacopo Bassano.\n\n' +
      'In 1797 Napoleon’s troops removed the painting from Venice and brought it to Paris. ' +
      'After Napoleon’s fall most of the looted works were returned, but this canvas was considered too large to move again, and Venice accepted a painting by Charles Le Brun in its place. ' +
      'It has remained in the Louvre ever since and is the largest painting in the museum’s collection.',
    interestingFacts: [
      'At about 6.8 by 9.9 metres, it is the largest painting in the Louvre.',
      'Tradition identifies the musicians in the foreground as Veronese himself, dressed in white, together with Titian, Tintoretto and Jacopo Bassano.',
      'An hourglass on the musicians’ table is a quiet reminder that time is passing, even in the middle of a feast.',
      'When the canvas stayed in Paris after 1815, Venice received Charles Le Brun’s Feast in the House of Simon in exchange.',
      'Since 2007 a full-size facsimile, made by the workshop Factum Arte, has hung again in Palladio’s refectory at San Giorgio Maggiore in Venice.',
    ],
    visitorExperience:
      'The painting fills the wall opposite the Mona Lisa in the Salle des États, so most visitors see it over their shoulder while they queue. ' +
      'Take the time to step away from the crowd towards the middle of the room: from there you can read the whole composition, then pick out details such as the dogs, the musicians and the servant pouring wine. ' +
      'The room is always busy, but this painting is so large that you never need to wait to see it.',
    narration:
      'Behind you, across from the Mona Lisa, is the largest painting in the Louvre: The Wedding Feast at Cana, by the Venetian painter Paolo Veronese. ' +
      'It measures almost seven metres high and ten metres wide. ' +
      'Veronese painted it in 1562 and 1563 for the dining hall of the monastery of San Giorgio Maggiore in Venice. ' +
      'It tells the Gospel story of a wedding where Christ turns water into wine, his first miracle. ' +
      'But Veronese set the scene as a splendid Venetian banquet. ' +
      'More than one hundred and thirty figures crowd the canvas: guests in silk and brocade, servants carrying dishes, musicians, even dogs. ' +
      'Find Christ at the centre, calm and facing you, with his mother beside him. ' +
      'Now look at the musicians just below him. ' +
      'Tradition says they are portraits of Veronese and his fellow painters Titian, Tintoretto and Bassano. ' +
      "In 1797 Napoleon's troops took the painting from Venice to Paris. " +
      'When looted art was returned after his fall, this canvas was judged too large to move, and it has stayed here ever since.',
    imageCredit: {
      commonsFile: 'Paolo_Veronese_008.jpg',
      author: 'Paolo Veronese',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The Wedding Feast at Cana: a crowded Venetian banquet under an open sky, with Christ seated at the centre of a long table, musicians in front and guests among columns and balconies.',
  },
  {
    id: 'coronation-napoleon',
    title: 'The Coronation of Napoleon',
    artist: 'Jacques-Louis David',
    year: '1805–1807',
    medium: 'Oil on canvas',
    dimensions: '621 cm × 979 cm',
    location: 'Denon Wing, Room 702 (Salle Daru)',
    location_tag: 'Paris',
    image: image('coronation-napoleon'),
    audio: audioGuideUrl('coronation-napoleon'),
    historicalContext:
      'The Coronation of Napoleon records the ceremony held in the cathedral of Notre-Dame de Paris on 2 December 1804, when Napoleon Bonaparte was crowned Emperor of the French in the presence of Pope Pius VII. ' +
      'Napoleon commissioned the painting from Jacques-Louis David, whom he had named his First Painter. ' +
      'David attended the ceremony, made sketches on the spot and then worked on the immense canvas from 1805 to 1807.\n\n' +
      'David chose not to show the moment when Napoleon crowned himself, which might have looked arrogant, but the one that followed: the Emperor, a golden laurel wreath on his head, raising a crown above the kneeling Josephine. ' +
      'The pope, seated behind him, lifts his hand in blessing. ' +
      'More than a hundred figures fill the choir of the cathedral, many of them recognisable portraits of Napoleon’s family, his marshals and the dignitaries of the Empire, and David even painted himself sketching in a gallery above the scene.\n\n' +
      'The painting is as much a political image as a historical record. ' +
      'Napoleon’s mother, who did not attend the ceremony, sits in a place of honour at the centre, and the whole composition arranges rank and loyalty around the new dynasty. ' +
      'After the fall of the Empire the canvas was put into storage; it was later shown at Versailles and entered the Louvre in 1889. ' +
      'David painted a second version, finished in 1822, which now hangs at the Palace of Versailles.',
    interestingFacts: [
      'A preparatory drawing shows Napoleon crowning himself; David changed the scene to the more gracious crowning of Josephine.',
      'Napoleon’s mother, Letizia, stayed away from the ceremony, yet David gave her a place of honour in the central box.',
      'According to a well-known anecdote, Napoleon asked David to show the pope raising his hand in blessing rather than resting it idly.',
      'David included himself among the spectators, drawing in the gallery above the altar.',
      'In the second version, at Versailles, one of Napoleon’s sisters wears a pink dress instead of a white one, a detail visitors love to spot.',
    ],
    visitorExperience:
      'The painting covers almost an entire wall of the Salle Daru, one of the great red-walled rooms of large French paintings on the first floor of the Denon Wing, devoted mainly to Neoclassicism. ' +
      'Stand well back to take in the whole ceremony, then walk along it: the faces, the velvet, ermine and gold embroidery are painted in astonishing detail. ' +
      'It is seldom too crowded, so you can take your time picking out the faces.',
    narration:
      'Here is one of the largest paintings in the Louvre, The Coronation of Napoleon, by Jacques-Louis David. ' +
      'It shows the ceremony held in Notre-Dame Cathedral in Paris on the second of December 1804, when Napoleon was crowned Emperor of the French. ' +
      'Napoleon ordered this painting himself, and David, his official painter, attended the ceremony and made sketches. ' +
      'Notice the moment David chose. Napoleon has already crowned himself, and he now raises a crown above his wife Josephine, who kneels before him. ' +
      'Behind him sits Pope Pius the Seventh, his hand raised in blessing. ' +
      'More than a hundred people fill the cathedral, and many are real portraits of the imperial family, generals and officials. ' +
      "Look at the box in the centre. Napoleon's mother sits there in a place of honour, although in reality she did not attend. " +
      'And high in the gallery, David painted himself, sketching the scene. ' +
      'This is history as Napoleon wanted it to be remembered: grand, orderly, and centred on him.',
    imageCredit: {
      commonsFile: 'Jacques-Louis_David,_The_Coronation_of_Napoleon_edit.jpg',
      author: 'Jacques-Louis David',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The Coronation of Napoleon: in the choir of Notre-Dame, Napoleon in red and ermine robes raises a crown over the kneeling Josephine, before the seated pope and a crowd of dignitaries.',
  },
  {
    id: 'raft-medusa',
    title: 'The Raft of the Medusa',
    artist: 'Théodore Géricault',
    year: '1818–1819',
    medium: 'Oil on canvas',
    dimensions: '491 cm × 716 cm',
    location: 'Denon Wing, Room 700 (Salle Mollien)',
    location_tag: 'Paris',
    image: image('raft-medusa'),
    audio: audioGuideUrl('raft-medusa'),
    historicalContext:
      'The Raft of the Medusa depicts the aftermath of a real disaster that scandalised France. ' +
      'In July 1816 the French frigate Méduse, carrying officials and settlers to Senegal, ran aground on a sandbank off the coast of present-day Mauritania. ' +
      'Its captain, a returned émigré officer who had hardly sailed for twenty years and owed his command to political favour, left about 150 people on a makeshift raft that the lifeboats first towed and then cast adrift. ' +
      'When the ship Argus found the raft thirteen days later, only fifteen men were still alive; the others had died of hunger, thirst, exposure and violence, and the survivors had resorted to cannibalism.\n\n' +
      'Two survivors, the surgeon Henri Savigny and the engineer Alexandre Corréard, published an account that turned the wreck into a political scandal for the restored monarchy. ' +
      'The young Théodore Géricault spent months on research: he met survivors, had a model of the raft built, and studied the sick and the dead in Paris hospitals so that he could paint bodies with unflinching truth.\n\n' +
      'He chose the moment when the survivors glimpse the Argus on the horizon, a tiny speck that may still pass them by. ' +
      'The figures rise in a great pyramid, from the dead and dying at the bottom to a man waving a cloth at the top. ' +
      'Shown at the Salon of 1819 under the neutral title Scene of a Shipwreck, the huge canvas shocked and divided critics and became a founding work of French Romanticism. ' +
      'The Louvre acquired it in 1824, shortly after the artist’s death.',
    interestingFacts: [
      'Of about 150 people put on the raft, only 15 were alive when it was found thirteen days later.',
      'Géricault had a model of the raft built in his studio and studied corpses and severed limbs from Paris hospitals to paint dead flesh accurately.',
      'The young Eugène Delacroix, a friend of Géricault, posed for one of the figures on the raft.',
      'The rescue ship Argus appears only as a tiny speck on the horizon, towards which the survivors are waving.',
      'Géricault used bitumen, a brown pigment that never dries properly, so parts of the canvas have darkened irreversibly.',
    ],
    visitorExperience:
      'The painting dominates one wall of the Salle Mollien, one of the red-walled rooms of large French Romantic paintings on the first floor of the Denon Wing, where Liberty Leading the People also hangs. ' +
      'The figures in the foreground are larger than life, so stand close to feel as if you were on the edge of the raft, then step back to see the whole pyramid of bodies rise towards the man waving at the top. ' +
      'Look hard for the tiny ship on the horizon. Late afternoon is usually quieter than the morning rush.',
    narration:
      'Before you is The Raft of the Medusa, painted by Théodore Géricault in 1818 and 1819. ' +
      'It shows a real tragedy. ' +
      'In 1816 the French ship Méduse ran aground off the coast of West Africa. ' +
      'There were not enough lifeboats, and about one hundred and fifty people were crowded onto a makeshift raft, which was then abandoned. ' +
      'For thirteen days they drifted without enough food or water. ' +
      'When they were finally rescued, only fifteen were still alive. ' +
      'The disaster became a scandal, because the captain had been appointed for political reasons rather than for his skill. ' +
      'Géricault interviewed survivors, built a model of the raft, and studied the bodies of the sick and the dead to make his painting as truthful as possible. ' +
      'Follow the bodies from the dead lying in the foreground up to the top right, where a man waves a cloth. ' +
      'Far away on the horizon is a tiny ship, the Argus. Will it see them? ' +
      'In that moment of hope and despair, Géricault created one of the masterpieces of French Romantic painting.',
    imageCredit: {
      commonsFile: 'JEAN_LOUIS_THÉODORE_GÉRICAULT_-_La_Balsa_de_la_Medusa_(Museo_del_Louvre,_1818-19).jpg',
      author: 'Théodore Géricault',
      licence: 'Public domain',
      licenceUrl: PUBLIC_DOMAIN_URL,
    },
    imageAlt:
      'The Raft of the Medusa: starving survivors heaped on a tilting raft in a rough sea, rising from dead bodies in the foreground to a man waving a cloth towards the distant horizon.',
  },
  {
    id: 'psyche-cupid',
    title: 'Psyche Revived by Cupid’s Kiss',
    artist: 'Antonio Canova',
    year: '1787–1793',
    medium: 'White marble',
    dimensions: '155 cm × 168 cm × 101 cm',
    location: 'Denon Wing, Room 403 (Michelangelo Gallery)',
    location_tag: 'Rome',
    image: image('psyche-cupid'),
    audio: audioGuideUrl('psyche-cupid'),
    historicalContext:
      'Psyche Revived by Cupid’s Kiss captures the instant when the god of love wakes the mortal princess Psyche from a deathlike sleep. ' +
      'The story comes from The Golden Ass, a Latin novel written by Apuleius in the second century AD. ' +
      'Sent on a series of impossible tasks by the jealous goddess Venus, Psyche opens a jar that she was told to leave closed and falls into a sleep like death, until Cupid flies down to her and revives her.\n\n' +
      'Antonio Canova, the Venetian-born sculptor who made his career in Rome, received the commission in 1787 from the British collector Colonel John Campbell, later Lord Cawdor, and completed the marble in 1793. ' +
      'It was acquired around 1800 by Joachim Murat, Napoleon’s brother-in-law and one of his marshals, and entered the Louvre in 1824.\n\n' +
      'Canova built the composition on two crossing diagonals: Cupid’s wings and Psyche’s body form an X, and the lovers’ arms make a circle around their faces, which almost touch, framing the empty space of the kiss about to happen. ' +
      'The group unites the calm, polished beauty of Neoclassicism with an emotional intensity that already announces Romanticism, and its contrasts of texture, from silky skin to feathered wings and rough rock, made it one of the most admired sculptures of its age.',
    interestingFacts: [
      'Canova fitted the base with a handle so that the group could be turned, inviting viewers to see it from every angle.',
      'A second version, made for the Russian prince Nikolai Yusupov, is in the Hermitage Museum in Saint Petersburg.',
      'The story of Cupid and Psyche comes from The Golden Ass by Apuleius, one of the few Latin novels to survive complete.',
      'The jar that Psyche was forbidden to open lies beside her on the rock, and Cupid’s quiver identifies the god of love.',
      'Canova kept the final finishing for himself, polishing the marble so that the skin seems to glow softly in the light.',
    ],
    visitorExperience:
      'The group stands in the Michelangelo Gallery on the ground floor of the Denon Wing, a long, luminous hall of Italian sculpture where you can walk all the way around it. ' +
      'Do just that: from the front you see the tender embrace, from the side the great X of wings and limbs, and from behind the quiver and the jar. ' +
      'The gallery is rarely crowded, and the soft daylight makes the polished marble glow, so it is a perfect place to slow down between the busier rooms.',
    narration:
      "Here is Psyche Revived by Cupid's Kiss, carved in marble by the Italian sculptor Antonio Canova between 1787 and 1793. " +
      'The story comes from an ancient Roman novel. ' +
      'Psyche, a mortal princess, is loved by Cupid, the god of love. ' +
      'The jealous goddess Venus sets her impossible tasks, and at last Psyche opens a jar she was told never to open. ' +
      'She falls into a sleep like death. ' +
      'Canova shows the very moment when Cupid swoops down and wakes her. ' +
      "Walk slowly around the sculpture. From the side, Cupid's wings and Psyche's body form a great X. " +
      'Their arms make a circle that frames their faces, which are about to meet in a kiss. ' +
      'Notice how Canova made the marble feel soft and warm, like skin, while the wings look light as feathers and the rock stays rough. ' +
      'He even fitted the base with a handle so that it could be turned and admired from every side. ' +
      'Canova worked in Rome, the capital of art in his time, and this tender work made him famous across Europe.',
    imageCredit: {
      commonsFile: "0_Psyché_ranimée_par_le_baiser_de_l'Amour_-_Canova_-_Louvre_1.JPG",
      author: 'Jean-Pol Grandmont',
      licence: 'CC BY 3.0',
      licenceUrl: CC_BY_3_URL,
    },
    imageAlt:
      'Side view of Canova’s marble Psyche Revived by Cupid’s Kiss in the gallery: winged Cupid bends over the reclining Psyche, who raises her arms to embrace his head.',
  },
  {
    id: 'michelangelo-slaves',
    title: 'The Slaves (Dying Slave and Rebellious Slave)',
    artist: 'Michelangelo Buonarroti',
    year: '1513–1516',
    medium: 'Marble',
    dimensions: 'Dying Slave: height 228 cm; Rebellious Slave: height 215 cm',
    location: 'Denon Wing, Room 403 (Michelangelo Gallery)',
    location_tag: 'Florence',
    image: image('michelangelo-slaves'),
    audio: audioGuideUrl('michelangelo-slaves'),
    historicalContext:
      'Michelangelo carved the Dying Slave and the Rebellious Slave between 1513 and 1516 for the tomb of Pope Julius II, a colossal project that his biographer Ascanio Condivi called the tragedy of the tomb. ' +
      'The pope had commissioned it in 1505 as a free-standing monument with some forty statues; after his death in 1513 his heirs signed a new contract, and these two figures were intended for the lower storey of the tomb.\n\n' +
      'The project shrank again and again over four decades. ' +
      'When the tomb was finally assembled in 1545 in the Roman church of San Pietro in Vincoli, around the famous Moses, the two Slaves no longer fitted the reduced design. ' +
      'In 1546 Michelangelo gave them to the Florentine exile Roberto Strozzi, in whose house he had been cared for during an illness, and Strozzi offered them to King Francis I of France. ' +
      'They later adorned the château of the constable Anne de Montmorency at Écouen and then that of Cardinal Richelieu, were seized during the Revolution, and entered the Louvre in 1794.\n\n' +
      'Their meaning is still debated: they may personify provinces conquered by the warrior pope, the arts left captive by his death, or the human soul imprisoned in the body. ' +
      'The Dying Slave seems to sink into sleep, one arm raised behind his head, while the Rebellious Slave twists violently against his bonds. ' +
      'Both are unfinished, and the marks of the claw chisel still show how Michelangelo freed his figures from the block.',
    interestingFacts: [
      'Behind the Dying Slave’s leg Michelangelo roughed out an ape, perhaps a symbol of painting and sculpture, the arts that imitate nature as an ape imitates people.',
      'A crack running through the marble of the Rebellious Slave may be one reason Michelangelo stopped working on it.',
      'The finished tomb of Julius II, in San Pietro in Vincoli in Rome, has Moses at its centre but neither of these Slaves.',
      'Four more unfinished Prisoners, carved later for the same tomb, are in the Galleria dell’Accademia in Florence, not far from Michelangelo’s David.',
      'Both statues show chisel marks left unpolished, offering a rare look at how Michelangelo worked into the block.',
    ],
    visitorExperience:
      'The two Slaves stand in the Michelangelo Gallery on the ground floor of the Denon Wing, in the same long hall as Canova’s Psyche. ' +
      'Look at them side by side to compare the surrender of the Dying Slave with the struggle of the Rebellious Slave, then walk behind them to see the rough, unfinished backs and the ape half emerging from the stone. ' +
      'The gallery is usually calm, and the daylight from the windows brings out the texture of the marble.',
    narration:
      'These two figures are the Slaves, carved by Michelangelo between 1513 and 1516. ' +
      'They were made for the tomb of Pope Julius the Second, an enormous monument that Michelangelo worked on, on and off, for forty years. ' +
      'The plans kept shrinking, and when the tomb was finally built in Rome, around his famous Moses, these statues no longer fitted. ' +
      'Michelangelo gave them to a Florentine friend, who offered them to the King of France. ' +
      'Look first at the Dying Slave. His eyes are closed, one arm is raised behind his head, and his body seems to sink gently into sleep rather than death. ' +
      'Now turn to the Rebellious Slave. He twists his shoulders and strains against the bonds that hold his arms. ' +
      'No one knows exactly what they mean. They may stand for conquered lands, for the arts, or for the soul trapped in the body. ' +
      'Both are unfinished. Walk around them and look for the chisel marks, and for a small ape roughed out behind the Dying Slave. ' +
      'Here you can almost watch Michelangelo releasing a figure from the stone.',
    imageCredit: {
      commonsFile: "'Dying_Slave'_Michelangelo_JBU001.jpg",
      author: 'Jörg Bittner Unna',
      licence: 'CC BY 3.0',
      licenceUrl: CC_BY_3_URL,
    },
    imageAlt:
      'Head and torso of Michelangelo’s Dying Slave in white marble: eyes closed, head tilted, one arm raised behind his head and the other hand resting on his chest under a band of cloth.',
  },
  {
    id: 'great-sphinx',
    title: 'Great Sphinx of Tanis',
    artist: 'Unknown Egyptian sculptors',
    year: 'Old or Middle Kingdom, before c. 1900 BC',
    medium: 'Pink granite',
    dimensions: 'Length 480 cm, height 183 cm',
    location: 'Sully Wing, the crypt of the Sphinx (Room 338)',
    location_tag: 'Egypt',
    image: image('great-sphinx'),
    audio: audioGuideUrl('great-sphinx'),
    historicalContext:
      'The Great Sphinx of Tanis is one of the largest sphinxes preserved outside Egypt, a lion with the head of a king carved from a single block of pink granite. ' +
      'A sphinx combined the strength of the lion with the authority of the pharaoh, and such statues guarded the approaches to temples; the Egyptians called a figure like this a shesep ankh, a living image.\n\n' +
      'It was found in 1825 among the ruins of the temple of Amun-Ra at Tanis, in the north-eastern Nile Delta, a royal capital under the 21st and 22nd Dynasties. ' +
      'But the sphinx is far older than that city. ' +
      'Inscriptions on it name several kings who claimed it over nearly a thousand years: Amenemhat II of the 12th Dynasty, Merneptah of the 19th and Shoshenq I of the 22nd. ' +
      'The name of the king who first commissioned it has disappeared, and Egyptologists disagree about its date: some, judging by details of the face and the carving, place it as early as the Old Kingdom, around 2600 BC, while others prefer the Middle Kingdom.\n\n' +
      'The Louvre acquired the sphinx in 1826 with the second collection of Henry Salt, the British consul in Egypt, a purchase made on the advice of Jean-François Champollion, the decipherer of hieroglyphs, who was then founding the museum’s Egyptian department. ' +
      'After a century in different parts of the palace, it was installed in the mid-1930s in the crypt that now bears its name, at the threshold of the Egyptian collections.',
    interestingFacts: [
      'It is about 4.8 metres long and 1.8 metres high, carved from a single block of pink granite.',
      'At least three pharaohs had their names carved on it: Amenemhat II, Merneptah and Shoshenq I.',
      'The word sphinx is Greek; the Egyptians called such statues shesep ankh, meaning living image.',
      'On its arrival there were plans to set it in the centre of the Cour Carrée; instead it was shown in a courtyard of the Louvre still called the Cour du Sphinx.',
      'Its purchase was guided by Jean-François Champollion, who had deciphered hieroglyphs only a few years earlier, in 1822.',
    ],
    visitorExperience:
      'The Sphinx rests in its own vaulted crypt on the lower ground floor of the Sully Wing, at the start of the Egyptian antiquities and close to the remains of the medieval Louvre. ' +
      'Approach it from the front to meet its gaze, then walk along its flank to appreciate the lion’s body, tensed as if ready to spring, and the polish of the granite. ' +
      'This part of the museum is quieter than the Denon Wing, so it is a calm place to begin or end a visit, and the low light makes the pink stone glow.',
    narration:
      "You have entered the crypt of the Great Sphinx of Tanis, the guardian of the Louvre's Egyptian collections. " +
      'A sphinx has the body of a lion and the head of a king. ' +
      'It joins the strength of the animal to the power of the pharaoh, and statues like this one guarded the entrances to temples. ' +
      'The Egyptians called such a statue a living image. ' +
      'This sphinx was carved from a single block of pink granite, almost five metres long. ' +
      'It was found in 1825 in the ruins of a temple at Tanis, in the Nile Delta. ' +
      'But it is much older than that city. ' +
      'Several pharaohs carved their own names on it over the centuries, including Amenemhat the Second, Merneptah and Shoshenq the First. ' +
      'The name of the king who first ordered it has vanished, and some experts think the sphinx may date back to around 2600 BC, the age of the great pyramids. ' +
      'Walk along its side and look at the paws and the muscles of the lion, tensed as if ready to spring. ' +
      'The Louvre acquired it in 1826, with the help of Champollion, the man who deciphered hieroglyphs.',
    imageCredit: {
      commonsFile: 'Great_Sphinx_of_Tanis.jpg',
      // Author and licence could not be confirmed offline: the source link leads to the file page.
      author: 'Wikimedia Commons contributor',
      licence: 'licence on the file page',
      licenceUrl: 'https://commons.wikimedia.org/wiki/File:Great_Sphinx_of_Tanis.jpg',
    },
    imageAlt:
      'The Great Sphinx of Tanis in its vaulted crypt, seen in three-quarter view: a pink granite lion with a pharaoh’s head, wearing the striped royal headcloth and a false beard, with inscriptions carved on its chest and shoulder.',
  },
];
