import type { FamousArtworksQuestionId, QuizTexts } from '../../../games/quiz-texts';

export const famousArtworksQuiz: QuizTexts<FamousArtworksQuestionId> = {
  title: 'Quiz : les œuvres d’art célèbres',
  description:
    'De La Nuit étoilée à Guernica : connaissez-vous bien les peintures et les sculptures les plus célèbres du monde ?',
  questions: {
    'artworks-01': {
      question: 'Qui a peint La Nuit étoilée en 1889 ?',
      answer: 'Vincent van Gogh',
      wrong: ['Paul Gauguin', 'Claude Monet', 'Edvard Munch'],
      explanation:
        'Van Gogh l’a peinte en juin 1889, pendant son séjour à l’asile de Saint-Rémy-de-Provence, en mêlant la vue de sa fenêtre et son imagination. Elle est aujourd’hui au MoMA, à New York.',
    },
    'artworks-02': {
      question: 'Où peut-on voir La Cène de Léonard de Vinci ?',
      answer: 'Au couvent de Santa Maria delle Grazie, à Milan',
      wrong: [
        'Dans la chapelle Sixtine, au Vatican',
        'À la galerie des Offices, à Florence',
        'Au Louvre, à Paris',
      ],
      explanation:
        'Léonard l’a peinte vers 1495–1498 sur le mur du réfectoire, la salle où mangeaient les moines ; elle s’y trouve toujours.',
    },
    'artworks-03': {
      question: 'Pourquoi La Cène de Léonard a-t-elle commencé à se dégrader si tôt après avoir été peinte ?',
      answer: 'Il a peint sur un enduit sec au lieu de pratiquer la vraie fresque',
      wrong: [
        'Il a peint sur du papier collé au mur',
        'Elle est restée en plein air pendant des siècles',
        'Il a utilisé de l’aquarelle',
      ],
      explanation:
        'Pour travailler lentement et pouvoir retoucher, Léonard a posé tempera et huile sur un mur sec ; la peinture n’a pas adhéré à l’enduit et a vite commencé à s’écailler.',
    },
    'artworks-04': {
      question: 'Qui a peint la voûte de la chapelle Sixtine entre 1508 et 1512 ?',
      answer: 'Michel-Ange',
      wrong: ['Raphaël', 'Léonard de Vinci', 'Sandro Botticelli'],
      explanation:
        'Le pape Jules II commanda la voûte de la chapelle Sixtine, et Michel-Ange, qui se voyait avant tout comme sculpteur, passa quatre ans à la peindre.',
    },
    'artworks-05': {
      question:
        'La Création d’Adam, où les doigts de Dieu et d’Adam se touchent presque, fait partie de quelle œuvre ?',
      answer: 'La voûte de la chapelle Sixtine',
      wrong: [
        'L’École d’Athènes',
        'Le Retable de l’Agneau mystique',
        'Les fresques de la chapelle des Scrovegni',
      ],
      explanation:
        'C’est l’une des neuf scènes de la Genèse que Michel-Ange a peintes le long du centre de la voûte de la chapelle Sixtine.',
    },
    'artworks-06': {
      question:
        'Qui a peint La Naissance de Vénus, où la déesse aborde le rivage debout sur une coquille Saint-Jacques ?',
      answer: 'Sandro Botticelli',
      wrong: ['Titien', 'Raphaël', 'Piero della Francesca'],
      explanation:
        'Botticelli l’a peinte à Florence vers 1484–1486 ; elle est exposée à la galerie des Offices, non loin de son Printemps.',
    },
    'artworks-07': {
      question: 'Quel musée expose La Ronde de nuit de Rembrandt ?',
      answer: 'Le Rijksmuseum, à Amsterdam',
      wrong: ['Le Mauritshuis, à La Haye', 'La National Gallery, à Londres', 'Le Louvre, à Paris'],
      explanation:
        'Achevée en 1642, La Ronde de nuit est le portrait de groupe d’une compagnie de la milice bourgeoise menée par le capitaine Frans Banninck Cocq, et la pièce maîtresse du Rijksmuseum.',
    },
    'artworks-08': {
      question: 'Qui a peint La Jeune Fille à la perle ?',
      answer: 'Johannes Vermeer',
      wrong: ['Rembrandt van Rijn', 'Frans Hals', 'Jan Steen'],
      explanation:
        'Vermeer l’a peinte vers 1665. C’est une tronie, une étude de visage plutôt que le portrait d’un modèle connu ; elle est conservée au Mauritshuis, à La Haye.',
    },
    'artworks-09': {
      question: 'Qui a créé Le Cri, peint pour la première fois en 1893 ?',
      answer: 'Edvard Munch',
      wrong: ['Gustav Klimt', 'Egon Schiele', 'Vassily Kandinsky'],
      explanation:
        'Le Norvégien Edvard Munch en a réalisé plusieurs versions, en peinture, au pastel et en gravure. Née du symbolisme, l’image est devenue emblématique de l’expressionnisme.',
    },
    'artworks-10': {
      question: 'Quel événement a conduit Pablo Picasso à peindre Guernica en 1937 ?',
      answer: 'Le bombardement d’une ville basque pendant la guerre d’Espagne',
      wrong: [
        'La bataille de Verdun, pendant la Première Guerre mondiale',
        'La Commune de Paris de 1871',
        'La révolution russe de 1917',
      ],
      explanation:
        'Des avions allemands et italiens ont bombardé Guernica en avril 1937, et Picasso a peint son immense toile noire, blanche et grise pour le pavillon de la République espagnole à l’Exposition internationale de Paris.',
    },
    'artworks-11': {
      question: 'Où Guernica de Picasso est-il exposé aujourd’hui ?',
      answer: 'Au musée Reina Sofía, à Madrid',
      wrong: [
        'Au Museum of Modern Art, à New York',
        'Au musée Picasso, à Paris',
        'Au musée Picasso, à Barcelone',
      ],
      explanation:
        'Comme le voulait Picasso, Guernica est resté au MoMA jusqu’en 1981, en attendant le retour de la démocratie en Espagne ; depuis 1992, il est exposé au Reina Sofía.',
    },
    'artworks-12': {
      question: 'Quel est le motif le plus célèbre de La Persistance de la mémoire (1931) de Salvador Dalí ?',
      answer: 'Des montres molles qui semblent fondre',
      wrong: ['Un homme en chapeau melon', 'Une échelle menant à la lune', 'Un champ de tournesols'],
      explanation:
        'La petite toile surréaliste de Dalí, aujourd’hui au MoMA, drape des montres molles sur une branche, un rebord et un étrange visage endormi, dans un paysage catalan.',
    },
    'artworks-13': {
      question:
        'Qui a peint Les Ménines (1656), où l’artiste apparaît devant son chevalet à côté de l’infante d’Espagne ?',
      answer: 'Diego Vélasquez',
      wrong: ['Francisco de Goya', 'Le Greco', 'Bartolomé Esteban Murillo'],
      explanation:
        'Vélasquez s’est représenté à côté de l’infante Marguerite-Thérèse et de ses demoiselles d’honneur ; le roi et la reine n’apparaissent que dans un miroir. L’œuvre est au Prado.',
    },
    'artworks-14': {
      question: 'Le Baiser (1907–1908) de Gustav Klimt est célèbre pour l’emploi de quel matériau ?',
      answer: 'La feuille d’or',
      wrong: ['Le verre pilé', 'La nacre', 'Le fil de cuivre'],
      explanation:
        'Le Baiser appartient à la période dorée de Klimt et se trouve au Belvédère, à Vienne. Klimt a mené la Sécession viennoise, version autrichienne de l’Art nouveau.',
    },
    'artworks-15': {
      question: 'Quel type d’œuvre est La Grande Vague de Kanagawa d’Hokusai ?',
      answer: 'Une estampe gravée sur bois, en couleurs',
      wrong: ['Une peinture à l’huile sur toile', 'Une fresque', 'Un paravent laqué'],
      explanation:
        'Hokusai l’a dessinée vers 1831 pour la série des Trente-six vues du mont Fuji ; elle a été tirée à des milliers d’exemplaires, et des musées du monde entier en possèdent.',
    },
    'artworks-16': {
      question:
        'Qui a peint American Gothic (1930), un fermier tenant une fourche et une femme devant une maison de l’Iowa ?',
      answer: 'Grant Wood',
      wrong: ['Edward Hopper', 'Norman Rockwell', 'Andrew Wyeth'],
      explanation:
        'La sœur de Grant Wood et son dentiste ont posé pour les personnages, et la maison a une fenêtre de style néogothique. Le tableau est à l’Art Institute of Chicago.',
    },
    'artworks-17': {
      question: 'Quel tableau a donné son nom à l’impressionnisme ?',
      answer: 'Impression, soleil levant de Claude Monet',
      wrong: [
        'Le Déjeuner sur l’herbe d’Édouard Manet',
        'Bal du moulin de la Galette de Pierre-Auguste Renoir',
        'La Classe de danse d’Edgar Degas',
      ],
      explanation:
        'À la première exposition du groupe, en 1874, le critique Louis Leroy s’est moqué de cette vue du port du Havre par Monet, et les peintres ont adopté son étiquette.',
    },
    'artworks-18': {
      question:
        'Quelle technique Georges Seurat a-t-il employée pour Un dimanche après-midi à l’île de la Grande Jatte ?',
      answer: 'Le pointillisme : de petits points de couleur pure',
      wrong: [
        'Un empâtement épais posé au couteau',
        'Le sfumato : des ombres fondues et vaporeuses',
        'Un collage de papiers imprimés',
      ],
      explanation:
        'Seurat a travaillé au tableau de 1884 à 1886, juxtaposant des points de couleur qui se mélangent dans l’œil du spectateur. Il est conservé à l’Art Institute of Chicago.',
    },
    'artworks-19': {
      question: 'Qui a peint le triptyque du Jardin des délices, aujourd’hui au Prado ?',
      answer: 'Jérôme Bosch',
      wrong: ['Pieter Bruegel l’Ancien', 'Jan van Eyck', 'Albrecht Dürer'],
      explanation:
        'Bosch l’a peint vers 1490–1510 : le paradis à gauche, un jardin aux plaisirs étranges au centre et un enfer cauchemardesque à droite.',
    },
    'artworks-20': {
      question: 'Où le marbre original du David de Michel-Ange est-il exposé aujourd’hui ?',
      answer: 'À la galerie de l’Académie, à Florence',
      wrong: [
        'Aux musées du Vatican, à Rome',
        'À la galerie des Offices, à Florence',
        'Sur la piazza della Signoria, à Florence',
      ],
      explanation:
        'Sculpté en 1501–1504, le David s’est dressé devant le Palazzo Vecchio jusqu’en 1873, quand il a été mis à l’abri à l’Académie ; une copie le remplace sur la place.',
    },
    'artworks-21': {
      question: 'Le Penseur d’Auguste Rodin a d’abord été conçu pour quelle œuvre plus vaste ?',
      answer: 'La Porte de l’Enfer',
      wrong: ['Les Bourgeois de Calais', 'Le Monument à Balzac', 'L’Âge d’airain'],
      explanation:
        'Vers 1880, Rodin a imaginé la figure assise au-dessus de ses portes de bronze inspirées de l’Enfer de Dante ; elle est ensuite devenue une sculpture indépendante, agrandie.',
    },
    'artworks-22': {
      question: 'Les Nymphéas de Claude Monet représentent le bassin de son jardin, dans quel village ?',
      answer: 'Giverny',
      wrong: ['Argenteuil', 'Barbizon', 'Honfleur'],
      explanation:
        'Monet a vécu à Giverny de 1883 à sa mort, en 1926. Ses plus grands panneaux des Nymphéas occupent deux salles ovales du musée de l’Orangerie, à Paris.',
    },
    'artworks-23': {
      question:
        'Dans Les Époux Arnolfini (1434) de Jan van Eyck, quel objet, sur le mur du fond, reflète la scène ?',
      answer: 'Un miroir convexe',
      wrong: ['Une fenêtre donnant sur un canal', 'Un plat de laiton poli', 'Une vitrine'],
      explanation:
        'Le miroir rond montre le couple de dos et deux personnages sur le seuil ; au-dessus, van Eyck a écrit qu’il était là. Le panneau est à la National Gallery de Londres.',
    },
    'artworks-24': {
      question: 'Qui a peint L’École d’Athènes, au Vatican ?',
      answer: 'Raphaël',
      wrong: ['Michel-Ange', 'Le Pérugin', 'Léonard de Vinci'],
      explanation:
        'Raphaël a peint la fresque en 1509–1511 dans la chambre de la Signature, réunissant les philosophes de l’Antiquité autour de Platon et d’Aristote.',
    },
    'artworks-25': {
      question: 'Quel mouvement Les Demoiselles d’Avignon (1907) de Picasso ont-elles contribué à lancer ?',
      answer: 'Le cubisme',
      wrong: ['Le fauvisme', 'Le surréalisme', 'Le futurisme'],
      explanation:
        'Ses figures anguleuses et fragmentées, influencées par la sculpture ibérique et les masques africains, ont ouvert la voie au cubisme que Picasso a développé avec Georges Braque. Le tableau est au MoMA.',
    },
    'artworks-26': {
      question:
        'Van Gogh a peint sa série des Tournesols en 1888 pour décorer sa maison, dans quelle ville ?',
      answer: 'Arles',
      wrong: ['Auvers-sur-Oise', 'Saint-Rémy-de-Provence', 'Nuenen'],
      explanation:
        'Il les a peints dans la Maison jaune d’Arles en attendant que Paul Gauguin le rejoigne, et en a fait plusieurs répétitions l’hiver suivant.',
    },
    'artworks-27': {
      question: 'Quels mots figurent sous la pipe dans La Trahison des images (1929) de René Magritte ?',
      answer: 'Ceci n’est pas une pipe',
      wrong: ['Ceci est une pipe', 'La pipe de Magritte', 'Le rêve d’une pipe'],
      explanation:
        'Par ce trait d’humour surréaliste, Magritte nous rappelle que la peinture d’une pipe n’est qu’une image, et non l’objet lui-même.',
    },
    'artworks-28': {
      question:
        'Qui a réalisé les Campbell’s Soup Cans (1962), trente-deux toiles montrant chacune un parfum de soupe ?',
      answer: 'Andy Warhol',
      wrong: ['Roy Lichtenstein', 'Jasper Johns', 'Claes Oldenburg'],
      explanation:
        'Les boîtes de soupe de Warhol, aujourd’hui au MoMA, ont fait d’un produit de supermarché une œuvre d’art et sont devenues un emblème du pop art.',
    },
    'artworks-29': {
      question:
        'Qui a peint Nighthawks (1942), avec ses clients attablés dans un diner vivement éclairé, ouvert toute la nuit ?',
      answer: 'Edward Hopper',
      wrong: ['Grant Wood', 'Georgia O’Keeffe', 'Norman Rockwell'],
      explanation:
        'Cette image de la solitude dans la ville moderne, signée Hopper, est conservée à l’Art Institute of Chicago.',
    },
    'artworks-30': {
      question:
        'Qui a peint Le Voyageur contemplant une mer de nuages, un homme vu de dos sur un sommet rocheux ?',
      answer: 'Caspar David Friedrich',
      wrong: ['William Turner', 'John Constable', 'Eugène Delacroix'],
      explanation:
        'Peint vers 1818, il est devenu un emblème du romantisme allemand et de l’individu face au sublime. Il est conservé à la Kunsthalle de Hambourg.',
    },
    'artworks-31': {
      question: 'Que représente Le Trois Mai 1808 de Francisco de Goya ?',
      answer: 'Des soldats de Napoléon fusillant des civils espagnols à Madrid',
      wrong: ['La prise de la Bastille', 'La bataille de Trafalgar', 'Le couronnement de Joseph Bonaparte'],
      explanation:
        'Goya l’a peint en 1814 pour commémorer le soulèvement de Madrid contre l’occupation française. Il est au Prado.',
    },
    'artworks-32': {
      question:
        'Les grilles de lignes noires et d’aplats rouges, bleus et jaunes de Piet Mondrian appartiennent à quel mouvement ?',
      answer: 'De Stijl',
      wrong: ['Le fauvisme', 'Le futurisme', 'L’Art nouveau'],
      explanation:
        'De Stijl (« le style ») est né aux Pays-Bas en 1917 autour de la revue du même nom ; il réduisait l’art aux lignes droites et aux couleurs primaires.',
    },
    'artworks-33': {
      question:
        'Où Le Déjeuner sur l’herbe d’Édouard Manet a-t-il été montré pour la première fois, en 1863 ?',
      answer: 'Au Salon des refusés',
      wrong: [
        'À la première exposition impressionniste',
        'À la Royal Academy de Londres',
        'À l’Exposition universelle',
      ],
      explanation:
        'Refusé par le jury du Salon officiel, il a été exposé au Salon des refusés, organisé sur ordre de Napoléon III, où sa femme nue pique-niquant avec des hommes habillés a fait scandale.',
    },
    'artworks-34': {
      question: 'Quel tableau de la Renaissance Manet a-t-il délibérément repris dans son Olympia (1863) ?',
      answer: 'La Vénus d’Urbin de Titien',
      wrong: [
        'La Naissance de Vénus de Botticelli',
        'La Joconde de Léonard de Vinci',
        'L’École d’Athènes de Raphaël',
      ],
      explanation:
        'Olympia reprend la pose allongée de la Vénus de Titien, mais fait de la déesse une Parisienne de son temps ; le tableau a déclenché un tollé au Salon de 1865.',
    },
    'artworks-35': {
      question: 'Qui a peint La Vénus d’Urbin, aujourd’hui aux Offices ?',
      answer: 'Titien',
      wrong: ['Giorgione', 'Raphaël', 'Le Tintoret'],
      explanation:
        'Le maître vénitien Titien l’a peinte dans les années 1530 pour Guidobaldo della Rovere, futur duc d’Urbin, d’où le nom du tableau.',
    },
    'artworks-36': {
      question:
        'Qui a peint Des glaneuses (1857), trois paysannes ramassant les épis laissés après la moisson ?',
      answer: 'Jean-François Millet',
      wrong: ['Gustave Courbet', 'Camille Corot', 'Honoré Daumier'],
      explanation:
        'Cette image pleine de dignité de la pauvreté rurale, œuvre de Millet, est un jalon du réalisme ; elle est exposée au musée d’Orsay.',
    },
    'artworks-37': {
      question:
        'Qui a peint Bal du moulin de la Galette (1876), un bal du dimanche sous le soleil de Montmartre ?',
      answer: 'Pierre-Auguste Renoir',
      wrong: ['Edgar Degas', 'Camille Pissarro', 'Claude Monet'],
      explanation:
        'Renoir a peint ce bal en plein air, baigné d’une lumière qui filtre à travers les arbres : une œuvre clé de l’impressionnisme, aujourd’hui au musée d’Orsay.',
    },
    'artworks-38': {
      question:
        'Quelle peintre baroque a réalisé les célèbres versions de Judith décapitant Holopherne conservées à Naples et aux Offices ?',
      answer: 'Artemisia Gentileschi',
      wrong: ['Sofonisba Anguissola', 'Lavinia Fontana', 'Elisabetta Sirani'],
      explanation:
        'Artemisia Gentileschi a peint l’héroïne biblique avec une force inédite : la version de Naples date d’environ 1612–1613, celle des Offices d’environ 1620.',
    },
    'artworks-39': {
      question:
        'La Vocation de saint Matthieu du Caravage se trouve toujours là où elle a été installée. Où est-ce ?',
      answer: 'Dans la chapelle Contarelli de Saint-Louis-des-Français, à Rome',
      wrong: [
        'Dans la chapelle Sixtine, au Vatican',
        'Dans la basilique Saint-Marc, à Venise',
        'Dans la chapelle Brancacci, à Florence',
      ],
      explanation:
        'Achevée en 1599–1600, elle montre un rayon de lumière qui suit la main tendue du Christ vers le collecteur d’impôts, une marque du clair-obscur dramatique du Caravage.',
    },
    'artworks-40': {
      question:
        'Qui a sculpté L’Extase de sainte Thérèse, dans l’église Santa Maria della Vittoria, à Rome ?',
      answer: 'Le Bernin',
      wrong: ['Antonio Canova', 'Michel-Ange', 'Donatello'],
      explanation:
        'Le Bernin a créé la chapelle Cornaro en 1647–1652, unissant marbre, rayons dorés et lumière cachée dans l’une des grandes œuvres théâtrales du baroque.',
    },
    'artworks-41': {
      question:
        'L’Escarpolette (1767) de Fragonard, où une jeune femme en rose fait voler son soulier, est une œuvre clé de quel style ?',
      answer: 'Le rococo',
      wrong: ['Le baroque', 'Le néoclassicisme', 'Le romantisme'],
      explanation:
        'Son sujet badin, ses couleurs pastel et ses feuillages vaporeux sont typiques du rococo. Le tableau est à la Wallace Collection, à Londres.',
    },
    'artworks-42': {
      question:
        'Le Serment des Horaces (1784) de Jacques-Louis David, au Louvre, est le manifeste de quel style ?',
      answer: 'Le néoclassicisme',
      wrong: ['Le rococo', 'Le romantisme', 'Le réalisme'],
      explanation:
        'Trois frères romains jurent de combattre pour leur cité, dans une composition austère, en frise, qui rejetait la frivolité du rococo.',
    },
    'artworks-43': {
      question:
        'Qui a peint La Grande Odalisque (1814), aujourd’hui au Louvre, célèbre pour son dos d’une longueur impossible ?',
      answer: 'Jean-Auguste-Dominique Ingres',
      wrong: ['Eugène Delacroix', 'Jacques-Louis David', 'Théodore Chassériau'],
      explanation:
        'Les critiques ont reproché à l’odalisque d’avoir des vertèbres en trop ; Ingres avait allongé son dos à dessein, pour l’élégance de la ligne.',
    },
    'artworks-44': {
      question:
        'Qui a peint le Carré noir, montré pour la première fois en 1915 et accroché haut dans un angle, comme une icône ?',
      answer: 'Kasimir Malevitch',
      wrong: ['Vassily Kandinsky', 'El Lissitzky', 'Alexandre Rodtchenko'],
      explanation:
        'Malevitch a présenté le Carré noir à l’exposition 0,10 de Petrograd comme le point de départ du suprématisme, un art de la forme géométrique pure.',
    },
    'artworks-45': {
      question:
        'Qui a présenté Fontaine, un urinoir de série signé « R. Mutt », à une exposition new-yorkaise en 1917 ?',
      answer: 'Marcel Duchamp',
      wrong: ['Man Ray', 'Francis Picabia', 'Jean Arp'],
      explanation:
        'Refusé par la Society of Independent Artists, ce ready-made de Duchamp est devenu le geste le plus célèbre associé à Dada.',
    },
    'artworks-46': {
      question: 'Lequel de ces tableaux de Johannes Vermeer est au Louvre ?',
      answer: 'La Dentellière',
      wrong: ['La Laitière', 'Vue de Delft', 'La Jeune Fille à la perle'],
      explanation:
        'La Dentellière, l’un des plus petits tableaux de Vermeer, est entrée au Louvre en 1870. La Laitière est à Amsterdam, les deux autres à La Haye.',
    },
    'artworks-47': {
      question: 'Quel est le titre officiel du tableau connu sous le nom de La Mère de Whistler ?',
      answer: 'Arrangement en gris et noir n° 1',
      wrong: ['Symphonie en blanc n° 1', 'Nocturne en noir et or', 'Harmonie en bleu et or'],
      explanation:
        'Whistler a peint sa mère en 1871 et a donné à l’œuvre un titre musical pour souligner la couleur et la forme ; l’État français l’a achetée en 1891, et elle est aujourd’hui au musée d’Orsay.',
    },
    'artworks-48': {
      question:
        'Qui a peint La Charrette de foin (1821), un chariot traversant une rivière dans la campagne du Suffolk ?',
      answer: 'John Constable',
      wrong: ['William Turner', 'Thomas Gainsborough', 'Thomas Cole'],
      explanation:
        'La Charrette de foin a remporté une médaille d’or au Salon de Paris de 1824 et a impressionné des peintres français comme Delacroix. Elle est à la National Gallery de Londres.',
    },
    'artworks-49': {
      question:
        'Le Dernier Voyage du Téméraire (1839) de William Turner montre un navire de guerre qui avait combattu lors de quelle bataille ?',
      answer: 'Trafalgar',
      wrong: ['Waterloo', 'Aboukir', 'Copenhague'],
      explanation:
        'Le HMS Temeraire a combattu à Trafalgar en 1805 ; Turner le montre tiré par un remorqueur à vapeur vers la démolition en 1838, sous un coucher de soleil flamboyant.',
    },
    'artworks-50': {
      question:
        'Quel mouvement le manifeste de Filippo Tommaso Marinetti, publié dans Le Figaro en 1909, a-t-il lancé ?',
      answer: 'Le futurisme',
      wrong: ['Le cubisme', 'Dada', 'Le suprématisme'],
      explanation:
        'Le futurisme célébrait la vitesse, les machines et la ville moderne ; le bronze d’Umberto Boccioni Formes uniques de la continuité dans l’espace (1913) est l’une de ses icônes.',
    },
    'artworks-51': {
      question: 'Qui a écrit le premier Manifeste du surréalisme, en 1924 ?',
      answer: 'André Breton',
      wrong: ['Tristan Tzara', 'Guillaume Apollinaire', 'Salvador Dalí'],
      explanation:
        'Breton a défini le surréalisme comme un « automatisme psychique pur », un art puisant dans le rêve et l’inconscient ; Dalí et Magritte ont ensuite rejoint le mouvement.',
    },
    'artworks-52': {
      question: 'Comment Jackson Pollock réalisait-il des tableaux comme Autumn Rhythm (Number 30) (1950) ?',
      answer: 'En faisant couler et goutter la peinture sur une toile posée au sol',
      wrong: [
        'En projetant de la peinture à travers des pochoirs',
        'En pressant des objets peints sur la toile',
        'En brûlant la toile au chalumeau',
      ],
      explanation:
        'Les drippings de Pollock, réalisés en tournant autour de la toile posée au sol de l’atelier, sont des jalons de l’expressionnisme abstrait.',
    },
    'artworks-53': {
      question:
        'Van Gogh, Cézanne, Gauguin et Seurat sont réunis sous quelle étiquette, inventée par le critique Roger Fry en 1910 ?',
      answer: 'Le postimpressionnisme',
      wrong: ['L’expressionnisme', 'Le fauvisme', 'Le symbolisme'],
      explanation:
        'L’exposition londonienne de Fry, Manet and the Post-Impressionists, a donné leur nom aux peintres qui, partis de l’impressionnisme, sont allés au-delà de la seule notation de la lumière.',
    },
  },
};
