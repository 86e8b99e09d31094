import type { PlacesPack } from '../../places/texts';

/*
 * Les villes et les lieux de la carte en français. Les espaces insécables (U+00A0) précèdent les deux-points,
 * points-virgules, points d’exclamation et d’interrogation, encadrent les guillemets et séparent les milliers,
 * les heures (9 h 30) et les unités (330 m) ; chaque nombre est celui de la source anglaise.
 */
const places: PlacesPack = {
  destinations: {
    paris: {
      name: 'Paris',
      country: 'France',
      description:
        'La capitale française, sur la Seine, où se trouvent le Louvre, le musée d’Orsay et Notre-Dame, et d’où part le parcours muséal d’ArtVoyage.',
    },
    rome: {
      name: 'Rome',
      country: 'Italie',
      description:
        'La Ville éternelle : les vestiges de la Rome antique, comme le Colisée et le Forum, des places et des fontaines baroques, et la Cité du Vatican enclavée dans ses murs.',
    },
    florence: {
      name: 'Florence',
      country: 'Italie',
      description:
        'Capitale de la Toscane et berceau de la Renaissance, avec la coupole de Brunelleschi, les Offices et le David de Michel-Ange.',
    },
    venice: {
      name: 'Venise',
      country: 'Italie',
      description:
        'Une ville de canaux bâtie sur les îles d’une lagune de l’Adriatique, autrefois capitale d’une république maritime et patrie de l’école vénitienne de peinture.',
    },
    athens: {
      name: 'Athènes',
      country: 'Grèce',
      description:
        'La capitale grecque, berceau de la démocratie et de la philosophie classiques, que couronnent l’Acropole et le Parthénon.',
    },
    cairo: {
      name: 'Le Caire',
      country: 'Égypte',
      description:
        'La capitale de l’Égypte, sur le Nil, avec les antiquités du Musée égyptien de la place Tahrir et les mosquées et les marchés du Caire islamique ; les trésors de Toutânkhamon sont désormais exposés au Grand Musée égyptien, dans la ville voisine de Gizeh.',
    },
    giza: {
      name: 'Gizeh',
      country: 'Égypte',
      description:
        'La ville de la rive ouest du Nil, dans l’agglomération du Caire, dont le plateau désertique porte les pyramides de Khéops, Khéphren et Mykérinos et le Grand Sphinx ; tout près, le Grand Musée égyptien expose les trésors de Toutânkhamon depuis novembre 2025.',
    },
    amsterdam: {
      name: 'Amsterdam',
      country: 'Pays-Bas',
      description:
        'La capitale néerlandaise des canaux et des maisons à pignon, avec La Ronde de nuit de Rembrandt au Rijksmuseum et la plus grande collection Van Gogh au monde.',
    },
    london: {
      name: 'Londres',
      country: 'Royaume-Uni',
      description:
        'La capitale britannique, sur la Tamise, dont les grands musées nationaux, comme le British Museum et la National Gallery, sont d’accès gratuit.',
    },
    madrid: {
      name: 'Madrid',
      country: 'Espagne',
      description:
        'La capitale espagnole, dont le Paseo del Prado réunit le musée du Prado, le musée Reina Sofía et le musée Thyssen-Bornemisza.',
    },
    vienna: {
      name: 'Vienne',
      country: 'Autriche',
      description:
        'La capitale autrichienne, ancienne résidence des Habsbourg, avec ses palais impériaux, la cathédrale Saint-Étienne et le Kunsthistorisches Museum.',
    },
    barcelona: {
      name: 'Barcelone',
      country: 'Espagne',
      description:
        'La capitale catalane, au bord de la Méditerranée, façonnée par les édifices modernistes d’Antoni Gaudí, comme la Sagrada Família et le parc Güell.',
    },
    berlin: {
      name: 'Berlin',
      country: 'Allemagne',
      description:
        'La capitale allemande, où la porte de Brandebourg et les vestiges du mur de Berlin rappellent la division de la ville de 1961 à 1989.',
    },
    prague: {
      name: 'Prague',
      country: 'Tchéquie',
      description:
        'La capitale tchèque, sur la Vltava, avec un centre historique en grande partie intact, le château de Prague et le pont Charles, de style gothique.',
    },
    istanbul: {
      name: 'Istanbul',
      country: 'Turquie',
      description:
        'La ville du Bosphore qui fut Byzance puis Constantinople, capitale des empires byzantin et ottoman, avec Sainte-Sophie et la Mosquée bleue.',
    },
  },
  landmarks: {
    // Paris
    'eiffel-tower': {
      name: 'Tour Eiffel',
      description:
        'La tour en fer puddlé de Gustave Eiffel, construite pour l’Exposition universelle de 1889, haute de 330 m avec ses antennes ; ascenseurs et escaliers mènent à deux étages et au sommet.',
      opening_hours: 'Généralement tous les jours de 9 h 30 à 23 h 45 (dès 9 h en été)',
      culturalContext:
        'La tour Eiffel fut construite par l’entreprise de Gustave Eiffel pour l’Exposition universelle de 1889, qui célébrait le centenaire de la Révolution française, d’après un projet de ses ingénieurs Maurice Koechlin et Émile Nouguier et de l’architecte Stephen Sauvestre. Nombre d’artistes et d’écrivains protestèrent contre elle pendant sa construction ; elle resta pourtant la plus haute structure du monde jusqu’en 1930. Elle ne devait rester debout que vingt ans, et son usage pour les transmissions radio contribua à la sauver.',
      visitTips: [
        'Réservez en ligne bien à l’avance vos billets pour l’ascenseur, surtout en été et le week-end ; l’attente pour l’escalier jusqu’au deuxième étage est souvent plus courte.',
        'Venez tôt le matin ou à la nuit tombée, quand la tour scintille quelques minutes au début de chaque heure.',
        'Pour la photo classique de la tour entière, traversez la Seine jusqu’aux jardins du Trocadéro ou descendez le Champ-de-Mars.',
      ],
    },
    'louvre-pyramid': {
      name: 'Pyramide du Louvre',
      description:
        'La pyramide de verre de Ieoh Ming Pei, inaugurée en 1989, est l’entrée principale du Louvre, l’ancien palais royal devenu le musée d’art le plus visité au monde.',
      opening_hours: 'Généralement de 9 h à 18 h, jusqu’à 21 h le mercredi et le vendredi ; fermé le mardi',
      culturalContext:
        'Le Louvre fut d’abord une forteresse bâtie par Philippe Auguste vers 1190, devint un palais royal puis ouvrit comme musée public en 1793, pendant la Révolution française. Le président François Mitterrand choisit Ieoh Ming Pei pour dessiner la pyramide du Louvre dans le cadre de son projet du Grand Louvre ; son modernisme de verre et d’acier, au cœur de la cour Napoléon historique, fit l’objet de vifs débats avant de devenir un symbole de Paris.',
      visitTips: [
        'Réservez à l’avance un billet horodaté en ligne ; l’entrée par le Carrousel du Louvre est souvent plus rapide que celle de la pyramide.',
        'Arrivez dès l’ouverture ou venez en nocturne, et commencez par les œuvres les plus célèbres, avant l’arrivée de la foule.',
        'Les visites guidées d’ArtVoyage mènent à dix de ses chefs-d’œuvre par de courts parcours tout tracés.',
        'Le jardin des Tuileries et le musée de l’Orangerie sont à quelques pas, à l’ouest.',
      ],
    },
    'notre-dame-paris': {
      name: 'Notre-Dame de Paris',
      description:
        'La cathédrale gothique de l’île de la Cité, commencée en 1163, gravement endommagée par l’incendie d’avril 2019 et rouverte en décembre 2024 après sa restauration.',
      opening_hours:
        'Généralement en semaine de 7 h 50 à 19 h (le jeudi jusqu’à 22 h), le week-end de 8 h 15 à 19 h 30',
      culturalContext:
        'Notre-Dame de Paris fut commencée en 1163 sous l’évêque Maurice de Sully et en grande partie achevée au milieu du XIVe siècle ; avec ses arcs-boutants et ses grandes roses, c’est une œuvre phare de l’architecture gothique française. Napoléon y fut sacré empereur en 1804, scène que Jacques-Louis David peignit dans Le Sacre de Napoléon, aujourd’hui au Louvre. Le roman de Victor Hugo paru en 1831 ranima l’intérêt pour l’édifice délaissé et conduisit à sa restauration par Jean-Baptiste Lassus et Eugène Viollet-le-Duc, dont la flèche, détruite dans l’incendie de 2019, a été reconstruite.',
      visitTips: [
        'L’entrée est gratuite ; réserver en ligne un créneau gratuit raccourcit généralement l’attente.',
        'Venez tôt le matin ou en soirée pour éviter les plus longues files.',
        'La Sainte-Chapelle, avec ses murs de vitraux, est à quelques minutes à pied, sur la même île.',
      ],
    },
    'sacre-coeur': {
      name: 'Basilique du Sacré-Cœur',
      description:
        'La basilique blanche de style romano-byzantin au sommet de Montmartre, construite de 1875 à 1914 et consacrée en 1919 ; son dôme offre l’une des vues les plus hautes sur Paris.',
      opening_hours:
        'Généralement tous les jours de 6 h 30 à 22 h 30 ; le dôme (payant) ouvre moins longtemps',
      culturalContext:
        'La basilique du Sacré-Cœur fut construite après la défaite de la France dans la guerre franco-prussienne de 1870-1871, comme un vœu national de pénitence, sur les plans de l’architecte Paul Abadie. Sa pierre de travertin libère de la calcite sous la pluie, ce qui garde la basilique blanche. Son grand bourdon, la Savoyarde, est la plus grosse cloche de France.',
      visitTips: [
        'Montez sur la butte tôt le matin pour une visite plus paisible, ou prenez le funiculaire de Montmartre pour éviter les marches.',
        'Le dôme a une entrée payante à part et quelque 300 marches, pour l’une des vues les plus hautes sur Paris.',
        'Le coucher de soleil depuis les marches devant la basilique est un classique parisien.',
      ],
    },
    'arc-de-triomphe': {
      name: 'Arc de triomphe',
      description:
        'L’arc de triomphe de Napoléon, en haut des Champs-Élysées, achevé en 1836, qui surmonte la tombe du Soldat inconnu ; sa terrasse domine les douze avenues de l’Étoile.',
      opening_hours: 'Généralement tous les jours de 10 h à 23 h (jusqu’à 22 h 30 d’octobre à mars)',
      culturalContext:
        'Napoléon commanda l’Arc de triomphe en 1806, après sa victoire d’Austerlitz, pour honorer les armées françaises ; dessiné par Jean-François Chalgrin, il ne fut achevé qu’en 1836, sous le roi Louis-Philippe. Parmi ses sculptures figure Le Départ des volontaires de 1792 de François Rude, dit La Marseillaise. Un Soldat inconnu de la Première Guerre mondiale y fut inhumé en 1921, et la flamme du souvenir allumée en 1923 est ravivée chaque soir.',
      visitTips: [
        'Ne traversez jamais le rond-point à pied : empruntez le passage souterrain depuis les Champs-Élysées.',
        'Assistez au ravivage de la flamme sur la tombe du Soldat inconnu, chaque soir vers 18 h 30.',
        'Gravissez au coucher du soleil les quelque 280 marches jusqu’à la terrasse, pour la vue sur les Champs-Élysées jusqu’au Louvre et sur la tour Eiffel.',
      ],
    },
    'musee-d-orsay': {
      name: 'Musée d’Orsay',
      description:
        'Une ancienne gare de style Beaux-Arts, ouverte comme musée en 1986, qui abrite la plus grande collection au monde de peintures impressionnistes et postimpressionnistes.',
      opening_hours:
        'Généralement du mardi au dimanche de 9 h 30 à 18 h, le jeudi jusqu’à 21 h 45 ; fermé le lundi',
      culturalContext:
        'Le musée d’Orsay occupe la gare d’Orsay, construite par l’architecte Victor Laloux pour l’Exposition universelle de 1900. Ses quais devinrent trop courts pour les trains modernes et, après des décennies d’abandon, elle fut transformée en musée de l’art de 1848 à 1914, qui prend le relais là où s’arrêtent les collections du Louvre. Ses grandes horloges de gare regardent toujours la Seine.',
      visitTips: [
        'Réservez un billet horodaté en ligne et commencez par les impressionnistes, au dernier étage, avant que les salles ne se remplissent.',
        'Les nocturnes du jeudi sont généralement plus calmes.',
        'La passerelle Léopold-Sédar-Senghor traverse la Seine vers le jardin des Tuileries, le musée de l’Orangerie et le Louvre.',
      ],
    },
    'sainte-chapelle': {
      name: 'Sainte-Chapelle',
      description:
        'La chapelle royale bâtie pour Louis IX et consacrée en 1248 pour abriter la couronne d’épines ; sa chapelle haute est entièrement vitrée de quinze immenses verrières.',
      opening_hours:
        'Généralement tous les jours de 9 h à 19 h d’avril à septembre, de 9 h à 17 h d’octobre à mars ; depuis 2026, les visiteurs venus de l’extérieur de l’Espace économique européen paient plus cher que les résidents de l’EEE',
      culturalContext:
        'Le roi Louis IX, futur Saint Louis, fit bâtir la Sainte-Chapelle dans son palais de l’île de la Cité pour abriter la couronne d’épines et d’autres reliques de la Passion, qu’il avait achetées à l’empereur latin de Constantinople. Consacrée en 1248 après quelques années seulement de chantier, elle est un chef-d’œuvre du gothique rayonnant, et ses vitraux montrent plus d’un millier de scènes de la Bible. La couronne d’épines est aujourd’hui conservée à Notre-Dame.',
      visitTips: [
        'Venez par une journée ensoleillée, idéalement le matin ou en début d’après-midi, quand la lumière inonde les vitraux.',
        'Réservez un billet horodaté en ligne et prévoyez un contrôle de sécurité, car la chapelle se trouve dans l’enceinte du Palais de justice.',
        'Un billet couplé avec la Conciergerie voisine est généralement proposé, et Notre-Dame est à quelques minutes à pied.',
      ],
    },
    'pantheon-paris': {
      name: 'Panthéon',
      description:
        'Construit comme église Sainte-Geneviève et achevé en 1790, il devint le mausolée de grands citoyens français comme Voltaire, Victor Hugo et Marie Curie.',
      opening_hours:
        'Généralement tous les jours de 10 h à 18 h 30 d’avril à septembre, de 10 h à 18 h d’octobre à mars',
      culturalContext:
        'Le roi Louis XV fit le vœu de reconstruire l’église Sainte-Geneviève après s’être remis d’une grave maladie en 1744, et Jacques-Germain Soufflot conçut le Panthéon comme une église néoclassique surmontée d’un grand dôme. Sous la Révolution, il devint le mausolée des grands citoyens français, comme le dit son fronton : « Aux grands hommes la patrie reconnaissante ». En 1851, Léon Foucault suspendit son pendule à la coupole pour démontrer la rotation de la Terre, et un pendule y oscille toujours.',
      visitTips: [
        'Visitez la crypte, où reposent Voltaire, Victor Hugo, Marie Curie et bien d’autres.',
        'Du printemps à l’automne, la colonnade qui entoure le dôme se visite généralement avec un billet horodaté, pour une vue sur Paris.',
        'Le jardin du Luxembourg est à quelques minutes à pied.',
      ],
    },
    'musee-de-l-orangerie': {
      name: 'Musée de l’Orangerie',
      description:
        'Un musée du jardin des Tuileries dont les deux salles ovales furent conçues avec Claude Monet pour présenter ses huit grands panneaux des Nymphéas, ouvertes au public en 1927.',
      opening_hours: 'Généralement du mercredi au lundi de 9 h à 18 h ; fermé le mardi',
      culturalContext:
        'L’Orangerie fut construite en 1852 pour abriter les orangers du jardin des Tuileries. Après l’armistice de novembre 1918, Claude Monet offrit à l’État français ses Nymphéas comme un monument à la paix ; ils furent installés après sa mort, en 1926, et les salles ouvrirent en 1927. Le musée de l’Orangerie présente aussi la collection Walter-Guillaume, avec des tableaux de Renoir, Cézanne, Matisse et Picasso.',
      visitTips: [
        'Venez à l’ouverture ou en fin d’après-midi pour vous asseoir au calme dans les salles des Nymphéas, éclairées par la lumière du jour venue d’en haut.',
        'Comptez une heure ou deux : le musée est petit et se combine bien avec le Louvre, de l’autre côté du jardin des Tuileries, ou avec le musée d’Orsay.',
        'Un billet couplé avec le musée d’Orsay est généralement proposé.',
      ],
    },
    'luxembourg-garden': {
      name: 'Jardin du Luxembourg',
      description:
        'Le jardin du palais du Luxembourg, aménagé pour Marie de Médicis à partir de 1612, avec son bassin octogonal, la fontaine Médicis et plus d’une centaine de statues.',
      opening_hours:
        'Généralement tous les jours d’environ 7 h 30 à la tombée de la nuit (les horaires varient selon la saison)',
      culturalContext:
        'Marie de Médicis, veuve du roi Henri IV, fit créer le palais du Luxembourg et son jardin à partir de 1612, en s’inspirant du palais Pitti et du jardin de Boboli de sa Florence natale. Le palais abrite aujourd’hui le Sénat, qui gère toujours le jardin du Luxembourg. On y trouve notamment une série de statues de reines de France et une petite réplique de la statue de la Liberté de Bartholdi.',
      visitTips: [
        'Les enfants peuvent faire voguer de petits voiliers en bois sur le bassin octogonal, une tradition parisienne.',
        'Installez-vous sur l’une des célèbres chaises vertes en métal, au soleil, près du bassin ou de la fontaine Médicis.',
        'Le Panthéon est à quelques minutes à pied.',
      ],
    },
    // Rome
    colosseum: {
      name: 'Colisée',
      description:
        'L’amphithéâtre Flavien, inauguré en 80 apr. J.-C., le plus grand amphithéâtre du monde romain, où quelque 50 000 spectateurs assistaient aux combats de gladiateurs et aux chasses d’animaux.',
      opening_hours: 'Généralement tous les jours de 8 h 30 jusqu’à une heure avant le coucher du soleil',
      culturalContext:
        'L’empereur Vespasien commença le Colisée au début des années 70 apr. J.-C., à l’emplacement du lac de la Maison dorée de Néron, et son fils Titus l’inaugura en 80 apr. J.-C. par cent jours de jeux. Son nom vient probablement du Colosse, une statue géante de Néron en bronze qui se dressait tout près. Au fil des siècles, des séismes abattirent une partie de son anneau extérieur, et une grande partie de ses pierres fut réemployée dans les églises et les palais de Rome.',
      visitTips: [
        'Réservez bien à l’avance des billets horodatés sur le site officiel ; en haute saison, ils sont généralement épuisés.',
        'Venez à l’ouverture ou en fin d’après-midi pour éviter le plus fort de la chaleur et de la foule, et emportez de l’eau en été.',
        'Le billet donne généralement aussi accès au Forum romain et au Palatin voisins : prévoyez au moins une demi-journée pour les trois.',
        'L’arène et les souterrains ne se visitent qu’avec des billets spéciaux.',
      ],
    },
    'roman-forum': {
      name: 'Forum romain',
      description:
        'Le cœur politique et religieux de la Rome antique, une vallée de temples, de basiliques et d’arcs de triomphe au pied du Palatin ; un même billet le réunit au Colisée.',
      opening_hours: 'Généralement tous les jours de 9 h jusqu’à une heure avant le coucher du soleil',
      culturalContext:
        'Pendant des siècles, le Forum romain fut le centre de la vie publique à Rome : les citoyens s’y retrouvaient, on y jugeait les procès, et les généraux victorieux y défilaient en triomphe le long de la Voie sacrée. Ses ruines couvrent plus de mille ans d’histoire, jusqu’à la colonne de Phocas, élevée en 608 apr. J.-C., le dernier monument qui y fut ajouté. Après la chute de Rome, il fut enseveli sous les décombres et servit de pâturage, le Campo Vaccino, jusqu’à ce que les fouilles le mettent au jour à partir du XVIIIe siècle.',
      visitTips: [
        'Le billet est généralement commun avec le Colisée et le Palatin ; réservez à l’avance et portez des chaussures confortables pour le dallage inégal.',
        'L’ombre est rare : visitez-le tôt le matin ou en fin d’après-midi, avec de l’eau et un chapeau en été.',
        'Pour embrasser tout le Forum du regard, contemplez-le depuis les terrasses du Palatin ou du Capitole.',
      ],
    },
    'pantheon-rome': {
      name: 'Panthéon',
      description:
        'Le temple d’Hadrien dédié à tous les dieux, reconstruit vers 125 apr. J.-C. et devenu église en 609 ; sa coupole de béton non armé, de 43 m de diamètre, s’ouvre sur le ciel par l’oculus.',
      opening_hours: 'Généralement tous les jours de 9 h à 19 h (dernière entrée à 18 h 30)',
      culturalContext:
        'Marcus Agrippa bâtit le premier Panthéon de Rome dans les années 20 av. J.-C. ; l’édifice actuel fut reconstruit sous l’empereur Hadrien vers 125 apr. J.-C., mais l’inscription de son portique nomme toujours Agrippa. Il a survécu en grande partie intact parce qu’il fut consacré en 609 comme église Sainte-Marie-aux-Martyrs. Le peintre Raphaël y est inhumé, de même que les deux premiers rois de l’Italie unifiée.',
      visitTips: [
        'Il est généralement conseillé de réserver une entrée horodatée en ligne, car les files s’allongent dès la fin de la matinée.',
        'Levez les yeux vers l’oculus : par beau temps, un disque de lumière glisse sur la coupole, et quand il pleut, l’eau s’écoule par de petits trous dans le sol.',
        'La place Navone et la fontaine de Trevi sont chacune à moins de dix minutes à pied.',
      ],
    },
    'trevi-fountain': {
      name: 'Fontaine de Trevi',
      description:
        'La fontaine baroque de Nicola Salvi, achevée en 1762, où Océan se dresse sur un char en forme de coquillage ; les visiteurs y lancent une pièce par-dessus l’épaule pour être sûrs de revenir à Rome.',
      opening_hours:
        'La place est toujours accessible ; l’espace payant au bord du bassin ouvre généralement de 9 h jusqu’au soir',
      culturalContext:
        'La fontaine de Trevi marque l’aboutissement de l’Aqua Virgo, l’aqueduc qu’Agrippa acheva en 19 av. J.-C. et qui l’alimente toujours. Nicola Salvi remporta un concours organisé par le pape Clément XII et commença la fontaine en 1732, adossée au palais Poli ; elle fut achevée après sa mort par Giuseppe Pannini. La baignade d’Anita Ekberg dans ses eaux, dans La Dolce Vita de Federico Fellini (1960), la rendit célèbre dans le monde entier, et les pièces lancées par les visiteurs sont collectées et reversées à des œuvres de charité.',
      visitTips: [
        'Venez très tôt le matin ou tard le soir pour voir la fontaine sans la foule.',
        'La tradition veut qu’on lance la pièce de la main droite par-dessus l’épaule gauche.',
        'Il est interdit d’entrer dans la fontaine, sous peine d’amende.',
        'Le Panthéon et l’escalier de la Trinité-des-Monts sont chacun à quelques pas.',
      ],
    },
    'st-peters-basilica': {
      name: 'Basilique Saint-Pierre',
      description:
        'La basilique Renaissance de la Cité du Vatican, l’enclave pontificale au sein de Rome, bâtie de 1506 à 1626 au-dessus du tombeau traditionnel de saint Pierre et couronnée par la coupole de Michel-Ange.',
      opening_hours:
        'Généralement tous les jours de 7 h à 19 h 10 d’avril à septembre, de 7 h à 18 h 30 d’octobre à mars',
      culturalContext:
        'La basilique Saint-Pierre fut commencée en 1506 sous le pape Jules II, pour remplacer la basilique élevée au IVe siècle par l’empereur Constantin à l’endroit tenu pour le tombeau de saint Pierre. Parmi ses architectes figurent Bramante, Raphaël, Michel-Ange, auteur de la coupole, et Carlo Maderno, qui ajouta la nef et la façade ; Gian Lorenzo Bernini, dit le Bernin, dessina le baldaquin de bronze qui surmonte l’autel papal et les colonnades de la place Saint-Pierre. C’est l’une des plus grandes églises du monde.',
      visitTips: [
        'Portez une tenue correcte, épaules et genoux couverts, sans quoi l’entrée peut vous être refusée.',
        'Arrivez tôt le matin pour raccourcir la file du contrôle de sécurité sur la place Saint-Pierre.',
        'Ne manquez pas la Pietà de Michel-Ange, juste à droite de l’entrée.',
        'La montée à la coupole, en partie en ascenseur, est généralement payante et offre une vue sur Rome et les jardins du Vatican.',
      ],
    },
    'vatican-museums': {
      name: 'Musées du Vatican',
      description:
        'Les collections des papes, dans la Cité du Vatican, de la sculpture antique aux Chambres de Raphaël, avec pour aboutissement la chapelle Sixtine, sa voûte et le Jugement dernier de Michel-Ange.',
      opening_hours:
        'Généralement du lundi au samedi de 8 h à 19 h (dernière entrée à 17 h) ; fermé le dimanche, sauf le dernier du mois',
      culturalContext:
        'Les musées du Vatican sont nés des sculptures antiques réunies par le pape Jules II au début du XVIe siècle, parmi lesquelles le Laocoon, exhumé à Rome en 1506. Pour ce même pape, Michel-Ange peignit la voûte de la chapelle Sixtine entre 1508 et 1512, et Raphaël commença les chambres qui portent aujourd’hui son nom ; Michel-Ange revint peindre le Jugement dernier sur le mur de l’autel de 1536 à 1541. C’est toujours dans la chapelle Sixtine que les cardinaux se réunissent en conclave pour élire un nouveau pape.',
      visitTips: [
        'Réservez bien à l’avance des billets horodatés en ligne : sans réservation, l’attente peut être très longue.',
        'Comptez au moins trois heures ; le parcours vers la chapelle Sixtine passe par les Chambres de Raphaël.',
        'Les photos sont interdites dans la chapelle Sixtine, où l’on demande aux visiteurs de garder le silence ; épaules et genoux doivent être couverts.',
        'L’entrée est généralement gratuite, et la foule très dense, le dernier dimanche du mois.',
      ],
    },
    'spanish-steps': {
      name: 'Escalier de la Trinité-des-Monts',
      description:
        'L’escalier baroque de 135 marches, construit en 1723-1725, qui relie la place d’Espagne à l’église de la Trinité-des-Monts ; il est interdit de s’asseoir sur les marches.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'L’escalier de la Trinité-des-Monts fut construit en 1723-1725 d’après un projet de Francesco De Sanctis, financé par un legs du diplomate français Étienne Gueffier, pour relier la place en contrebas à l’église française de la Trinité-des-Monts ; on l’appelle en anglais Spanish Steps d’après l’ambassade d’Espagne près le Saint-Siège, située sur la place. À son pied se trouve la fontaine de la Barcaccia, en forme de barque, due à Pietro Bernini et à son fils Gian Lorenzo. Le poète anglais John Keats mourut en 1821 dans la maison voisine de l’escalier, aujourd’hui la Keats–Shelley House.',
      visitTips: [
        'Venez tôt le matin pour des photos sans la foule ; au printemps, l’escalier est souvent orné d’azalées.',
        'Il est interdit de s’asseoir ou de manger sur les marches, sous peine d’amende.',
        'Du haut, près de la Trinité-des-Monts, la vue plonge sur la via dei Condotti ; la fontaine de Trevi est à une dizaine de minutes à pied.',
      ],
    },
    'piazza-navona': {
      name: 'Place Navone',
      description:
        'Une place baroque qui reprend l’ovale du stade de Domitien, où la fontaine des Quatre-Fleuves du Bernin fait face à l’église Sant’Agnese in Agone de Borromini.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'La place Navone conserve la forme du stade de Domitien, construit au Ier siècle apr. J.-C. pour des compétitions athlétiques, et ses maisons reposent sur les gradins du stade. Au XVIIe siècle, le pape Innocent X, dont le palais familial donne sur la place, en fit une vitrine du baroque, avec la fontaine des Quatre-Fleuves de Gian Lorenzo Bernini, achevée en 1651. Selon une légende populaire, les dieux-fleuves du Bernin se détournent de l’église Sant’Agnese de Borromini, mais la fontaine fut terminée avant que la façade de l’église ne soit commencée.',
      visitTips: [
        'Venez le soir, quand les artistes de rue s’installent et que les fontaines sont illuminées.',
        'Les vestiges du stade de Domitien se visitent sous le niveau de la rue, à l’extrémité nord de la place.',
        'Le Panthéon est à cinq minutes à pied.',
      ],
    },
    // Florence
    'florence-cathedral': {
      name: 'Cathédrale de Florence',
      description:
        'Santa Maria del Fiore, commencée en 1296, dont la coupole de Filippo Brunelleschi (1420-1436) reste la plus grande coupole en briques jamais construite ; la montée à la coupole et au campanile demande un pass payant.',
      opening_hours:
        'Généralement du lundi au samedi de 10 h 15 à 15 h 45 ; le dimanche, ouverte seulement pour le culte',
      culturalContext:
        'La cathédrale de Florence fut commencée en 1296 sur des plans d’Arnolfo di Cambio. Filippo Brunelleschi éleva sa coupole de 1420 à 1436 sans les cintres de bois habituels, en disposant ses briques en arête de poisson, et Giotto dessina son campanile, commencé en 1334. Michel-Ange aurait surnommé Porte du Paradis les portes de bronze doré du baptistère voisin, œuvre de Lorenzo Ghiberti.',
      visitTips: [
        'L’entrée de la cathédrale est gratuite, mais la montée à la coupole, plus de 450 marches, exige un pass avec un créneau réservé.',
        'Couvrez épaules et genoux, et venez tôt le matin, avant que les files ne s’allongent.',
        'Montez au campanile de Giotto pour voir la coupole elle-même.',
        'La Porte du Paradis originale est au musée de la cathédrale, le Museo dell’Opera del Duomo, généralement inclus dans le pass.',
      ],
    },
    'ponte-vecchio': {
      name: 'Ponte Vecchio',
      description:
        'Le pont médiéval en pierre sur l’Arno, reconstruit en 1345, bordé de boutiques d’orfèvres et surmonté du corridor de Vasari ; le seul pont de Florence épargné en 1944.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'Le Ponte Vecchio fut reconstruit en pierre en 1345, après qu’une crue eut emporté le pont précédent. En 1593, le grand-duc Ferdinand Ier de Médicis y remplaça les bouchers par des orfèvres et des joailliers, dont les boutiques sont toujours là. Au-dessus court le corridor de Vasari, construit en 1565 pour Cosme Ier de Médicis afin de relier le Palazzo Vecchio au palais Pitti.',
      visitTips: [
        'Venez au lever du soleil ou tard le soir, quand les boutiques sont fermées et le pont paisible.',
        'Pour la plus belle vue sur le pont, allez jusqu’au pont voisin de Santa Trinita.',
        'La galerie des Offices est à son extrémité nord, et le palais Pitti à quelques minutes au sud.',
      ],
    },
    'uffizi-gallery': {
      name: 'Galerie des Offices',
      description:
        'Construite par Giorgio Vasari à partir de 1560 pour abriter les bureaux des Médicis, elle conserve La Naissance de Vénus et Le Printemps de Botticelli et des chefs-d’œuvre de Léonard de Vinci, de Michel-Ange et de Raphaël.',
      opening_hours: 'Généralement du mardi au dimanche de 8 h 15 à 18 h 30 ; fermée le lundi',
      culturalContext:
        'En 1560, Cosme Ier de Médicis chargea Giorgio Vasari de construire les Uffizi, c’est-à-dire les « bureaux », pour les magistrats de Florence. Ses successeurs exposèrent l’art de la famille au dernier étage, et en 1737 Anne-Marie-Louise de Médicis, la dernière de la lignée, légua les collections à Florence à condition qu’elles ne quittent jamais la ville. La galerie des Offices ouvrit au public en 1769, l’un des premiers musées modernes.',
      visitTips: [
        'Réservez bien à l’avance un billet horodaté en ligne, surtout du printemps à l’automne.',
        'Commencez par les salles Botticelli avant l’arrivée de la foule, et comptez au moins trois heures.',
        'L’entrée est généralement gratuite, et la foule très dense, le premier dimanche du mois.',
        'Le Ponte Vecchio et le Palazzo Vecchio sont juste à côté.',
      ],
    },
    'galleria-dell-accademia': {
      name: 'Galerie de l’Académie',
      description:
        'La galerie qui abrite depuis 1873 le David en marbre de Michel-Ange, ainsi que ses Captifs inachevés.',
      opening_hours: 'Généralement du mardi au dimanche de 8 h 15 à 18 h 50 ; fermée le lundi',
      culturalContext:
        'Michel-Ange sculpta le David entre 1501 et 1504 dans un bloc de marbre que d’autres sculpteurs avaient abandonné ; la statue se dressa devant le Palazzo Vecchio, symbole de la République florentine, jusqu’en 1873, date à laquelle on la transféra à la galerie de l’Académie pour la protéger. La galerie fut fondée en 1784 par le grand-duc Pierre-Léopold à côté de l’Académie des beaux-arts, pour que ses élèves puissent y étudier. Les Captifs inachevés qui bordent l’allée menant au David furent sculptés pour le tombeau du pape Jules II.',
      visitTips: [
        'Réservez un billet horodaté à l’avance : sans réservation, la file est souvent longue.',
        'Venez dès l’ouverture ou en fin d’après-midi pour voir le David avec moins de monde.',
        'La cathédrale de Florence est à environ cinq minutes à pied.',
      ],
    },
    'palazzo-pitti': {
      name: 'Palais Pitti',
      description:
        'Le palais Renaissance de l’autre rive de l’Arno, devenu la résidence des grands-ducs Médicis, qui abrite aujourd’hui la galerie Palatine et plusieurs musées, à côté du jardin de Boboli.',
      opening_hours: 'Généralement du mardi au dimanche de 8 h 15 à 18 h 30 ; fermé le lundi',
      culturalContext:
        'Le banquier Luca Pitti commença le palais Pitti vers 1458 ; en 1549, Éléonore de Tolède, épouse de Cosme Ier de Médicis, l’acheta, et il devint la résidence principale des grands-ducs de Toscane. Ce fut le palais royal du roi Victor-Emmanuel II lorsque Florence était la capitale de l’Italie, de 1865 à 1871. Son jardin de Boboli inspira le jardin du Luxembourg de Marie de Médicis, à Paris.',
      visitTips: [
        'Prévoyez au moins une demi-journée pour les musées du palais et le jardin de Boboli, qui ont généralement des billets séparés ou combinés.',
        'Montez en haut du jardin de Boboli pour la vue sur Florence et ses collines.',
        'Le Ponte Vecchio est à quelques minutes à pied, sur l’autre rive de l’Arno.',
        'Comme les autres musées d’État italiens, il est généralement gratuit le premier dimanche du mois.',
      ],
    },
    'palazzo-vecchio': {
      name: 'Palazzo Vecchio',
      description:
        'L’hôtel de ville de Florence depuis 1300 environ, sur la piazza della Signoria, avec le salon des Cinq-Cents et une tour haute de 94 m.',
      opening_hours:
        'Généralement tous les jours de 9 h à 23 h d’avril à septembre et de 9 h à 19 h d’octobre à mars ; le jeudi jusqu’à 14 h toute l’année',
      culturalContext:
        'Le Palazzo Vecchio fut commencé en 1299 pour accueillir le gouvernement de la République florentine, sur un projet traditionnellement attribué à Arnolfo di Cambio. Cosme Ier de Médicis s’y installa en 1540 et le fit remanier par Giorgio Vasari ; il devint le « Vieux Palais » lorsque les Médicis partirent pour le palais Pitti. Léonard de Vinci et Michel-Ange reçurent tous deux commande de scènes de bataille pour sa grande salle, le salon des Cinq-Cents, mais aucun ne les acheva.',
      visitTips: [
        'Montez à la tour d’Arnolfo pour la vue sur la ville et la coupole de la cathédrale ; elle ferme généralement par mauvais temps.',
        'Une copie du David de Michel-Ange se dresse à l’entrée, là où se trouvait l’original jusqu’en 1873.',
        'La galerie des Offices est juste à côté, et la Loggia dei Lanzi, sur la place, expose des sculptures en plein air.',
      ],
    },
    'piazzale-michelangelo': {
      name: 'Piazzale Michelangelo',
      description:
        'Une terrasse sur les collines au sud de l’Arno, aménagée en 1869 avec une copie en bronze du David, qui embrasse tout le centre historique.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'Le piazzale Michelangelo fut conçu par l’architecte Giuseppe Poggi dans le cadre du réaménagement de Florence lorsque la ville était capitale de l’Italie, et aménagé en 1869. Il est dédié à Michel-Ange, avec des copies en bronze de son David et des quatre allégories de la chapelle des Médicis. La loggia du haut devait accueillir un musée de ses œuvres, qui ne vit jamais le jour.',
      visitTips: [
        'Venez au coucher du soleil, quand la ville et la coupole de la cathédrale se parent d’or ; c’est aussi l’heure de la plus grande affluence.',
        'Montez depuis l’Arno par les rampes et les escaliers dessinés par Poggi, ou prenez un bus urbain.',
        'Poursuivez la montée jusqu’à l’église San Miniato al Monte pour une vue plus paisible.',
      ],
    },
    // Venise
    'st-marks-basilica': {
      name: 'Basilique Saint-Marc',
      description:
        'La basilique de style byzantin reconstruite à partir de 1063 pour abriter les reliques de saint Marc, couverte de mosaïques d’or ; la Pala d’Oro et le musée des chevaux de bronze sont payants en supplément.',
      opening_hours:
        'Généralement de 9 h 30 à 17 h 15 (les dimanches et jours de fête à partir de 14 h), sur créneaux réservés',
      culturalContext:
        'La première basilique Saint-Marc fut construite pour abriter les reliques de saint Marc, que des marchands vénitiens avaient fait sortir clandestinement d’Alexandrie en 828. L’église actuelle, sur le modèle de l’église des Saints-Apôtres de Constantinople, était la chapelle du doge et ne devint la cathédrale de Venise qu’en 1807. Ses quatre chevaux de bronze furent pris à Constantinople en 1204 ; Napoléon les emporta à Paris en 1797, où ils surmontèrent l’arc de triomphe du Carrousel, près du Louvre, jusqu’en 1815.',
      visitTips: [
        'En haute saison, réservez un créneau en ligne pour éviter l’essentiel de la file ; les grands sacs sont interdits à l’intérieur.',
        'Couvrez épaules et genoux.',
        'Montez au musée pour voir les chevaux de bronze originaux et, depuis la loggia, la vue sur la place Saint-Marc.',
        'Le palais des Doges se dresse juste à côté.',
      ],
    },
    'rialto-bridge': {
      name: 'Pont du Rialto',
      description:
        'Le pont de pierre sur le Grand Canal achevé en 1591 d’après un projet d’Antonio da Ponte, longtemps le seul passage fixe sur le canal, bordé de boutiques.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'Avant le pont de pierre, une succession de ponts de bois franchit le Grand Canal au Rialto ; l’un d’eux s’effondra en 1444 sous la foule qui regardait un cortège de bateaux. Pour le pont de pierre, la République examina des projets d’architectes célèbres comme Andrea Palladio, mais choisit l’arche unique d’Antonio da Ponte, achevée en 1591. Le pont du Rialto se dresse au cœur de l’ancien quartier marchand de la ville, où le marché du Rialto vend toujours poissons, fruits et légumes.',
      visitTips: [
        'Venez tôt le matin, quand le pont est calme et le marché du Rialto en pleine activité ; le marché aux poissons est généralement fermé le dimanche et le lundi.',
        'Les plus belles vues sur le pont se découvrent depuis les quais du Grand Canal, de part et d’autre, ou depuis un vaporetto.',
        'La place Saint-Marc est à une dizaine de minutes à pied.',
      ],
    },
    'doges-palace': {
      name: 'Palais des Doges',
      description:
        'Le siège gothique du gouvernement de la République de Venise et la résidence des doges, avec Le Paradis du Tintoret dans la salle du Grand Conseil et le pont des Soupirs qui mène aux prisons.',
      opening_hours: 'Généralement tous les jours de 9 h à 18 h (plus tard en été)',
      culturalContext:
        'Pendant des siècles, le palais des Doges fut le siège de la République de Venise, avec son doge, ses conseils et ses tribunaux ; l’édifice gothique actuel date surtout des XIVe et XVe siècles. Après un incendie en 1577, ses grandes salles furent redécorées par le Tintoret, Véronèse et leurs ateliers. Giacomo Casanova s’évada en 1756 de ses prisons sous le toit de plomb, les Plombs.',
      visitTips: [
        'Réservez en ligne à l’avance, et pensez à la visite guidée des Itinéraires secrets, qui passe par les prisons sous les toits.',
        'Sur le chemin des prisons, vous traversez le pont des Soupirs de l’intérieur.',
        'Venez tôt le matin ou en fin d’après-midi pour éviter les groupes.',
        'Le billet donne généralement aussi accès aux musées de la place Saint-Marc, comme le musée Correr.',
      ],
    },
    'gallerie-dell-accademia-venice': {
      name: 'Galeries de l’Académie',
      description:
        'Le musée de la peinture vénitienne du XIVe au XVIIIe siècle, avec des œuvres de Giovanni Bellini, Titien, le Tintoret et Véronèse.',
      opening_hours: 'Généralement le lundi de 8 h 15 à 14 h, du mardi au dimanche de 8 h 15 à 19 h 15',
      culturalContext:
        'Les Galeries de l’Académie sont issues de l’Académie des beaux-arts fondée à Venise en 1750 et ouvrirent en 1817 dans les bâtiments de la Scuola Grande della Carità. Nombre de leurs tableaux proviennent d’églises et de monastères fermés sous la domination napoléonienne. Elles possèdent aussi le dessin de l’Homme de Vitruve de Léonard de Vinci, si fragile qu’il n’est que rarement exposé.',
      visitTips: [
        'Le musée est généralement plus calme que les sites autour de Saint-Marc ; comptez environ deux heures.',
        'Traversez le pont de l’Académie, en bois, pour une vue classique sur le Grand Canal.',
        'La collection Peggy Guggenheim est à quelques minutes à pied.',
      ],
    },
    'peggy-guggenheim-collection': {
      name: 'Collection Peggy Guggenheim',
      description:
        'L’art moderne réuni par Peggy Guggenheim, du cubisme à l’expressionnisme abstrait, présenté dans son ancienne demeure sur le Grand Canal, le palais Venier dei Leoni.',
      opening_hours: 'Généralement du mercredi au lundi de 10 h à 18 h ; fermée le mardi',
      culturalContext:
        'La collectionneuse américaine Peggy Guggenheim s’installa à Venise en 1949 au palais Venier dei Leoni, un palais du XVIIIe siècle dont seul le rez-de-chaussée fut jamais construit, et y vécut jusqu’à sa mort en 1979. Elle ouvrit sa collection aux visiteurs l’été à partir de 1951, et la Fondation Solomon R. Guggenheim gère la collection Peggy Guggenheim depuis 1980. Elle soutint le jeune Jackson Pollock, et ses cendres reposent dans le jardin, près des tombes de ses chiens.',
      visitTips: [
        'Il est conseillé de réserver en haute saison ; le musée est généralement fermé le mardi.',
        'Ne manquez pas le jardin des sculptures et la terrasse sur le Grand Canal, avec le cavalier de Marino Marini.',
        'Les Galeries de l’Académie sont à quelques minutes à pied.',
      ],
    },
    'piazza-san-marco': {
      name: 'Place Saint-Marc',
      description:
        'La grande place de Venise, encadrée par la basilique, les arcades des Procuraties et le campanile, reconstruit après son effondrement en 1902.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'La place Saint-Marc est le cœur de Venise depuis mille ans, le décor des cérémonies de la République devant la basilique et le palais des Doges. Son campanile, haut de près de 99 m, s’effondra le 14 juillet 1902 et fut reconstruit à l’identique, pour rouvrir en 1912. Le Caffè Florian, ouvert sous ses arcades en 1720, est l’un des plus anciens cafés d’Europe.',
      visitTips: [
        'Venez au lever du soleil ou tard le soir pour voir la place presque déserte.',
        'Prenez l’ascenseur du campanile pour la vue sur la ville et la lagune.',
        'En automne et en hiver, les hautes eaux peuvent inonder la place, l’un des points les plus bas de la ville ; on installe alors des passerelles surélevées.',
        'Il est interdit de nourrir les pigeons.',
      ],
    },
    // Athènes
    parthenon: {
      name: 'Parthénon',
      description:
        'Le temple dorique d’Athéna sur l’Acropole, construit de 447 à 432 av. J.-C. sous Périclès ; le billet de l’Acropole donne aussi accès à l’Érechthéion et aux Propylées.',
      opening_hours:
        'Acropole généralement ouverte tous les jours de 8 h à 20 h en été, de 8 h à 17 h en hiver',
      culturalContext:
        'Le Parthénon fut construit de 447 à 432 av. J.-C. sous Périclès par les architectes Ictinos et Callicratès ; son décor sculpté fut placé sous la direction de Phidias, dont la statue chryséléphantine d’Athéna, d’or et d’ivoire, se dressait à l’intérieur. Il servit ensuite d’église, de mosquée et de poudrière ottomane, et fut dévasté en 1687 quand un obus vénitien fit exploser la poudre qui y était entreposée. Nombre de ses sculptures furent enlevées par Lord Elgin au début du XIXe siècle et se trouvent au British Museum ; d’autres sont au musée de l’Acropole.',
      visitTips: [
        'Réservez un billet horodaté et venez dès l’ouverture ou dans les dernières heures avant la fermeture, pour éviter la chaleur et la foule.',
        'Portez des chaussures qui adhèrent bien : les chemins de marbre sont polis et glissants.',
        'En cas de canicule, le site peut fermer en début d’après-midi.',
        'Le musée de l’Acropole, au pied de la colline, présente les sculptures trouvées sur le rocher.',
      ],
    },
    'acropolis-museum': {
      name: 'Musée de l’Acropole',
      description:
        'Ouvert en 2009 au pied de l’Acropole, il présente les découvertes du rocher sacré, les Caryatides et une galerie vitrée disposée comme la frise du Parthénon.',
      opening_hours:
        'Généralement tous les jours de 9 h à 17 h en hiver, de 8 h à 20 h en été (le vendredi jusqu’à 22 h)',
      culturalContext:
        'Le musée de l’Acropole, conçu par Bernard Tschumi avec Michael Photiadis, ouvrit en 2009, remplaçant un petit musée situé sur l’Acropole même. Il s’élève au-dessus des vestiges fouillés d’un quartier de l’Athènes antique, visibles à travers des sols de verre. Au dernier étage, sa galerie du Parthénon, alignée sur le temple que l’on voit par ses baies, restitue la frise conservée dans son ordre d’origine, des moulages en plâtre signalant les éléments gardés au British Museum.',
      visitTips: [
        'Visitez-le avant ou après l’Acropole : les découvertes éclairent ce que vous voyez sur la colline.',
        'Ne manquez pas les Caryatides de l’Érechthéion ni la vue sur le temple depuis la galerie du Parthénon.',
        'La terrasse du café regarde le Parthénon.',
      ],
    },
    'ancient-agora-athens': {
      name: 'Agora antique d’Athènes',
      description:
        'La place du marché et le centre civique de l’Athènes classique, avec le temple d’Héphaïstos, remarquablement conservé, et le portique d’Attale reconstruit.',
      opening_hours: 'Généralement tous les jours de 8 h à 20 h en été, de 8 h à 17 h en hiver',
      culturalContext:
        'L’Agora antique était le cœur de la vie publique de l’Athènes antique : son marché, ses tribunaux et la salle de son conseil, où Socrate interrogeait ses concitoyens. Le temple d’Héphaïstos qui la domine, construit au Ve siècle av. J.-C., est l’un des temples grecs les mieux conservés au monde, en grande partie grâce à sa longue utilisation comme église. Le portique d’Attale, don du roi Attale II de Pergame au IIe siècle av. J.-C., fut reconstruit dans les années 1950 par l’École américaine d’études classiques et abrite le musée de l’Agora.',
      visitTips: [
        'Visitez le site tôt dans la journée : l’ombre y est rare.',
        'Ne manquez pas le musée du portique d’Attale et ses objets de la vie quotidienne à Athènes, comme les ostraca, ces tessons de poterie qui servaient à voter l’ostracisme.',
        'Un sentier monte de l’Agora à l’Acropole et au Parthénon, et un billet combiné pour les sites de l’Athènes antique est généralement proposé.',
      ],
    },
    'temple-of-olympian-zeus': {
      name: 'Temple de Zeus Olympien',
      description:
        'Jadis le plus grand temple de Grèce, commencé au VIe siècle av. J.-C. et achevé par l’empereur Hadrien en 131 apr. J.-C. ; quinze de ses 104 colonnes sont encore debout.',
      opening_hours: 'Généralement tous les jours de 8 h à 20 h en été, de 8 h à 17 h en hiver',
      culturalContext:
        'Le temple de Zeus Olympien fut commencé vers 520 av. J.-C. sous les tyrans qui gouvernaient alors Athènes, abandonné à la chute de leur régime, repris au IIe siècle av. J.-C. par le roi Antiochos IV de Syrie et enfin achevé par l’empereur Hadrien en 131-132 apr. J.-C. L’arc d’Hadrien, tout proche, marquait l’entrée du nouveau quartier d’Athènes qu’il fit bâtir. L’une des colonnes subsistantes, abattue par une tempête en 1852, gît toujours là où elle est tombée.',
      visitTips: [
        'Le site est petit et se visite en moins d’une heure ; le billet combiné de l’Athènes antique l’inclut généralement.',
        'Du temple, on a une belle vue sur l’Acropole.',
        'Le stade panathénaïque est à quelques pas, en longeant le Jardin national.',
      ],
    },
    'panathenaic-stadium': {
      name: 'Stade panathénaïque',
      description:
        'Le seul stade au monde entièrement construit en marbre, restauré sur son site antique pour les premiers Jeux olympiques modernes, en 1896.',
      opening_hours:
        'Généralement tous les jours de 8 h à 19 h de mars à octobre, de 8 h à 17 h de novembre à février',
      culturalContext:
        'L’homme d’État Lycurgue fit construire le stade panathénaïque vers 330 av. J.-C. pour les épreuves athlétiques des Panathénées, et Hérode Atticus le reconstruisit et l’agrandit au IIe siècle apr. J.-C. Fouillé et restauré grâce aux fonds du mécène Georges Averoff, il accueillit les premiers Jeux olympiques modernes en 1896. C’est la ligne d’arrivée du marathon d’Athènes, et la flamme olympique y est remise à chaque pays hôte.',
      visitTips: [
        'Marchez sur la piste et montez jusqu’aux derniers gradins pour la vue vers l’Acropole.',
        'Ne manquez pas la petite exposition de torches et d’affiches olympiques.',
        'En été, venez tôt ou tard : il n’y a pas d’ombre.',
        'Le temple de Zeus Olympien est à quelques pas.',
      ],
    },
    // Gizeh
    'great-pyramid-giza': {
      name: 'Grande Pyramide de Gizeh',
      description:
        'Le tombeau du pharaon Khéops, construit vers 2560 av. J.-C. et haut à l’origine d’environ 146 m, la plus ancienne des Sept Merveilles du monde antique et la seule encore debout.',
      opening_hours:
        'Plateau de Gizeh généralement ouvert tous les jours de 7 h à 17 h ; l’entrée dans la pyramide exige un billet supplémentaire',
      culturalContext:
        'La Grande Pyramide de Gizeh fut construite pour Khéops, roi de la quatrième dynastie égyptienne, vers 2560 av. J.-C., avec quelque 2,3 millions de blocs de pierre. Pendant plus de 3 800 ans, elle fut la plus haute construction humaine du monde, jusqu’à ce que la flèche de la cathédrale de Lincoln la dépasse au XIVe siècle. Les fouilles de la ville des ouvriers et de leurs tombes, toutes proches, montrent qu’elle fut bâtie par des travailleurs organisés, nourris et logés, et non par des esclaves.',
      visitTips: [
        'Arrivez dès l’ouverture pour éviter la chaleur et les groupes, et emportez de l’eau et une protection solaire.',
        'L’entrée dans la Grande Pyramide exige un billet à part ; ses couloirs sont raides, étroits et chauds.',
        'Pour la vue classique des trois pyramides réunies, rendez-vous au point de vue panoramique du plateau.',
        'Convenez du prix avant d’accepter une promenade à dos de chameau ou à cheval ; le Grand Sphinx est à quelques pas, en contrebas.',
      ],
    },
    'great-sphinx-giza': {
      name: 'Grand Sphinx de Gizeh',
      description:
        'Un lion à tête humaine en calcaire, taillé dans la roche du plateau de Gizeh, généralement attribué au pharaon Khéphren (vers 2500 av. J.-C.) ; long d’environ 73 m et haut de 20 m.',
      opening_hours: 'Plateau de Gizeh généralement ouvert tous les jours de 7 h à 17 h',
      culturalContext:
        'Le Grand Sphinx de Gizeh fut sculpté vers 2500 av. J.-C. dans un massif de calcaire laissé en place par l’exploitation des carrières, et l’on pense généralement qu’il représente le pharaon Khéphren, dont la pyramide s’élève derrière lui. Entre ses pattes se dresse la stèle du Songe de Thoutmôsis IV, qui, selon son texte, dégagea le Sphinx du sable après que celui-ci lui eut promis le trône en rêve. Son nez manque depuis des siècles ; il n’a pas été emporté par un boulet des soldats de Napoléon, comme le veut une légende populaire.',
      visitTips: [
        'On accède généralement à la terrasse qui fait face au Sphinx en passant par le temple de la vallée de Khéphren.',
        'Venez tôt le matin, quand la lumière est douce et la terrasse moins fréquentée.',
        'Un spectacle son et lumière a généralement lieu le soir au pied du plateau, avec le Sphinx pour narrateur.',
      ],
    },
    'grand-egyptian-museum': {
      name: 'Grand Musée égyptien',
      description:
        'Le grand musée de l’Égypte ancienne, près des pyramides de Gizeh, entièrement ouvert le 1er novembre 2025 : une statue colossale de Ramsès II se dresse dans son grand hall, et la collection complète de Toutânkhamon y est réunie pour la première fois.',
      opening_hours:
        'Généralement tous les jours de 9 h à 18 h, le mercredi et le samedi jusqu’à 21 h ; sur créneaux réservés',
      culturalContext:
        'Le Grand Musée égyptien a été construit près des pyramides de Gizeh pour rassembler en un seul lieu une grande part du patrimoine de l’Égypte ancienne, et s’est entièrement ouvert le 1er novembre 2025. Une statue colossale de Ramsès II, qui s’est dressée pendant des décennies sur une place du centre du Caire, domine son grand hall. Pour la première fois depuis que Howard Carter a découvert la tombe en 1922, la collection complète de Toutânkhamon est présentée d’un seul tenant, dans des galeries qui lui sont propres.',
      visitTips: [
        'Réservez bien à l’avance un billet horodaté sur le site officiel du musée : les billets ne sont généralement vendus qu’en ligne.',
        'Comptez au moins une demi-journée, et commencez tôt par les galeries de Toutânkhamon, avant l’arrivée de la foule.',
        'Associez-le aux pyramides de Gizeh, à quelques minutes en voiture, en consacrant à chacun une matinée ou un après-midi.',
      ],
    },
    // Le Caire
    'egyptian-museum-cairo': {
      name: 'Musée égyptien du Caire',
      description:
        'Le musée de la place Tahrir, ouvert en 1902, qui possède l’une des plus grandes collections d’antiquités égyptiennes au monde, des statues aux papyrus ; les trésors de Toutânkhamon ont rejoint le Grand Musée égyptien, à Gizeh.',
      opening_hours: 'Généralement tous les jours de 9 h à 17 h',
      culturalContext:
        'Le Musée égyptien est né du service des antiquités fondé en 1858 par Auguste Mariette, égyptologue français envoyé pour la première fois en Égypte par le Louvre. Il se dresse depuis 1902 sur la place Tahrir, dans un bâtiment de l’architecte français Marcel Dourgnon, et conserve l’une des plus grandes collections d’art égyptien ancien au monde. Mariette lui-même repose dans un sarcophage dans le jardin du musée. Pendant des décennies, il a aussi exposé les trésors de Toutânkhamon, qui ont rejoint le Grand Musée égyptien, près des pyramides de Gizeh.',
      visitTips: [
        'Arrivez dès l’ouverture et prévoyez au moins une demi-journée.',
        'Un guide ou un bon guide de voyage est utile, car beaucoup de cartels sont succincts.',
        'Le masque d’or et les trésors de Toutânkhamon ne sont plus ici : allez les voir au Grand Musée égyptien, à Gizeh.',
        'Khan el-Khalili et la mosquée al-Azhar sont à une courte course en taxi, à l’est.',
      ],
    },
    'cairo-citadel': {
      name: 'Citadelle du Caire',
      description:
        'La forteresse que Saladin commença en 1176 sur les collines du Moqattam, siège des souverains de l’Égypte pendant quelque 700 ans, couronnée par la mosquée de Méhémet-Ali, de style ottoman.',
      opening_hours: 'Généralement tous les jours de 8 h à 17 h',
      culturalContext:
        'Saladin commença la citadelle du Caire en 1176 pour défendre la ville contre les croisés, et elle resta le siège des souverains de l’Égypte jusqu’au XIXe siècle. La mosquée de Méhémet-Ali, construite de 1830 à 1848 dans le style ottoman d’Istanbul, domine l’horizon. La tour de l’horloge de sa cour fut offerte par le roi Louis-Philippe, en échange de l’obélisque qui se dresse aujourd’hui place de la Concorde, à Paris.',
      visitTips: [
        'Venez par temps clair pour la vue sur Le Caire depuis les terrasses, parfois jusqu’aux pyramides de Gizeh.',
        'Portez une tenue correcte et retirez vos chaussures pour entrer dans les mosquées.',
        'Gardez du temps pour la mosquée d’al-Nasir Muhammad, du XIVe siècle, et le musée militaire, dans l’enceinte.',
      ],
    },
    'al-azhar-mosque': {
      name: 'Mosquée al-Azhar',
      description:
        'Fondée par les Fatimides en 970, l’une des plus anciennes mosquées du Caire et le siège d’al-Azhar, parmi les plus anciennes universités en activité continue au monde.',
      opening_hours:
        'Généralement ouverte tous les jours en dehors des heures de prière ; tenue correcte exigée',
      culturalContext:
        'La mosquée al-Azhar fut fondée en 970 par le général fatimide Jawhar al-Siqilli, peu après qu’il eut fondé la ville du Caire elle-même. Elle devint un foyer de savoir dont l’université est l’une des plus anciennes en activité continue, et al-Azhar est aujourd’hui l’une des institutions les plus influentes de l’islam sunnite. Ses bâtiments mêlent mille ans de styles, avec des minarets ajoutés par des souverains mamelouks et ottomans.',
      visitTips: [
        'Visitez-la en dehors des heures de prière, en tenue correcte, avec un foulard pour les femmes, et retirez vos chaussures à l’entrée.',
        'Khan el-Khalili est juste en face, par un passage souterrain pour piétons.',
      ],
    },
    'khan-el-khalili': {
      name: 'Khan el-Khalili',
      description:
        'Le grand bazar du Caire islamique, autour d’un caravansérail fondé au XIVe siècle, avec ses ruelles d’ateliers, ses étals d’épices et ses cafés historiques.',
      opening_hours: 'Boutiques généralement ouvertes de la fin de matinée jusque tard dans la nuit',
      culturalContext:
        'Khan el-Khalili doit son nom à un caravansérail bâti en 1382 par l’émir mamelouk Jaharkas al-Khalili, à l’emplacement des anciens palais fatimides. Le bazar s’est développé autour de lui au fil des siècles suivants, et le sultan al-Ghuri en reconstruisit une grande partie au début du XVIe siècle ; certaines de ses portes sont toujours debout. El Fishawy, l’un de ses cafés historiques, était l’un des lieux favoris du romancier Naguib Mahfouz, prix Nobel de littérature.',
      visitTips: [
        'Le marchandage est de rigueur : commencez bien en dessous du premier prix et restez aimable.',
        'Venez en fin d’après-midi et restez jusqu’au soir, quand les ruelles sont plus fraîches et plus animées.',
        'La mosquée al-Azhar et la rue al-Muizz, bordée de monuments médiévaux, sont juste à côté.',
      ],
    },
    // Amsterdam
    rijksmuseum: {
      name: 'Rijksmuseum',
      description:
        'Le musée national des Pays-Bas, dans son bâtiment de 1885 dû à Pierre Cuypers, avec La Ronde de nuit de Rembrandt et La Laitière de Vermeer.',
      opening_hours: 'Généralement tous les jours de 9 h à 17 h',
      culturalContext:
        'Le Rijksmuseum fut fondé à La Haye en 1800, transféré à Amsterdam en 1808 sous Louis Bonaparte, roi de Hollande, et ouvrit dans le bâtiment de Pierre Cuypers en 1885. Sa galerie d’honneur mène à La Ronde de nuit de Rembrandt, peinte en 1642 pour une compagnie de la garde civique. Une piste cyclable publique traverse le passage sous le bâtiment.',
      visitTips: [
        'Réservez un billet horodaté en ligne et allez voir La Ronde de nuit en premier, tôt dans la journée.',
        'Ne manquez pas La Laitière de Vermeer, dans la galerie d’honneur, ni l’ancienne bibliothèque du musée.',
        'Le musée Van Gogh est à quelques minutes à pied, de l’autre côté du Museumplein.',
      ],
    },
    'van-gogh-museum': {
      name: 'Musée Van Gogh',
      description:
        'La plus grande collection au monde de peintures et de dessins de Vincent van Gogh, dont Les Tournesols et Les Mangeurs de pommes de terre.',
      opening_hours:
        'Généralement tous les jours de 9 h à 18 h, plus tard le vendredi ; sur créneaux réservés',
      culturalContext:
        'Le musée Van Gogh ouvrit en 1973 pour présenter la collection conservée par la famille du peintre, avant tout par la veuve de son frère Theo, Johanna van Gogh-Bonger, et par leur fils Vincent Willem. Son bâtiment principal fut conçu par Gerrit Rietveld, et une aile de Kisho Kurokawa y fut ajoutée en 1999. Vincent vendit très peu de tableaux de son vivant ; les efforts de Johanna après sa mort contribuèrent beaucoup à faire connaître son œuvre.',
      visitTips: [
        'Réservez bien à l’avance un billet horodaté en ligne, surtout pour le week-end.',
        'Venez tôt le matin ou en fin de journée pour voir les tableaux les plus célèbres avec moins de monde.',
        'Le Rijksmuseum est à quelques minutes à pied, de l’autre côté du Museumplein.',
      ],
    },
    'anne-frank-house': {
      name: 'Maison d’Anne Frank',
      description:
        'La maison du bord du canal où Anne Frank se cacha avec sa famille de 1942 à 1944 et écrivit son journal, aujourd’hui un musée ; les billets ne sont vendus qu’en ligne.',
      opening_hours: 'Généralement tous les jours de 9 h à 22 h',
      culturalContext:
        'À partir de juillet 1942, Anne Frank et sa famille se cachèrent des nazis dans l’Annexe, derrière les locaux de l’entreprise de son père, Otto Frank, au Prinsengracht 263, où quatre autres Juifs les rejoignirent. Découverts, ils furent arrêtés le 4 août 1944 ; Anne mourut à Bergen-Belsen au début de 1945, et seul Otto survécut. Il publia son journal en 1947, et la maison d’Anne Frank ouvrit comme musée en 1960.',
      visitTips: [
        'Les billets ne sont mis en vente qu’en ligne, généralement quelques semaines à l’avance, et partent vite : réservez dès que vous connaissez vos dates.',
        'Comptez environ une heure ; les escaliers raides et les pièces étroites de l’Annexe font partie de l’expérience.',
        'La Westerkerk, dont Anne évoque les cloches dans son journal, est juste à côté.',
      ],
    },
    // Londres
    'british-museum': {
      name: 'British Museum',
      description:
        'Fondé en 1753, il retrace deux millions d’années d’histoire humaine, de la pierre de Rosette aux sculptures du Parthénon ; la collection permanente est gratuite.',
      opening_hours: 'Généralement tous les jours de 10 h à 17 h, le vendredi jusqu’à 20 h 30',
      culturalContext:
        'Le British Museum fut fondé en 1753 autour de la collection du médecin Sir Hans Sloane et ouvrit en 1759, premier musée public national au monde. Son bâtiment néogrec est de Robert Smirke, et la Great Court, couverte d’une verrière dessinée par Norman Foster, ouvrit en 2000. La pierre de Rosette, clé du déchiffrement des hiéroglyphes égyptiens, entra au musée en 1802, après que les Français d’Égypte l’eurent cédée aux Britanniques.',
      visitTips: [
        'L’entrée de la collection permanente est gratuite ; il est généralement recommandé de réserver en ligne un billet horodaté gratuit.',
        'Venez tôt ou le vendredi soir, et choisissez quelques salles : la pierre de Rosette, les momies égyptiennes et les sculptures du Parthénon sont les plus fréquentées.',
        'Comparez ses sculptures du Parthénon avec celles du musée de l’Acropole, à Athènes.',
      ],
    },
    'national-gallery': {
      name: 'National Gallery',
      description:
        'La collection nationale de peinture d’Europe occidentale du XIIIe au début du XXe siècle, sur Trafalgar Square, d’accès gratuit.',
      opening_hours: 'Généralement tous les jours de 10 h à 18 h, le vendredi jusqu’à 21 h',
      culturalContext:
        'La National Gallery fut fondée en 1824, lorsque le Parlement acheta 38 tableaux au banquier John Julius Angerstein, et s’installa en 1838 dans le bâtiment de William Wilkins, sur Trafalgar Square. L’aile Sainsbury, conçue par Robert Venturi et Denise Scott Brown et ouverte en 1991, abrite ses tableaux de la première Renaissance. Parmi ses trésors figurent Les Époux Arnolfini de Jan van Eyck et Les Tournesols de Van Gogh.',
      visitTips: [
        'L’entrée est gratuite, sauf pour les expositions temporaires ; le vendredi soir est généralement plus calme.',
        'Choisissez quelques salles à l’aide d’un plan : la collection est trop vaste pour une seule visite.',
        'Depuis le portique, la vue s’étend sur Trafalgar Square et, par Whitehall, jusqu’à Big Ben.',
      ],
    },
    'tower-of-london': {
      name: 'Tour de Londres',
      description:
        'La forteresse royale sur la Tamise fondée par Guillaume le Conquérant, dont la Tour blanche date de 1078 environ ; elle garde les joyaux de la Couronne.',
      opening_hours:
        'Généralement du mardi au samedi de 9 h à 17 h 30, le dimanche et le lundi à partir de 10 h (moins longtemps en hiver)',
      culturalContext:
        'Guillaume le Conquérant commença la tour de Londres après sa conquête de l’Angleterre en 1066, et son grand donjon de pierre, la Tour blanche, fut bâti pour impressionner la ville. Au fil des siècles, elle fut palais royal, prison, arsenal, hôtel de la Monnaie et ménagerie ; la reine Anne Boleyn y fut décapitée en 1536. Selon la légende, le royaume tombera si les corbeaux quittent un jour les lieux ; on en garde donc au moins six.',
      visitTips: [
        'Allez droit aux joyaux de la Couronne dès l’ouverture, avant que les files ne s’allongent.',
        'Suivez une visite menée par un Yeoman Warder, un « Beefeater », généralement comprise dans le billet.',
        'Réserver en ligne à l’avance est généralement moins cher et plus rapide ; Tower Bridge est juste à côté.',
      ],
    },
    'westminster-abbey': {
      name: 'Abbaye de Westminster',
      description:
        'L’abbatiale gothique où les souverains anglais puis britanniques sont couronnés depuis 1066, lieu de sépulture de rois, de reines, de poètes et de savants.',
      opening_hours:
        'Généralement du lundi au samedi à partir de 9 h 30 (heures de fermeture variables) ; le dimanche, ouverte seulement pour le culte',
      culturalContext:
        'Édouard le Confesseur bâtit ici une grande église de pierre, consacrée en 1065, et Henri III commença l’actuelle abbaye gothique de Westminster en 1245. Tous les couronnements y ont eu lieu depuis celui de Guillaume le Conquérant, le jour de Noël 1066. Plus de 3 000 personnes y sont inhumées ou commémorées, d’Élisabeth Ire à Isaac Newton et Charles Darwin, et le Coin des poètes honore des écrivains de Geoffrey Chaucer à Charles Dickens.',
      visitTips: [
        'Réservez en ligne à l’avance et arrivez tôt ; le dimanche, l’abbaye n’est ouverte que pour le culte.',
        'Assister à l’office du soir, l’Evensong, est gratuit et permet d’entendre le chœur dans l’abbaye.',
        'Ne manquez pas la chapelle de la Vierge d’Henri VII et sa voûte en éventail.',
        'Le palais de Westminster et Big Ben sont de l’autre côté de la rue.',
      ],
    },
    'tower-bridge': {
      name: 'Tower Bridge',
      description:
        'Le pont basculant et suspendu sur la Tamise, ouvert en 1894 ; la traversée est gratuite, et l’exposition payante comprend ses passerelles hautes au plancher de verre.',
      opening_hours: 'Pont toujours ouvert ; exposition généralement ouverte tous les jours de 9 h 30 à 18 h',
      culturalContext:
        'Tower Bridge fut conçu par l’architecte de la City Horace Jones et l’ingénieur John Wolfe Barry et construit de 1886 à 1894, pour que les grands voiliers puissent encore atteindre le Pool of London. Ses tours gothiques sont habillées de pierre sur une ossature d’acier, pour s’accorder avec la tour de Londres voisine. Ses tabliers basculants, actionnés à l’origine par des machines hydrauliques à vapeur, s’ouvrent toujours aux navires des centaines de fois par an.',
      visitTips: [
        'Consultez les horaires de levée du pont publiés en ligne pour voir les tabliers se dresser.',
        'L’exposition comprend les planchers de verre des passerelles hautes et les salles des machines victoriennes.',
        'La promenade au bord du fleuve, le long de la tour de Londres voisine, offre les plus belles vues sur le pont.',
      ],
    },
    // Madrid
    'prado-museum': {
      name: 'Musée du Prado',
      description:
        'Le musée national d’art de l’Espagne, ouvert en 1819, avec les grandes collections de Velázquez, de Goya et du Greco, et Le Jardin des délices de Jérôme Bosch.',
      opening_hours:
        'Généralement du lundi au samedi de 10 h à 20 h, les dimanches et jours fériés de 10 h à 19 h',
      culturalContext:
        'Juan de Villanueva conçut le bâtiment en 1785 pour le roi Charles III comme un musée d’histoire naturelle ; il ouvrit en 1819, sous Ferdinand VII, comme musée royal de peinture et de sculpture. Au cœur du musée du Prado se trouve la collection royale espagnole, constituée par des rois Habsbourg et Bourbons qui furent les mécènes de Titien, de Rubens et de Velázquez. Son tableau le plus célèbre est Les Ménines de Velázquez, de 1656.',
      visitTips: [
        'L’entrée est généralement gratuite pendant les deux dernières heures de la journée, quand la file est longue ; un billet réservé fait gagner du temps.',
        'Ne manquez pas Les Ménines, les Peintures noires de Goya et Le Jardin des délices de Bosch.',
        'Les photos sont interdites dans les salles.',
        'Le musée Reina Sofía et le parc du Retiro sont chacun à quelques pas.',
      ],
    },
    'reina-sofia-museum': {
      name: 'Musée Reina Sofía',
      description:
        'Le musée national espagnol d’art du XXe siècle et d’art contemporain, dont l’œuvre la plus célèbre est Guernica de Picasso, de 1937.',
      opening_hours:
        'Généralement le lundi et du mercredi au samedi de 10 h à 21 h, le dimanche de 10 h à 14 h 30 ; fermé le mardi',
      culturalContext:
        'Le musée Reina Sofía occupe l’ancien hôpital général de Madrid, un bâtiment du XVIIIe siècle en partie conçu par Francesco Sabatini ; il ouvrit comme centre d’art en 1986 avant de devenir le musée national d’art moderne, qui porte le nom de la reine Sophie. Picasso peignit Guernica en 1937 pour le pavillon de la République espagnole à l’Exposition internationale de Paris, en réponse au bombardement de la ville basque. Selon sa volonté, le tableau ne vint en Espagne qu’une fois la démocratie rétablie, en 1981.',
      visitTips: [
        'L’entrée est généralement gratuite pendant les dernières heures de la plupart des journées, quand la foule est dense ; réserver fait gagner du temps.',
        'Guernica se trouve au deuxième étage du bâtiment principal, avec les études que Picasso réalisa pour le tableau.',
        'Le Prado est à une dizaine de minutes à pied en remontant le Paseo del Prado.',
      ],
    },
    'royal-palace-madrid': {
      name: 'Palais royal de Madrid',
      description:
        'La résidence officielle de la famille royale espagnole, construite à partir de 1738 à l’emplacement de l’ancien Alcázar, utilisée aujourd’hui pour les cérémonies d’État ; l’un des plus grands palais d’Europe.',
      opening_hours:
        'Généralement tous les jours de 10 h à 19 h d’avril à septembre, de 10 h à 18 h d’octobre à mars',
      culturalContext:
        'Après l’incendie de l’ancien Alcázar la veille de Noël 1734, Philippe V, premier roi Bourbon d’Espagne, fit bâtir le palais royal de Madrid à son emplacement à partir de 1738, sur des plans de Filippo Juvarra et de Giovanni Battista Sacchetti. Charles III fut le premier roi à y vivre, à partir de 1764. Avec plus de 3 000 pièces, c’est l’un des plus grands palais royaux d’Europe, bien que la famille royale habite le palais de la Zarzuela, plus modeste.',
      visitTips: [
        'Réservez à l’avance en haute saison, et vérifiez qu’aucune cérémonie d’État ne ferme le palais le jour de votre visite.',
        'Ne manquez pas la salle du Trône, avec son plafond de Giambattista Tiepolo, l’Armurerie royale et la Pharmacie royale.',
        'La cathédrale de l’Almudena fait face au palais, et les jardins Sabatini s’étendent à côté.',
      ],
    },
    'retiro-park': {
      name: 'Parc du Retiro',
      description:
        'Le grand parc de Madrid, ancien domaine royal, avec un lac où l’on canote au pied du monument à Alphonse XII et le Palacio de Cristal, en verre, de 1887.',
      opening_hours: 'Généralement tous les jours de 6 h à 22 h ou minuit, selon la saison',
      culturalContext:
        'Le Buen Retiro fut aménagé dans les années 1630 comme jardin d’un palais construit pour le roi Philippe IV, et ouvert au public comme parc en 1868. Le Palacio de Cristal fut construit pour l’Exposition des Philippines de 1887, et le monument à Alphonse XII, au bord du lac, fut achevé en 1922. Avec le Paseo del Prado, le parc du Retiro est inscrit au patrimoine mondial de l’UNESCO depuis 2021.',
      visitTips: [
        'Louez une barque sur le Grand Étang, au pied du monument à Alphonse XII.',
        'Le Palacio de Cristal et le Palacio de Velázquez accueillent généralement des expositions gratuites du musée Reina Sofía.',
        'Le musée du Prado est juste à l’ouest du parc.',
      ],
    },
    // Vienne
    'schonbrunn-palace': {
      name: 'Château de Schönbrunn',
      description:
        'La résidence d’été baroque des Habsbourg, reconstruite sous Marie-Thérèse au XVIIIe siècle, dont les jardins à la française montent jusqu’à la Gloriette ; inscrite au patrimoine mondial de l’UNESCO.',
      opening_hours:
        'Généralement tous les jours de 8 h à 17 h 30 (jusqu’à 17 h en hiver, 18 h 30 en juillet et en août)',
      culturalContext:
        'L’empereur Léopold Ier chargea Johann Bernhard Fischer von Erlach de construire le château de Schönbrunn à partir de 1696, et l’impératrice Marie-Thérèse le fit agrandir et redécorer à partir des années 1740. En 1762, Mozart, âgé de six ans, y joua pour la famille impériale dans la galerie des Glaces. L’empereur François-Joseph naquit et mourut à Schönbrunn, où Charles Ier renonça en 1918 à toute participation aux affaires de l’État, mettant fin au règne des Habsbourg.',
      visitTips: [
        'Réservez un billet horodaté en ligne : on entre dans les appartements d’apparat par créneau horaire, et ils sont vite complets en été.',
        'Montez à travers les jardins jusqu’à la Gloriette pour la vue sur le château et Vienne ; les jardins eux-mêmes sont généralement gratuits.',
        'Le Tiergarten Schönbrunn, dans le parc, fondé en 1752, est le plus ancien zoo du monde encore ouvert.',
      ],
    },
    'st-stephens-cathedral': {
      name: 'Cathédrale Saint-Étienne',
      description:
        'La cathédrale gothique de Vienne, avec son toit de tuiles à motifs et sa tour sud haute de 136 m ; les catacombes et les tours se visitent avec des billets payants.',
      opening_hours: 'Généralement tous les jours de 6 h à 22 h (les heures de visite sont plus courtes)',
      culturalContext:
        'Une église romane fut consacrée à l’emplacement de la cathédrale Saint-Étienne en 1147 ; l’édifice gothique fut en grande partie construit à partir du XIVe siècle, et sa tour sud fut achevée en 1433. Mozart y épousa Constanze Weber en 1782, et ses obsèques furent célébrées dans l’une de ses chapelles en 1791. La cathédrale brûla dans les derniers jours de la Seconde Guerre mondiale, en 1945, et fut reconstruite grâce aux dons de toute l’Autriche.',
      visitTips: [
        'Gravissez les 343 marches de la tour sud, ou prenez l’ascenseur de la tour nord pour voir la cloche Pummerin et le toit à motifs.',
        'Les catacombes se visitent avec un guide.',
        'Le Kunsthistorisches Museum est à environ un quart d’heure à pied.',
      ],
    },
    'kunsthistorisches-museum': {
      name: 'Kunsthistorisches Museum',
      description:
        'Les collections d’art des Habsbourg, dans un édifice palatial de 1891, avec le plus grand ensemble au monde de tableaux de Pieter Bruegel l’Ancien.',
      opening_hours: 'Généralement du mardi au dimanche de 10 h à 18 h, le jeudi jusqu’à 21 h',
      culturalContext:
        'L’empereur François-Joseph fit construire le Kunsthistorisches Museum sur le nouveau Ring pour abriter les collections des Habsbourg, dans un bâtiment de Gottfried Semper et Carl von Hasenauer ouvert en 1891, face à son jumeau, le musée d’Histoire naturelle. Le jeune Gustav Klimt, avec son frère Ernst et Franz Matsch, peignit les panneaux entre les colonnes qui dominent son grand escalier. Parmi ses trésors figure la salière en or de Benvenuto Cellini, la Saliera, volée en 2003 et retrouvée en 2006.',
      visitTips: [
        'Ne manquez pas la salle Bruegel ni la Saliera, dans la Kunstkammer.',
        'Prenez un café dans le café situé sous la grande coupole.',
        'Le jeudi soir, quand il ferme tard, est généralement plus calme.',
      ],
    },
    // Barcelone
    'sagrada-familia': {
      name: 'Sagrada Família',
      description:
        'La basilique d’Antoni Gaudí, en construction depuis 1882 et consacrée en 2010, dont la nef aux allures de forêt baigne dans la lumière des vitraux colorés.',
      opening_hours:
        'Généralement tous les jours de 9 h à 18 h-20 h selon la saison (le dimanche à partir de 10 h 30)',
      culturalContext:
        'La Sagrada Família fut commencée en 1882 sur des plans de Francisco de Paula del Villar ; Antoni Gaudí reprit le chantier en 1883 et y consacra le reste de sa vie. Quand il mourut en 1926, renversé par un tramway, moins d’un quart de la basilique était achevé. Toujours financée par les visiteurs et les dons, elle fut consacrée par le pape Benoît XVI en 2010, et Gaudí repose dans sa crypte.',
      visitTips: [
        'Réservez bien à l’avance un billet horodaté en ligne ; les billets du jour sont souvent épuisés.',
        'Venez le matin pour la lumière fraîche, bleue et verte, des vitraux est, ou en fin d’après-midi pour les couleurs chaudes des vitraux ouest.',
        'Couvrez épaules et genoux ; les tours demandent un billet à part.',
      ],
    },
    'park-guell': {
      name: 'Parc Güell',
      description:
        'Un jardin à flanc de colline conçu par Gaudí à partir de 1900 pour Eusebi Güell, célèbre pour sa salamandre en mosaïque et le banc ondulant de sa grande terrasse.',
      opening_hours:
        'Généralement tous les jours de 9 h 30 à 19 h 30 (moins longtemps en hiver), sur créneaux réservés',
      culturalContext:
        'L’industriel Eusebi Güell chargea Gaudí de concevoir une cité-jardin pour familles aisées sur une colline dominant Barcelone, construite de 1900 à 1914. Seules deux maisons furent bâties, le projet échoua, et la ville ouvrit le parc Güell au public en 1926. Gaudí vécut dans l’une des maisons de 1906 à 1925, aujourd’hui la Maison-musée Gaudí.',
      visitTips: [
        'Réservez à l’avance un billet horodaté en ligne : la terrasse et la salamandre en mosaïque se visitent par créneau.',
        'Venez tôt le matin pour la lumière douce et moins de monde sur le banc ondulant.',
        'Portez des chaussures confortables : le parc est sur une colline escarpée, et le chemin depuis le métro monte.',
      ],
    },
    // Berlin
    'brandenburg-gate': {
      name: 'Porte de Brandebourg',
      description:
        'La porte néoclassique de 1791 couronnée par le Quadrige ; elle se dressait juste derrière le mur de Berlin et devint le symbole de la réunification allemande.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'Carl Gotthard Langhans construisit la porte de Brandebourg pour le roi Frédéric-Guillaume II de Prusse en 1788-1791, en s’inspirant des Propylées, l’entrée de l’Acropole d’Athènes. Napoléon emporta son Quadrige à Paris en 1806 ; il revint en 1814. De 1961 à 1989, la porte se trouvait dans le no man’s land du mur de Berlin, et elle devint le symbole de la réunification de la ville et de l’Allemagne.',
      visitTips: [
        'Venez la nuit, quand la porte est illuminée et la Pariser Platz plus calme.',
        'Une double rangée de pavés dans la chaussée voisine marque le tracé du Mur.',
        'La coupole de verre du Reichstag est à quelques minutes à pied ; inscrivez-vous à l’avance pour la visite gratuite.',
      ],
    },
    'reichstag-building': {
      name: 'Reichstag',
      description:
        'Le siège du Bundestag allemand, inauguré en 1894 et reconstruit après la réunification avec la coupole de verre de Norman Foster, où l’on peut monter après une inscription gratuite.',
      opening_hours:
        'Coupole généralement ouverte tous les jours de 8 h à 24 h (dernière entrée à 21 h 45), sur inscription',
      culturalContext:
        'Paul Wallot conçut le Reichstag pour le parlement de l’Empire allemand, achevé en 1894 ; l’inscription « Dem deutschen Volke », « Au peuple allemand », fut ajoutée en 1916. Les nazis se servirent de l’incendie de février 1933 pour suspendre les libertés civiles, et en 1945 des soldats soviétiques hissèrent leur drapeau sur son toit. Après la réunification, Norman Foster le reconstruisit pour le Bundestag, qui y siège depuis 1999 ; en 1995, les artistes Christo et Jeanne-Claude avaient emballé l’édifice de tissu.',
      visitTips: [
        'Inscrivez-vous en ligne bien à l’avance pour la visite gratuite de la coupole et de la terrasse sur le toit, et munissez-vous de votre passeport ou de votre carte d’identité.',
        'Venez au crépuscule pour voir s’allumer les lumières de la ville ; un audioguide gratuit commente la vue.',
        'La porte de Brandebourg est à quelques minutes à pied.',
      ],
    },
    // Prague
    'charles-bridge': {
      name: 'Pont Charles',
      description:
        'Le pont gothique en pierre sur la Vltava commencé sous Charles IV en 1357, gardé par des tours à ses deux extrémités et bordé de trente statues baroques.',
      opening_hours: 'Accessible à toute heure',
      culturalContext:
        'L’empereur Charles IV posa la première pierre du pont Charles en 1357, et le pont fut construit sous la direction de Peter Parler, architecte de la cathédrale Saint-Guy, pour remplacer le pont Judith, détruit par une crue en 1342. Jusqu’en 1841, ce fut le seul pont sur la Vltava à Prague. Ses statues furent ajoutées pour la plupart de 1683 à 1714, à commencer par saint Jean Népomucène, jeté du pont en 1393 ; toucher la plaque sous sa statue porterait bonheur.',
      visitTips: [
        'Traversez-le au lever du soleil pour trouver le pont presque vide ; à midi, il est bondé.',
        'Montez à la tour du pont de la Vieille Ville pour la vue sur le pont et le château de Prague.',
        'Le château de Prague est à une vingtaine de minutes à pied, en montant par Malá Strana.',
      ],
    },
    'prague-castle': {
      name: 'Château de Prague',
      description:
        'Fondé au IXe siècle, l’un des plus grands ensembles castraux au monde et le siège des souverains et des présidents tchèques, avec la cathédrale Saint-Guy en son cœur.',
      opening_hours:
        'Bâtiments historiques généralement ouverts tous les jours de 9 h à 17 h (16 h en hiver)',
      culturalContext:
        'Le château de Prague fut fondé vers 880 par le prince Bořivoj et a été le siège des rois de Bohême, des empereurs du Saint-Empire et des présidents de la Tchécoslovaquie puis de la République tchèque. La cathédrale Saint-Guy, en son cœur, fut commencée en 1344 et achevée seulement en 1929. Lors de la défenestration de Prague de 1618, des représentants de l’empereur furent jetés par une fenêtre du château, un événement qui contribua à déclencher la guerre de Trente Ans.',
      visitTips: [
        'Les cours se traversent généralement librement ; le billet donne accès aux intérieurs comme la cathédrale Saint-Guy, l’ancien palais royal et la Ruelle d’or.',
        'Assistez à la relève de la garde à la porte principale, toutes les heures, avec la plus grande cérémonie à midi.',
        'Arrivez tôt pour devancer les groupes, puis redescendez par Malá Strana jusqu’au pont Charles.',
      ],
    },
    // Istanbul
    'hagia-sophia': {
      name: 'Sainte-Sophie',
      description:
        'L’église de la Sainte-Sagesse de Justinien, achevée en 537, mosquée à partir de 1453, musée à partir de 1935 et de nouveau mosquée depuis 2020 ; les visiteurs accèdent à la galerie supérieure.',
      opening_hours:
        'Galerie des visiteurs généralement ouverte tous les jours de 9 h à 19 h 30, fermée pendant la prière du vendredi',
      culturalContext:
        'L’empereur Justinien Ier fit construire Sainte-Sophie en cinq ans seulement, de 532 à 537, par les architectes Anthémius de Tralles et Isidore de Milet, après que des émeutes eurent détruit l’église précédente. Sa coupole, de plus de 30 m de diamètre, semblait aux contemporains suspendue au ciel, et pendant près de mille ans elle fut la plus grande cathédrale du monde. Après la conquête ottomane de 1453, elle devint une mosquée : on y ajouta des minarets et on recouvrit ses mosaïques chrétiennes, dont certaines furent de nouveau dégagées au XXe siècle.',
      visitTips: [
        'Portez une tenue correcte : les femmes se couvrent les cheveux, et chacun se couvre les épaules et les genoux.',
        'Les visiteurs parcourent la galerie supérieure, d’où l’on voit le mieux les mosaïques et la coupole ; évitez la prière de midi du vendredi.',
        'Arrivez tôt pour raccourcir la file ; la Mosquée bleue est juste de l’autre côté de la place.',
      ],
    },
    'blue-mosque': {
      name: 'Mosquée bleue',
      description:
        'La mosquée Sultan-Ahmet, achevée en 1616, avec six minarets et un intérieur revêtu de plus de 20 000 carreaux d’Iznik.',
      opening_hours:
        'Généralement ouverte tous les jours en dehors des heures de prière ; tenue correcte exigée',
      culturalContext:
        'Le sultan Ahmet Ier fit construire la Mosquée bleue de 1609 à 1616, sur les plans de l’architecte Sedefkâr Mehmed Ağa, élève de Sinan, face à Sainte-Sophie. Ses six minarets étaient inhabituels pour une mosquée ; selon une anecdote populaire, le sultan avait demandé des minarets en or, altın, et l’architecte avait compris six, altı. Son surnom vient des carreaux bleus d’Iznik de son intérieur, et elle est toujours un lieu de culte.',
      visitTips: [
        'Visitez-la en dehors des cinq prières quotidiennes, en évitant le vendredi midi ; portez une tenue correcte, avec un foulard pour les femmes.',
        'Retirez vos chaussures à l’entrée des visiteurs ; des sacs pour les ranger sont généralement fournis.',
        'L’entrée est gratuite, et Sainte-Sophie est juste de l’autre côté de la place.',
      ],
    },
  },
};

export default places;
