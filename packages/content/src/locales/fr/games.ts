import type { GamesPack } from '../../games/texts';

const games: GamesPack = {
  catalogue: {
    'louvre-history-quiz': {
      title: 'Quiz : l’histoire du Louvre',
      description:
        'De la forteresse médiévale au musée célèbre dans le monde entier : huit questions sur l’histoire du Louvre.',
      duration: '5 à 7 min',
      category: 'Histoire',
    },
    'famous-artworks-quiz': {
      title: 'Quiz : les œuvres d’art célèbres',
      description:
        'Retrouvez les peintres, les lieux et les histoires des chefs-d’œuvre les plus admirés au monde.',
      duration: '3 à 5 min',
      category: 'Art',
    },
    'artists-knowledge-test': {
      title: 'Test : la vie des artistes',
      description: 'Un test exigeant sur la vie des grands artistes, de Giotto à Warhol.',
      duration: '7 à 10 min',
      category: 'Biographie',
    },
    'art-terms-crossword': {
      title: 'Mots croisés de l’art',
      description:
        'Remplissez une grille de 15 × 15 avec quatorze termes du métier de peintre et de sculpteur.',
      duration: '10 à 15 min',
      category: 'Vocabulaire',
    },
    'guess-the-artwork': {
      title: 'Devinez l’œuvre',
      description: 'Reconnaissez huit chefs-d’œuvre du musée à partir d’un seul détail.',
      duration: '4 à 6 min',
      category: 'Observation',
    },
    'matching-game': {
      title: 'Artistes et chefs-d’œuvre',
      description: 'Associez dix grands artistes à leurs œuvres les plus célèbres.',
      duration: '5 à 8 min',
      category: 'Mémoire',
    },
    'true-false-quiz': {
      title: 'Vrai ou faux',
      description: 'Huit affirmations express sur l’art et le Louvre : info ou intox ?',
      duration: '3 à 4 min',
      category: 'Culture générale',
    },
    'chronology-puzzle': {
      title: 'Frise de l’histoire de l’art',
      description: 'Remettez dans l’ordre chronologique huit événements de l’histoire de l’art et du Louvre.',
      duration: '8 à 12 min',
      category: 'Chronologie',
    },
  },

  statements: {
    'tf-mona-lisa-theft': {
      statement: 'La Joconde a été volée au Louvre en 1911.',
      explanation:
        'Vincenzo Peruggia, un ancien employé du Louvre, est sorti du musée avec le tableau en août 1911 ; il a été retrouvé à Florence en décembre 1913.',
      category: 'Histoire du Louvre',
    },
    'tf-venus-italy': {
      statement: 'La Vénus de Milo a été découverte en Italie.',
      explanation: 'Elle a été trouvée en 1820 sur l’île grecque de Milo, qui lui a donné son nom.',
      category: 'Œuvres',
    },
    'tf-fortress': {
      statement: 'Le Louvre a d’abord été construit comme une forteresse.',
      explanation:
        'Le roi Philippe II Auguste l’a fait bâtir vers 1190 pour défendre Paris ; ses fondations se trouvent sous l’aile Sully.',
      category: 'Histoire du Louvre',
    },
    'tf-starry-night-paris': {
      statement: 'Vincent van Gogh a peint La Nuit étoilée alors qu’il vivait à Paris.',
      explanation: 'Il l’a peinte en 1889 à l’asile de Saint-Rémy-de-Provence, dans le sud de la France.',
      category: 'Artistes',
    },
    'tf-largest-painting': {
      statement: 'Les Noces de Cana sont le plus grand tableau du Louvre.',
      explanation:
        'La toile de Véronèse mesure environ 6,8 mètres sur 9,9 et fait face à La Joconde dans la salle des États.',
      category: 'Œuvres',
    },
    'tf-pyramid-eiffel': {
      statement: 'La pyramide de verre du Louvre a été conçue par Gustave Eiffel.',
      explanation:
        'Elle est l’œuvre de l’architecte I. M. Pei et a été inaugurée en 1989. Eiffel est mort en 1923.',
      category: 'Architecture',
    },
    'tf-sistine-ceiling': {
      statement: 'Michel-Ange a peint le plafond de la chapelle Sixtine entre 1508 et 1512.',
      explanation: 'Le pape Jules II lui avait commandé ce plafond, où figure La Création d’Adam.',
      category: 'Artistes',
    },
    'tf-impressionism-degas': {
      statement: 'L’impressionnisme doit son nom à un tableau d’Edgar Degas.',
      explanation:
        'Le nom vient d’Impression, soleil levant de Claude Monet, présenté à la première exposition impressionniste, en 1874.',
      category: 'Mouvements artistiques',
    },
    'tf-liberty-1830': {
      statement: 'La Liberté guidant le peuple commémore la révolution de Juillet 1830.',
      explanation:
        'Delacroix l’a peinte à l’automne 1830, quelques mois après les trois journées de combats dans Paris.',
      category: 'Œuvres',
    },
    'tf-victory-athena': {
      statement: 'La Victoire de Samothrace représente la déesse Athéna.',
      explanation:
        'Il s’agit de Niké, la déesse grecque de la victoire, représentée au moment où elle se pose sur la proue d’un navire de guerre.',
      category: 'Œuvres',
    },
    'tf-sphinx-granite': {
      statement: 'Le Grand Sphinx de Tanis est taillé dans un seul bloc de granit rose.',
      explanation:
        'Long d’environ 4,8 mètres, ce sphinx de granit garde l’entrée des salles égyptiennes du Louvre.',
      category: 'Œuvres',
    },
    'tf-museum-louis-xiv': {
      statement: 'Le Louvre est devenu un musée public sous le règne de Louis XIV.',
      explanation:
        'Il a ouvert ses portes en 1793, sous la Révolution française ; Louis XIV avait installé sa cour à Versailles en 1682.',
      category: 'Histoire du Louvre',
    },
  },

  timeline: {
    'tl-winged-victory-carved': {
      title: 'La Victoire de Samothrace est sculptée',
      description:
        'Vers 190 av. J.-C., un sculpteur, sans doute au service de Rhodes, taille une Niké se posant sur un navire de guerre pour le sanctuaire de Samothrace.',
    },
    'tl-fortress': {
      title: 'Philippe II Auguste fait bâtir le Louvre',
      description:
        'Vers 1190, le roi entreprend la construction d’une forteresse à la lisière ouest de Paris pour protéger la ville.',
    },
    'tl-mona-lisa-begun': {
      title: 'Léonard commence La Joconde',
      description:
        'À Florence, Léonard de Vinci entreprend le portrait de Lisa Gherardini, qu’il retouchera pendant des années.',
    },
    'tl-lescot-wing': {
      title: 'Le Louvre de la Renaissance voit le jour',
      description:
        'François Ier charge Pierre Lescot de remplacer le château médiéval par une aile de palais Renaissance.',
    },
    'tl-wedding-feast': {
      title: 'Véronèse achève Les Noces de Cana',
      description:
        'L’immense toile est terminée pour le réfectoire du monastère San Giorgio Maggiore, à Venise.',
    },
    'tl-versailles': {
      title: 'La cour part pour Versailles',
      description:
        'Louis XIV installe la cour et le gouvernement à Versailles et laisse le Louvre aux artistes et aux académies.',
    },
    'tl-museum-opens': {
      title: 'Le Louvre devient un musée public',
      description: 'Le 10 août 1793, le gouvernement révolutionnaire ouvre au public l’ancien palais royal.',
    },
    'tl-slaves-acquired': {
      title: 'Les Esclaves de Michel-Ange entrent au Louvre',
      description:
        'Saisis sous la Révolution au château de Richelieu, l’Esclave mourant et l’Esclave rebelle rejoignent le musée.',
    },
    'tl-raft-salon': {
      title: 'Le Radeau de la Méduse est exposé',
      description: 'Géricault présente au Salon son immense tableau de naufrage, qui fait sensation.',
    },
    'tl-venus-acquired': {
      title: 'La Vénus de Milo arrive au Louvre',
      description: 'Un an après sa découverte à Milo, le roi Louis XVIII offre la statue au musée.',
    },
    'tl-psyche-acquired': {
      title: 'La Psyché de Canova entre au Louvre',
      description:
        'Psyché ranimée par le baiser de l’Amour, qui avait appartenu à Joachim Murat, rejoint les collections.',
    },
    'tl-sphinx-acquired': {
      title: 'Le Louvre acquiert le Grand Sphinx de Tanis',
      description:
        'Le sphinx arrive avec la collection d’Henry Salt, achetée sur le conseil de Jean-François Champollion.',
    },
    'tl-liberty': {
      title: 'Delacroix peint La Liberté guidant le peuple',
      description:
        'À l’automne qui suit la révolution de Juillet, Delacroix fait des combats de rue une allégorie de la liberté.',
    },
    'tl-victory-found': {
      title: 'La Victoire de Samothrace est découverte',
      description: 'Charles Champoiseau trouve la statue en morceaux à Samothrace et l’envoie au Louvre.',
    },
    'tl-tuileries-burned': {
      title: 'Le palais des Tuileries brûle',
      description:
        'Pendant la Commune de Paris, le palais qui fermait le Louvre à l’ouest est livré aux flammes.',
    },
    'tl-mona-lisa-stolen': {
      title: 'La Joconde est volée',
      description:
        'Vincenzo Peruggia sort du musée avec le tableau ; on ne le retrouvera à Florence que plus de deux ans après.',
    },
    'tl-pyramid': {
      title: 'La pyramide de verre est inaugurée',
      description:
        'La pyramide d’I. M. Pei devient l’entrée principale du musée, l’année du bicentenaire de la Révolution.',
    },
    'tl-richelieu-wing': {
      title: 'L’aile Richelieu ouvre ses portes',
      description:
        'Après le départ du ministère des Finances, ses anciens bureaux deviennent des salles du musée, pour son bicentenaire.',
    },
  },

  matching: {
    'match-leonardo': {
      left: 'Léonard de Vinci',
      right: 'La Joconde',
      description:
        'Léonard a commencé ce portrait vers 1503 et l’a emporté en France ; François Ier l’a probablement acheté vers 1518, du vivant du peintre.',
    },
    'match-van-gogh': {
      left: 'Vincent van Gogh',
      right: 'La Nuit étoilée',
      description:
        'Van Gogh a peint ce ciel nocturne tourbillonnant en 1889, à l’asile de Saint-Rémy-de-Provence.',
    },
    'match-picasso': {
      left: 'Pablo Picasso',
      right: 'Guernica',
      description:
        'Grande comme une peinture murale, la toile de Picasso, peinte en 1937, dénonce le bombardement d’une ville basque pendant la guerre d’Espagne.',
    },
    'match-dali': {
      left: 'Salvador Dalí',
      right: 'La Persistance de la mémoire',
      description:
        'Les montres molles peintes par Dalí en 1931 sont devenues l’image la plus célèbre du surréalisme.',
    },
    'match-vermeer': {
      left: 'Johannes Vermeer',
      right: 'La Jeune Fille à la perle',
      description:
        'Vers 1665, Vermeer a peint cette lumineuse étude d’une jeune fille coiffée d’un turban bleu et jaune.',
    },
    'match-munch': {
      left: 'Edvard Munch',
      right: 'Le Cri',
      description:
        'La silhouette angoissée de Munch, sous un ciel rouge sang au-dessus du fjord d’Oslo, date de 1893.',
    },
    'match-botticelli': {
      left: 'Sandro Botticelli',
      right: 'La Naissance de Vénus',
      description:
        'Peinte à Florence dans les années 1480, la déesse de Botticelli aborde le rivage sur une coquille Saint-Jacques.',
    },
    'match-monet': {
      left: 'Claude Monet',
      right: 'Impression, soleil levant',
      description: 'Cette vue du port du Havre par Monet a donné son nom à l’impressionnisme en 1874.',
    },
    'match-rembrandt': {
      left: 'Rembrandt van Rijn',
      right: 'La Ronde de nuit',
      description:
        'Peint par Rembrandt en 1642, ce portrait de groupe d’une compagnie de la milice d’Amsterdam déborde de mouvement et de lumière.',
    },
    'match-delacroix': {
      left: 'Eugène Delacroix',
      right: 'La Liberté guidant le peuple',
      description:
        'Delacroix a célébré la révolution de Juillet 1830 avec la Liberté portant le drapeau tricolore sur une barricade.',
    },
  },

  guess: {
    'guess-mona-lisa': {
      title: 'La Joconde',
      artist: 'Léonard de Vinci',
      options: ['La Dame à l’hermine', 'La Belle Ferronnière', 'La Joconde', 'La Jeune Fille à la perle'],
      hint: 'Léonard a retouché ce portrait pendant des années et l’a emporté avec lui en France.',
      description:
        'Commencé à Florence vers 1503, le portrait est célèbre pour son sfumato, ce passage tout en douceur de la lumière à l’ombre autour de la bouche et des yeux du modèle. Voici ses mains croisées.',
    },
    'guess-venus-de-milo': {
      title: 'Vénus de Milo',
      artist: 'Attribuée à Alexandros d’Antioche',
      options: ['Vénus de Milo', 'Victoire de Samothrace', 'Vénus de Médicis', 'Aphrodite de Cnide'],
      hint: 'Découverte par un paysan sur une île de la mer Égée en 1820 ; ses bras n’ont jamais été retrouvés.',
      description:
        'Un marbre hellénistique des environs de 150–125 av. J.-C., qui représente très probablement Aphrodite. Le détail montre le lourd drapé qui glisse de ses hanches.',
    },
    'guess-winged-victory': {
      title: 'Victoire de Samothrace',
      artist: 'Sculpteur inconnu',
      options: ['Vénus de Milo', 'Laocoon et ses fils', 'Niké de Paionios', 'Victoire de Samothrace'],
      hint: 'La déesse de la victoire se pose sur la proue d’un navire de guerre, en haut d’un grand escalier.',
      description:
        'Sculptée vers 190 av. J.-C., probablement comme offrande de Rhodes après une victoire navale. Le vent du large semble plaquer le fin drapé contre son corps.',
    },
    'guess-liberty-leading': {
      title: 'La Liberté guidant le peuple',
      artist: 'Eugène Delacroix',
      options: [
        'Le Radeau de la Méduse',
        'La Liberté guidant le peuple',
        'Le Trois Mai 1808',
        'Le Serment des Horaces',
      ],
      hint: 'Peint en 1830 pour célébrer trois journées de révolution sur les barricades de Paris.',
      description:
        'L’allégorie de la révolution de Juillet par Delacroix : la Liberté, seins nus, le drapeau tricolore à la main, entraîne par-dessus une barricade des Parisiens de toutes conditions. Le détail montre le garçon qui brandit des pistolets à ses côtés.',
    },
    'guess-wedding-feast': {
      title: 'Les Noces de Cana',
      artist: 'Paolo Véronèse',
      options: ['Les Noces de Cana', 'La Cène', 'Le Repas chez Lévi', 'L’École d’Athènes'],
      hint: 'Le plus grand tableau du Louvre, qui montre le miracle de l’eau changée en vin.',
      description:
        'Peinte en 1562–1563 pour le réfectoire d’un monastère vénitien, l’immense toile réunit plus de 130 personnages autour du Christ. Le détail montre les musiciens au premier plan.',
    },
    'guess-coronation-napoleon': {
      title: 'Le Sacre de Napoléon',
      artist: 'Jacques-Louis David',
      options: [
        'Le Serment des Horaces',
        'Bonaparte franchissant le Grand-Saint-Bernard',
        'Le Sacre de Napoléon',
        'La Mort de Marat',
      ],
      hint: 'Le tableau fixe une cérémonie qui s’est tenue à Notre-Dame de Paris le 2 décembre 1804.',
      description:
        'David représente l’instant qui suit le moment où Napoléon s’est couronné lui-même : il élève une couronne au-dessus de Joséphine agenouillée, sous le regard du pape Pie VII.',
    },
    'guess-raft-medusa': {
      title: 'Le Radeau de la Méduse',
      artist: 'Théodore Géricault',
      options: [
        'La Liberté guidant le peuple',
        'Le Dernier Voyage du Téméraire',
        'Le Voyageur contemplant une mer de nuages',
        'Le Radeau de la Méduse',
      ],
      hint: 'Les survivants d’un naufrage de 1816 font signe à un navire au loin.',
      description:
        'Géricault a fait d’un scandale national une immense tragédie moderne : sur les quelque 150 personnes abandonnées sur le radeau, 15 seulement étaient encore en vie quand on le retrouva, treize jours plus tard. Le détail montre l’homme qui agite un linge vers l’horizon.',
    },
    'guess-great-sphinx': {
      title: 'Le Grand Sphinx de Tanis',
      artist: 'Sculpteurs égyptiens inconnus',
      options: [
        'Le Scribe accroupi',
        'Le Grand Sphinx de Tanis',
        'Le Lamassu de Khorsabad',
        'Le Grand Sphinx de Gizeh',
      ],
      hint: 'Un lion à tête de roi, taillé dans un seul bloc de granit rose, garde les salles égyptiennes.',
      description:
        'Plusieurs pharaons ont gravé leur nom sur ce sphinx pendant près de mille ans ; on ignore quel roi l’a fait sculpter à l’origine. Le détail montre la coiffe royale.',
    },
  },

  movements: {
    Renaissance: {
      name: 'Renaissance',
      period: 'v. 1400–1600',
      description:
        'Le renouveau de l’Antiquité classique, en Italie et au-delà, avec la perspective linéaire, l’anatomie et le naturalisme.',
    },
    Mannerism: {
      name: 'Maniérisme',
      period: 'v. 1520–1600',
      description:
        'Style de la fin de la Renaissance : figures allongées, poses artificielles et espace déroutant.',
    },
    Baroque: {
      name: 'Baroque',
      period: 'v. 1600–1750',
      description:
        'Le drame, le mouvement et les forts contrastes d’ombre et de lumière, comme chez le Caravage, le Bernin et Rubens.',
    },
    Rococo: {
      name: 'Rococo',
      period: 'v. 1720–1780',
      description:
        'Un art léger, enjoué et ornemental, aux couleurs pastel et aux plaisirs élégants, comme chez Watteau et Fragonard.',
    },
    Neoclassicism: {
      name: 'Néoclassicisme',
      period: 'v. 1760–1830',
      description:
        'Un retour à la clarté et au sérieux moral de la Grèce et de la Rome antiques, mené par David et Canova.',
    },
    Romanticism: {
      name: 'Romantisme',
      period: 'v. 1800–1850',
      description:
        'L’émotion, l’imagination et la puissance sublime de la nature et de l’histoire, comme chez Géricault, Delacroix et Friedrich.',
    },
    Realism: {
      name: 'Réalisme',
      period: 'v. 1840–1880',
      description:
        'Des scènes sans idéalisation de la vie ordinaire et du travail, comme chez Courbet et Millet.',
    },
    Impressionism: {
      name: 'Impressionnisme',
      period: 'v. 1860–1890',
      description:
        'Une touche rapide et fragmentée qui saisit la lumière et la vie moderne, souvent en plein air.',
    },
    'Post-Impressionism': {
      name: 'Postimpressionnisme',
      period: 'v. 1885–1905',
      description:
        'Des peintres qui ont prolongé l’impressionnisme vers la structure, le symbole et la couleur expressive : Cézanne, Van Gogh, Gauguin, Seurat.',
    },
    Pointillism: {
      name: 'Pointillisme',
      period: 'v. 1884–1900',
      description:
        'La technique de Seurat : de petits points de couleur pure qui se mêlent dans l’œil du spectateur.',
    },
    Symbolism: {
      name: 'Symbolisme',
      period: 'v. 1880–1910',
      description: 'Un art du rêve, du mythe et des états intérieurs plutôt que de la réalité observée.',
    },
    'Art Nouveau': {
      name: 'Art nouveau',
      period: 'v. 1890–1910',
      description:
        'Un style décoratif aux lignes souples et organiques, en architecture, dans les arts appliqués et en peinture, appelé à Vienne style Sécession.',
    },
    Fauvism: {
      name: 'Fauvisme',
      period: 'v. 1905–1908',
      description:
        'Une couleur franche et arbitraire, employée pour elle-même, autour de Matisse et de Derain.',
    },
    Expressionism: {
      name: 'Expressionnisme',
      period: 'v. 1905–1925',
      description:
        'Des formes déformées et des couleurs intenses qui expriment l’émotion plutôt que l’apparence.',
    },
    Cubism: {
      name: 'Cubisme',
      period: 'v. 1907 – années 1920',
      description:
        'La décomposition des objets en facettes vues sous plusieurs angles à la fois, par Picasso et Braque.',
    },
    Futurism: {
      name: 'Futurisme',
      period: 'v. 1909–1918',
      description: 'Mouvement italien qui exalte la vitesse, les machines et la ville moderne.',
    },
    Suprematism: {
      name: 'Suprématisme',
      period: 'v. 1915 – années 1920',
      description: 'L’art abstrait de Malevitch, fait de formes géométriques pures.',
    },
    Dada: {
      name: 'Dada',
      period: 'v. 1916–1924',
      description:
        'Un anti-art né à Zurich pendant la guerre, qui tourne en dérision la raison et la tradition avec des ready-made et de l’absurde.',
    },
    'De Stijl': {
      name: 'De Stijl',
      period: 'v. 1917–1931',
      description:
        'Mouvement néerlandais de lignes droites, d’angles droits et de couleurs primaires, mené par Mondrian et Theo van Doesburg.',
    },
    Surrealism: {
      name: 'Surréalisme',
      period: 'v. 1924 – années 1950',
      description:
        'Un art du rêve et de l’inconscient, lancé par le manifeste d’André Breton ; Dalí et Magritte en sont les peintres les plus connus.',
    },
    'Abstract Expressionism': {
      name: 'Expressionnisme abstrait',
      period: 'v. 1943–1960',
      description:
        'Une peinture new-yorkaise du geste et des champs colorés, des coulures de Pollock aux rectangles lumineux de Rothko.',
    },
    'Pop Art': {
      name: 'Pop art',
      period: 'v. 1955–1970',
      description:
        'Un art qui emprunte à la publicité, à la bande dessinée et aux produits de grande consommation, comme chez Warhol et Lichtenstein.',
    },
  },

  masterpieces: {
    'Mona Lisa': { title: 'La Joconde', artist: 'Léonard de Vinci', year: 'v. 1503–1519' },
    'Venus de Milo': {
      title: 'Vénus de Milo',
      artist: 'Attribuée à Alexandros d’Antioche',
      year: 'v. 150–125 av. J.-C.',
    },
    'Winged Victory of Samothrace': {
      title: 'Victoire de Samothrace',
      artist: 'Sculpteur inconnu',
      year: 'v. 190 av. J.-C.',
    },
    'Liberty Leading the People': {
      title: 'La Liberté guidant le peuple',
      artist: 'Eugène Delacroix',
      year: '1830',
    },
    'The Wedding Feast at Cana': {
      title: 'Les Noces de Cana',
      artist: 'Paolo Véronèse',
      year: '1562–1563',
    },
    'The Coronation of Napoleon': {
      title: 'Le Sacre de Napoléon',
      artist: 'Jacques-Louis David',
      year: '1805–1807',
    },
    'The Raft of the Medusa': {
      title: 'Le Radeau de la Méduse',
      artist: 'Théodore Géricault',
      year: '1818–1819',
    },
    'Psyche Revived by Cupid’s Kiss': {
      title: 'Psyché ranimée par le baiser de l’Amour',
      artist: 'Antonio Canova',
      year: '1787–1793',
    },
    'Dying Slave': { title: 'L’Esclave mourant', artist: 'Michel-Ange', year: '1513–1516' },
    'Rebellious Slave': { title: 'L’Esclave rebelle', artist: 'Michel-Ange', year: '1513–1516' },
    'Great Sphinx of Tanis': {
      title: 'Le Grand Sphinx de Tanis',
      artist: 'Sculpteurs égyptiens inconnus',
      year: 'Ancien ou Moyen Empire, avant 1900 av. J.-C. environ',
    },
    'Code of Hammurabi': {
      title: 'Le Code de Hammurabi',
      artist: 'Sculpteurs babyloniens inconnus',
      year: 'XVIIIe siècle av. J.-C.',
    },
    'Seated Scribe': {
      title: 'Le Scribe accroupi',
      artist: 'Sculpteur égyptien inconnu',
      year: 'Ancien Empire, v. 2600–2350 av. J.-C.',
    },
    'Lamassu of Khorsabad': {
      title: 'Le Lamassu de Khorsabad',
      artist: 'Sculpteurs assyriens inconnus',
      year: 'fin du VIIIe siècle av. J.-C.',
    },
    'The Starry Night': { title: 'La Nuit étoilée', artist: 'Vincent van Gogh', year: '1889' },
    Sunflowers: { title: 'Les Tournesols', artist: 'Vincent van Gogh', year: '1888–1889' },
    'The Last Supper': { title: 'La Cène', artist: 'Léonard de Vinci', year: 'v. 1495–1498' },
    'Vitruvian Man': { title: 'L’Homme de Vitruve', artist: 'Léonard de Vinci', year: 'v. 1490' },
    'Sistine Chapel ceiling': {
      title: 'Le plafond de la chapelle Sixtine',
      artist: 'Michel-Ange',
      year: '1508–1512',
    },
    'The Creation of Adam': {
      title: 'La Création d’Adam',
      artist: 'Michel-Ange',
      year: 'v. 1508–1512',
    },
    'The Last Judgment': { title: 'Le Jugement dernier', artist: 'Michel-Ange', year: '1536–1541' },
    David: { title: 'David', artist: 'Michel-Ange', year: '1501–1504' },
    Pietà: { title: 'La Pietà', artist: 'Michel-Ange', year: '1498–1499' },
    Moses: { title: 'Moïse', artist: 'Michel-Ange', year: 'v. 1513–1515' },
    'The Birth of Venus': {
      title: 'La Naissance de Vénus',
      artist: 'Sandro Botticelli',
      year: 'v. 1484–1486',
    },
    Primavera: { title: 'Le Printemps', artist: 'Sandro Botticelli', year: 'v. 1480' },
    'The School of Athens': { title: 'L’École d’Athènes', artist: 'Raphaël', year: '1509–1511' },
    'The Night Watch': { title: 'La Ronde de nuit', artist: 'Rembrandt van Rijn', year: '1642' },
    'Girl with a Pearl Earring': {
      title: 'La Jeune Fille à la perle',
      artist: 'Johannes Vermeer',
      year: 'v. 1665',
    },
    'The Lacemaker': { title: 'La Dentellière', artist: 'Johannes Vermeer', year: 'v. 1669–1670' },
    'View of Delft': { title: 'Vue de Delft', artist: 'Johannes Vermeer', year: 'v. 1660–1661' },
    'The Milkmaid': { title: 'La Laitière', artist: 'Johannes Vermeer', year: 'v. 1660' },
    'The Scream': { title: 'Le Cri', artist: 'Edvard Munch', year: '1893' },
    Guernica: { title: 'Guernica', artist: 'Pablo Picasso', year: '1937' },
    'Les Demoiselles d’Avignon': {
      title: 'Les Demoiselles d’Avignon',
      artist: 'Pablo Picasso',
      year: '1907',
    },
    'The Persistence of Memory': {
      title: 'La Persistance de la mémoire',
      artist: 'Salvador Dalí',
      year: '1931',
    },
    'Las Meninas': { title: 'Les Ménines', artist: 'Diego Vélasquez', year: '1656' },
    'The Kiss': { title: 'Le Baiser', artist: 'Gustav Klimt', year: '1907–1908' },
    'The Great Wave off Kanagawa': {
      title: 'La Grande Vague de Kanagawa',
      artist: 'Katsushika Hokusai',
      year: 'v. 1831',
    },
    'American Gothic': { title: 'American Gothic', artist: 'Grant Wood', year: '1930' },
    'Impression, Sunrise': {
      title: 'Impression, soleil levant',
      artist: 'Claude Monet',
      year: '1872',
    },
    'Water Lilies': {
      title: 'Les Nymphéas',
      artist: 'Claude Monet',
      year: 'série, des années 1890 à 1926',
    },
    'A Sunday Afternoon on the Island of La Grande Jatte': {
      title: 'Un dimanche après-midi à l’île de la Grande Jatte',
      artist: 'Georges Seurat',
      year: '1884–1886',
    },
    'The Garden of Earthly Delights': {
      title: 'Le Jardin des délices',
      artist: 'Jérôme Bosch',
      year: 'v. 1490–1510',
    },
    'The Thinker': { title: 'Le Penseur', artist: 'Auguste Rodin', year: 'modelé v. 1880' },
    'The Gates of Hell': {
      title: 'La Porte de l’Enfer',
      artist: 'Auguste Rodin',
      year: 'commencée en 1880',
    },
    'The Arnolfini Portrait': { title: 'Les Époux Arnolfini', artist: 'Jan van Eyck', year: '1434' },
    'The Ghent Altarpiece': {
      title: 'Le Retable de l’Agneau mystique',
      artist: 'Hubert et Jan van Eyck',
      year: 'achevé en 1432',
    },
    'The Treachery of Images': {
      title: 'La Trahison des images',
      artist: 'René Magritte',
      year: '1929',
    },
    'The Son of Man': { title: 'Le Fils de l’homme', artist: 'René Magritte', year: '1964' },
    'Campbell’s Soup Cans': {
      title: 'Les Boîtes de soupe Campbell',
      artist: 'Andy Warhol',
      year: '1962',
    },
    Nighthawks: { title: 'Les Noctambules', artist: 'Edward Hopper', year: '1942' },
    'Wanderer above the Sea of Fog': {
      title: 'Le Voyageur contemplant une mer de nuages',
      artist: 'Caspar David Friedrich',
      year: 'v. 1818',
    },
    'The Third of May 1808': {
      title: 'Le Trois Mai 1808',
      artist: 'Francisco de Goya',
      year: '1814',
    },
    'Le Déjeuner sur l’herbe': {
      title: 'Le Déjeuner sur l’herbe',
      artist: 'Édouard Manet',
      year: '1863',
    },
    Olympia: { title: 'Olympia', artist: 'Édouard Manet', year: '1863' },
    'Venus of Urbino': { title: 'La Vénus d’Urbino', artist: 'Titien', year: 'v. 1534–1538' },
    'The Gleaners': { title: 'Des glaneuses', artist: 'Jean-François Millet', year: '1857' },
    'Bal du moulin de la Galette': {
      title: 'Bal du moulin de la Galette',
      artist: 'Pierre-Auguste Renoir',
      year: '1876',
    },
    'Judith Slaying Holofernes': {
      title: 'Judith décapitant Holopherne',
      artist: 'Artemisia Gentileschi',
      year: 'v. 1612–1620 (deux versions)',
    },
    'The Calling of Saint Matthew': {
      title: 'La Vocation de saint Matthieu',
      artist: 'Le Caravage',
      year: '1599–1600',
    },
    'The Ecstasy of Saint Teresa': {
      title: 'L’Extase de sainte Thérèse',
      artist: 'Le Bernin',
      year: '1647–1652',
    },
    'The Swing': { title: 'L’Escarpolette', artist: 'Jean-Honoré Fragonard', year: '1767' },
    'The Embarkation for Cythera': {
      title: 'Pèlerinage à l’île de Cythère',
      artist: 'Antoine Watteau',
      year: '1717',
    },
    'The Oath of the Horatii': {
      title: 'Le Serment des Horaces',
      artist: 'Jacques-Louis David',
      year: '1784',
    },
    'The Death of Marat': { title: 'La Mort de Marat', artist: 'Jacques-Louis David', year: '1793' },
    'Grande Odalisque': {
      title: 'La Grande Odalisque',
      artist: 'Jean-Auguste-Dominique Ingres',
      year: '1814',
    },
    'Napoleon as Mars the Peacemaker': {
      title: 'Napoléon en Mars pacificateur',
      artist: 'Antonio Canova',
      year: '1802–1806',
    },
    'Apollo Slaying the Python': {
      title: 'Apollon vainqueur du serpent Python',
      artist: 'Eugène Delacroix',
      year: '1850–1851',
    },
    'Black Square': { title: 'Carré noir', artist: 'Kazimir Malevitch', year: '1915' },
    Fountain: { title: 'Fontaine', artist: 'Marcel Duchamp', year: '1917' },
    'Unique Forms of Continuity in Space': {
      title: 'Formes uniques de la continuité dans l’espace',
      artist: 'Umberto Boccioni',
      year: '1913',
    },
    'Arrangement in Grey and Black No. 1': {
      title: 'Arrangement en gris et noir n° 1',
      artist: 'James McNeill Whistler',
      year: '1871',
    },
    'The Hay Wain': { title: 'La Charrette de foin', artist: 'John Constable', year: '1821' },
    'The Fighting Temeraire': {
      title: 'Le Dernier Voyage du Téméraire',
      artist: 'J. M. W. Turner',
      year: '1839',
    },
    'Autumn Rhythm (Number 30)': {
      title: 'Rythme d’automne (Number 30)',
      artist: 'Jackson Pollock',
      year: '1950',
    },
    Rhinoceros: { title: 'Rhinocéros', artist: 'Albrecht Dürer', year: '1515' },
    'Hunters in the Snow': {
      title: 'Chasseurs dans la neige',
      artist: 'Pieter Bruegel l’Ancien',
      year: '1565',
    },
    'The Scrovegni Chapel frescoes': {
      title: 'Les fresques de la chapelle des Scrovegni',
      artist: 'Giotto',
      year: 'v. 1305',
    },
    'Little Dancer Aged Fourteen': {
      title: 'La Petite Danseuse de quatorze ans',
      artist: 'Edgar Degas',
      year: 'exposée en 1881',
    },
    'Mont Sainte-Victoire': {
      title: 'La Montagne Sainte-Victoire',
      artist: 'Paul Cézanne',
      year: 'série, des années 1880 à 1906',
    },
    'Broadway Boogie Woogie': {
      title: 'Broadway Boogie Woogie',
      artist: 'Piet Mondrian',
      year: '1942–1943',
    },
    'The Snail': { title: 'L’Escargot', artist: 'Henri Matisse', year: '1953' },
  },
};

export default games;
