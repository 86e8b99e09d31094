import type { ArtistsKnowledgeQuestionId, QuizTexts } from '../../../games/quiz-texts';

export const artistsKnowledgeTest: QuizTexts<ArtistsKnowledgeQuestionId> = {
  title: 'Test : la vie des artistes',
  description:
    'Un test difficile sur la vie des grands artistes, de Giotto et Léonard à Frida Kahlo et Andy Warhol.',
  questions: {
    'artists-01': {
      question:
        'Léonard de Vinci est né en 1452 dans une petite ville de Toscane, ou tout près, qui lui a donné son nom. Laquelle ?',
      answer: 'Vinci',
      wrong: ['Caprese', 'Urbin', 'Arezzo'],
      explanation:
        'En italien, « da Vinci » signifie simplement « de Vinci », la petite ville à l’ouest de Florence près de laquelle Léonard est né.',
    },
    'artists-02': {
      question: 'Où Léonard de Vinci est-il mort en 1519 ?',
      answer: 'À Amboise, en France',
      wrong: ['À Milan', 'À Rome', 'À Florence'],
      explanation:
        'Invité par le roi François Ier, Léonard passa ses dernières années au manoir du Clos Lucé, près du château royal d’Amboise.',
    },
    'artists-03': {
      question: 'Qu’a d’inhabituel l’écriture des carnets de Léonard ?',
      answer: 'Il écrivait en miroir, de droite à gauche',
      wrong: [
        'Il écrivait uniquement en latin',
        'Il écrivait dans un code chiffré',
        'Il utilisait l’alphabet grec',
      ],
      explanation:
        'Léonard, qui était gaucher, écrivait d’ordinaire ses notes à l’envers, comme dans un miroir.',
    },
    'artists-04': {
      question:
        'Le dessin de Léonard L’Homme de Vitruve, une figure inscrite dans un cercle et un carré, s’appuie sur les écrits de qui ?',
      answer: 'Un architecte de la Rome antique',
      wrong: ['Un mathématicien grec', 'Un moine médiéval', 'Un banquier florentin'],
      explanation:
        'Vitruve, architecte romain du premier siècle av. J.-C., décrivit les proportions idéales du corps humain, que Léonard illustra vers 1490.',
    },
    'artists-05': {
      question: 'Quelle est la seule œuvre que Michel-Ange ait jamais signée ?',
      answer: 'La Pietà de la basilique Saint-Pierre',
      wrong: ['Le David', 'Le Moïse', 'L’Esclave mourant'],
      explanation:
        'Il grava son nom sur la bande d’étoffe qui barre la poitrine de la Vierge, après avoir, dit-on, entendu des visiteurs attribuer la Pietà à un autre sculpteur ; elle fut achevée en 1499.',
    },
    'artists-06': {
      question:
        'Quelle fresque Michel-Ange peignit-il sur le mur de l’autel de la chapelle Sixtine, plus de vingt ans après la voûte ?',
      answer: 'Le Jugement dernier',
      wrong: ['L’École d’Athènes', 'La Transfiguration', 'La Cène'],
      explanation: 'Michel-Ange peignit Le Jugement dernier entre 1536 et 1541.',
    },
    'artists-07': {
      question: 'Quel âge avait Michel-Ange à sa mort, à Rome, en 1564 ?',
      answer: '88 ans',
      wrong: ['64 ans', '72 ans', '95 ans'],
      explanation:
        'Né à Caprese en mars 1475, Michel-Ange mourut en février 1564, quelques semaines avant ses 89 ans, travaillant encore à la sculpture et à l’architecture.',
    },
    'artists-08': {
      question: 'Raphaël est né en 1483 dans quelle ville, siège d’une célèbre cour de la Renaissance ?',
      answer: 'Urbin',
      wrong: ['Mantoue', 'Ferrare', 'Pérouse'],
      explanation:
        'Raphaël était le fils de Giovanni Santi, peintre de cour des ducs d’Urbin, avant de se former et de travailler à Pérouse, à Florence et à Rome.',
    },
    'artists-09': {
      question: 'Quel âge avait Raphaël à sa mort, à Rome, en 1520 ?',
      answer: '37 ans',
      wrong: ['29 ans', '52 ans', '68 ans'],
      explanation:
        'Raphaël mourut en avril 1520, à 37 ans, au sommet de sa gloire de peintre et d’architecte des papes.',
    },
    'artists-10': {
      question:
        'Qui a écrit Les Vies des meilleurs peintres, sculpteurs et architectes, publiées pour la première fois en 1550 ?',
      answer: 'Giorgio Vasari',
      wrong: ['Leon Battista Alberti', 'Benvenuto Cellini', 'Baldassare Castiglione'],
      explanation:
        'Vasari, lui-même peintre et architecte, écrivit le premier grand recueil de biographies d’artistes, qu’il enrichit en 1568.',
    },
    'artists-11': {
      question:
        'Quelle puissante famille florentine compta parmi les principaux mécènes de Sandro Botticelli ?',
      answer: 'Les Médicis',
      wrong: ['Les Borgia', 'Les Sforza', 'Les Gonzague'],
      explanation:
        'Botticelli travailla pour des membres de la famille Médicis et de leur entourage, pour qui il peignit des tableaux mythologiques comme Le Printemps.',
    },
    'artists-12': {
      question:
        'Le cycle de fresques peint par Giotto vers 1305 couvre les murs de quelle chapelle de Padoue ?',
      answer: 'La chapelle des Scrovegni',
      wrong: ['La chapelle Brancacci', 'La chapelle Contarelli', 'La chapelle Sixtine'],
      explanation:
        'Commandées par Enrico Scrovegni, les fresques racontent la vie de la Vierge et celle du Christ avec un sens nouveau du poids, de l’espace et de l’émotion.',
    },
    'artists-13': {
      question:
        'Quel polyptyque Jan van Eyck acheva-t-il en 1432, probablement après que son frère Hubert l’eut commencé ?',
      answer: 'Le Retable de Gand',
      wrong: ['Le Retable d’Issenheim', 'Le Triptyque Portinari', 'Le Jardin des délices'],
      explanation:
        'L’Adoration de l’Agneau mystique, dans la cathédrale Saint-Bavon de Gand, est une œuvre fondatrice de la peinture à l’huile des primitifs flamands.',
    },
    'artists-14': {
      question: 'Jérôme Bosch tire son nom de quelle ville, où il vécut et travailla ?',
      answer: 'Bois-le-Duc',
      wrong: ['Bruges', 'Anvers', 'Haarlem'],
      explanation:
        'Né Jheronimus van Aken, Bosch passa sa vie à Bois-le-Duc (’s-Hertogenbosch), dans les actuels Pays-Bas.',
    },
    'artists-15': {
      question: 'Dans quelle ville allemande Albrecht Dürer vécut-il et travailla-t-il ?',
      answer: 'Nuremberg',
      wrong: ['Cologne', 'Munich', 'Hambourg'],
      explanation:
        'Dürer naquit à Nuremberg en 1471 et en fit la base d’où ses gravures sur cuivre et sur bois se répandirent dans toute l’Europe.',
    },
    'artists-16': {
      question:
        'Albrecht Dürer réalisa sa célèbre gravure sur bois du Rhinocéros, en 1515, sans jamais avoir vu l’animal. D’après quoi travailla-t-il ?',
      answer: 'Une description écrite et un croquis envoyés de Lisbonne',
      wrong: [
        'Un rhinocéros empaillé à Nuremberg',
        'Une mosaïque romaine antique',
        'Son propre voyage en Inde',
      ],
      explanation:
        'Un rhinocéros était arrivé à Lisbonne en 1515 ; Dürer le dessina d’après une lettre et un croquis, en ajoutant des plaques semblables à une armure qui rendirent son image célèbre pendant des siècles.',
    },
    'artists-17': {
      question:
        'Les Chasseurs dans la neige (1565) de Pieter Bruegel l’Ancien font partie d’une série consacrée à quel thème ?',
      answer: 'Les moments de l’année',
      wrong: ['Les sept péchés capitaux', 'La vie du Christ', 'Les quatre éléments'],
      explanation:
        'Bruegel peignit la série pour le marchand anversois Niclaes Jongelinck ; cinq des panneaux sont parvenus jusqu’à nous, dont trois à Vienne.',
    },
    'artists-18': {
      question:
        'Titien fut le portraitiste préféré de quel empereur du Saint-Empire, qui le fit comte palatin ?',
      answer: 'Charles Quint',
      wrong: ['Maximilien Ier', 'Rodolphe II', 'Ferdinand II'],
      explanation:
        'Charles Quint anoblit Titien en 1533 ; le peintre vénitien servit ensuite son fils, Philippe II d’Espagne.',
    },
    'artists-19': {
      question: 'Le Greco, qui fit carrière à Tolède, est né sur quelle île ?',
      answer: 'La Crète',
      wrong: ['La Sicile', 'Chypre', 'Corfou'],
      explanation:
        'Domínikos Theotokópoulos se forma comme peintre d’icônes en Crète, alors vénitienne, travailla à Venise et à Rome, et s’installa à Tolède en 1577. Ses figures allongées doivent beaucoup au maniérisme.',
    },
    'artists-20': {
      question: 'Le vrai nom du Caravage était Michelangelo Merisi. D’où vient le nom de Caravage ?',
      answer: 'De la petite ville lombarde d’où venait sa famille',
      wrong: [
        'D’un surnom signifiant « peintre sombre »',
        'Du nom de son premier mécène',
        'De l’église où il fut baptisé',
      ],
      explanation:
        'Caravaggio est une petite ville de Lombardie, à l’est de Milan, où la famille du peintre avait ses racines et où il passa une partie de son enfance.',
    },
    'artists-21': {
      question: 'Pourquoi le Caravage s’enfuit-il de Rome en 1606 ?',
      answer: 'Il avait tué un homme dans une rixe',
      wrong: [
        'Il avait été banni pour hérésie',
        'Il fuyait une épidémie de peste',
        'Il était appelé à la cour d’Espagne',
      ],
      explanation:
        'Après avoir tué Ranuccio Tomassoni, il fut condamné à mort et passa ses dernières années à Naples, à Malte et en Sicile ; il mourut en 1610.',
    },
    'artists-22': {
      question: 'En 1616, Artemisia Gentileschi devint la première femme admise dans quelle institution ?',
      answer: 'L’Accademia delle Arti del Disegno de Florence',
      wrong: [
        'La Royal Academy of Arts de Londres',
        'L’Académie royale de peinture et de sculpture',
        'L’Académie des beaux-arts de Vienne',
      ],
      explanation:
        'L’académie florentine, fondée en 1563, l’admit alors qu’elle travaillait pour la cour des Médicis. Les trois autres institutions n’existaient pas encore.',
    },
    'artists-23': {
      question: 'Outre ses sculptures, le Bernin a conçu quel monument de Rome ?',
      answer: 'La colonnade de la place Saint-Pierre',
      wrong: [
        'La coupole de la basilique Saint-Pierre',
        'L’escalier de la Trinité-des-Monts',
        'La fontaine de Trevi',
      ],
      explanation:
        'Les colonnades du Bernin, construites à partir de 1656, embrassent la place comme deux bras. La coupole est due à Michel-Ange, et l’escalier comme la fontaine sont des œuvres d’autres artistes, du XVIIIe siècle.',
    },
    'artists-24': {
      question:
        'Pierre Paul Rubens a peint un cycle de 24 grandes toiles, aujourd’hui au Louvre, sur la vie de quelle reine ?',
      answer: 'Marie de Médicis',
      wrong: ['Catherine de Médicis', 'Anne d’Autriche', 'Élisabeth Ire d’Angleterre'],
      explanation:
        'La reine mère de France commanda le cycle en 1621 pour le palais du Luxembourg ; il occupe aujourd’hui la galerie Médicis du Louvre.',
    },
    'artists-25': {
      question: 'Rubens était aussi diplomate. Quel roi l’a fait chevalier en 1630 ?',
      answer: 'Charles Ier d’Angleterre',
      wrong: ['Louis XIII de France', 'Philippe II d’Espagne', 'Henri IV de France'],
      explanation:
        'Rubens contribua à négocier la paix entre l’Angleterre et l’Espagne, et Charles Ier le fit chevalier ; il peignit ensuite le plafond de la Banqueting House, à Londres.',
    },
    'artists-26': {
      question: 'Diego Vélasquez fut le peintre de cour de quel roi ?',
      answer: 'Philippe IV d’Espagne',
      wrong: ['Charles Quint', 'Philippe II d’Espagne', 'Louis XIV de France'],
      explanation:
        'Vélasquez entra au service de Philippe IV en 1623 et passa le reste de sa carrière à la cour de Madrid.',
    },
    'artists-27': {
      question: 'Dans quelle ville néerlandaise Rembrandt est-il né en 1606 ?',
      answer: 'Leyde',
      wrong: ['Delft', 'Haarlem', 'Utrecht'],
      explanation:
        'Rembrandt commença sa carrière à Leyde et s’installa au début des années 1630 à Amsterdam, où il peignit La Ronde de nuit.',
    },
    'artists-28': {
      question:
        'Johannes Vermeer vécut et travailla dans quelle ville néerlandaise, dont il a peint une vue célèbre ?',
      answer: 'Delft',
      wrong: ['Amsterdam', 'Leyde', 'Haarlem'],
      explanation: 'La Vue de Delft, peinte vers 1660–1661, est conservée au Mauritshuis, à La Haye.',
    },
    'artists-29': {
      question:
        'Sous quel titre connaît-on le morceau de réception d’Antoine Watteau à l’Académie, en 1717, aujourd’hui au Louvre ?',
      answer: 'Le Pèlerinage à l’île de Cythère',
      wrong: ['L’Escarpolette', 'Le Serment des Horaces', 'Les Baigneuses'],
      explanation:
        'L’Académie créa pour lui une nouvelle catégorie, la fête galante, une élégante réunion en plein air qui devint typique du rococo.',
    },
    'artists-30': {
      question:
        'De quel handicap, dû à une maladie, Francisco de Goya fut-il frappé au début des années 1790 ?',
      answer: 'Il devint sourd',
      wrong: ['Il devint aveugle', 'Il perdit la main droite', 'Ses jambes furent paralysées'],
      explanation:
        'Une grave maladie, en 1792–1793, laissa Goya sourd ; son œuvre tardive, dont les Peintures noires sur les murs de sa maison, devint de plus en plus sombre.',
    },
    'artists-31': {
      question: 'Qu’a fait Jacques-Louis David, député à la Convention nationale, en janvier 1793 ?',
      answer: 'Il a voté la mort de Louis XVI',
      wrong: [
        'Il a voté pour épargner le roi',
        'Il a rédigé la Déclaration des droits de l’homme',
        'Il a mené la prise de la Bastille',
      ],
      explanation:
        'Jacobin et ami de Robespierre, David peignit cette année-là La Mort de Marat ; après la chute de Napoléon, il s’exila à Bruxelles.',
    },
    // In French the phrase "violon d'Ingres" would give the answer away: the question describes it.
    'artists-32': {
      question:
        'Quel passe-temps du peintre Ingres a donné à la langue française l’expression qui désigne une passion d’amateur ?',
      answer: 'Jouer du violon',
      wrong: ['Jouer aux échecs', 'Faire de l’escrime', 'Jardiner'],
      explanation:
        'Jean-Auguste-Dominique Ingres était un violoniste passionné, qui avait joué dans un orchestre à Toulouse dans sa jeunesse : d’où l’expression « violon d’Ingres ».',
    },
    'artists-33': {
      question:
        'Antonio Canova a représenté Napoléon en colossale figure de marbre, nue. Quel est le titre de cette statue ?',
      answer: 'Napoléon en Mars pacificateur',
      wrong: [
        'Bonaparte franchissant les Alpes',
        'Napoléon sur le trône impérial',
        'L’Empereur dans son cabinet de travail',
      ],
      explanation:
        'Napoléon n’aimait pas la statue ; après sa chute, elle fut vendue au gouvernement britannique et offerte au duc de Wellington. Elle se trouve à Apsley House, à Londres.',
    },
    'artists-34': {
      question: 'Pourquoi le pape envoya-t-il Antonio Canova à Paris en 1815 ?',
      answer: 'Pour récupérer les œuvres que Napoléon avait enlevées aux États pontificaux',
      wrong: [
        'Pour sculpter un monument à Louis XVIII',
        'Pour enseigner à l’École des beaux-arts',
        'Pour restaurer la Vénus de Milo',
      ],
      explanation:
        'Après Waterloo, Canova négocia le retour de nombreux chefs-d’œuvre qui avaient été exposés au musée Napoléon.',
    },
    'artists-35': {
      question:
        'Quel voyage, en 1832, offrit à Eugène Delacroix une réserve de couleurs et de sujets pour toute sa vie ?',
      answer: 'Une mission diplomatique au Maroc',
      wrong: ['Un voyage d’études à Rome', 'L’expédition d’Égypte de Bonaparte', 'Un voyage en Russie'],
      explanation:
        'Delacroix accompagna une ambassade française auprès du sultan du Maroc et remplit des carnets de croquis dont il se servit le reste de sa vie.',
    },
    'artists-36': {
      question: 'Théodore Géricault, le peintre du Radeau de la Méduse, mourut en 1824 à quel âge ?',
      answer: '32 ans',
      wrong: ['25 ans', '45 ans', '61 ans'],
      explanation:
        'Affaibli par des chutes de cheval, Géricault mourut en janvier 1824 ; le Louvre acheta Le Radeau de la Méduse la même année.',
    },
    'artists-37': {
      question: 'La peintre impressionniste Berthe Morisot épousa le frère de quel artiste ?',
      answer: 'Édouard Manet',
      wrong: ['Claude Monet', 'Edgar Degas', 'Pierre-Auguste Renoir'],
      explanation:
        'Morisot, qui avait posé pour Manet, épousa son frère Eugène en 1874, l’année où elle exposa à la première exposition impressionniste.',
    },
    'artists-38': {
      question: 'Mary Cassatt, que Degas invita à exposer avec les impressionnistes, venait de quel pays ?',
      answer: 'Des États-Unis',
      wrong: ['Du Canada', 'D’Angleterre', 'D’Australie'],
      explanation:
        'Née en Pennsylvanie, Cassatt s’installa à Paris et se fit connaître par ses tableaux de mères et d’enfants.',
    },
    'artists-39': {
      question:
        'Pourquoi la Petite Danseuse de quatorze ans d’Edgar Degas surprit-elle les visiteurs en 1881 ?',
      answer: 'C’était une figure de cire vêtue d’un vrai tutu, un vrai ruban dans les cheveux',
      wrong: [
        'Elle était taillée dans un seul bloc de glace',
        'Elle bougeait grâce à un mécanisme d’horlogerie',
        'Elle était recouverte de feuille d’or',
      ],
      explanation:
        'Seule sculpture que Degas ait exposée, elle associait cire teintée, vrai tissu et vrais cheveux ; les bronzes en furent fondus après sa mort.',
    },
    'artists-40': {
      question: 'Claude Monet a grandi dans quelle ville portuaire, sujet d’Impression, soleil levant ?',
      answer: 'Le Havre',
      wrong: ['Marseille', 'Bordeaux', 'Brest'],
      explanation:
        'Monet passa sa jeunesse au Havre, où le paysagiste Eugène Boudin l’encouragea à peindre en plein air.',
    },
    'artists-41': {
      question:
        'Paul Cézanne a peint la montagne Sainte-Victoire des dizaines de fois. Près de quelle ville, sa ville natale, s’élève-t-elle ?',
      answer: 'Aix-en-Provence',
      wrong: ['Marseille', 'Arles', 'Nice'],
      explanation:
        'Cézanne revint sans cesse à la montagne, à l’est d’Aix, décomposant ses formes en plans de couleur qui inspirèrent les cubistes.',
    },
    'artists-42': {
      question: 'Qui soutint financièrement Vincent van Gogh et échangea avec lui des centaines de lettres ?',
      answer: 'Son frère Theo, marchand d’art',
      wrong: ['Son ami Paul Gauguin', 'Son médecin, Paul Gachet', 'Son cousin Anton Mauve'],
      explanation:
        'Theo van Gogh travaillait pour les marchands parisiens Goupil & Cie ; les lettres que Vincent lui adressa sont une source majeure sur sa vie et son art.',
    },
    'artists-43': {
      question:
        'Quel peintre séjournait chez Van Gogh à Arles juste avant que celui-ci se coupe une partie de l’oreille, en décembre 1888 ?',
      answer: 'Paul Gauguin',
      wrong: ['Henri de Toulouse-Lautrec', 'Émile Bernard', 'Paul Signac'],
      explanation:
        'Après une violente dispute avec Van Gogh, Gauguin quitta Arles, mettant fin à leur projet d’atelier d’artistes du Midi.',
    },
    'artists-44': {
      question: 'Où Vincent van Gogh passa-t-il les dernières semaines de sa vie, en 1890 ?',
      answer: 'Auvers-sur-Oise',
      wrong: ['Arles', 'Saint-Rémy-de-Provence', 'Amsterdam'],
      explanation:
        'Van Gogh s’installa à Auvers, au nord de Paris, en mai 1890, y peignit des dizaines d’œuvres et y mourut en juillet.',
    },
    'artists-45': {
      question: 'Paul Gauguin quitta la France en 1891 pour aller peindre sur quelle île ?',
      answer: 'Tahiti',
      wrong: ['La Martinique', 'Madagascar', 'Sri Lanka'],
      explanation:
        'Gauguin passa la plupart de ses dernières années en Polynésie française et mourut à Hiva Oa, aux îles Marquises, en 1903.',
    },
    'artists-46': {
      question:
        'Henri de Toulouse-Lautrec est surtout connu pour ses affiches et ses tableaux de quel cabaret de Montmartre ?',
      answer: 'Le Moulin-Rouge',
      wrong: ['Le café Guerbois', 'Le Bateau-Lavoir', 'Le Café de la Paix'],
      explanation:
        'Ses affiches pour le Moulin-Rouge, ouvert en 1889, ont contribué à faire de l’affiche un art à part entière.',
    },
    'artists-47': {
      question: 'Georges Seurat, qui mit au point le pointillisme, mourut en 1891 à quel âge ?',
      answer: '31 ans',
      wrong: ['24 ans', '47 ans', '59 ans'],
      explanation:
        'Seurat mourut brutalement de maladie, cinq ans seulement après avoir achevé Un dimanche après-midi à l’île de la Grande Jatte.',
    },
    'artists-48': {
      question: 'En 1897, Gustav Klimt devint le premier président de quel groupe d’artistes viennois ?',
      answer: 'La Sécession viennoise',
      wrong: ['Le Cavalier bleu', 'Le Bauhaus', 'Die Brücke'],
      explanation:
        'La Sécession rompit avec l’académie conservatrice de Vienne et devint le foyer autrichien de l’Art nouveau, avec pour devise « À chaque époque son art, à l’art sa liberté ».',
    },
    // "What does 'fauves' mean?" is no question in French: it asks for the name the critic gave them.
    'artists-49': {
      question: 'Au Salon d’automne de 1905, quel nom un critique donna-t-il à Henri Matisse et à ses amis ?',
      answer: 'Les fauves',
      wrong: ['Les coloristes', 'Les fous', 'Les enfants'],
      explanation:
        'Le critique Louis Vauxcelles inventa ce nom, et le fauvisme en vint à désigner une couleur vive, non naturelle, employée pour elle-même.',
    },
    'artists-50': {
      question:
        'Dans ses dernières années, quand la maladie l’empêchait de rester debout devant le chevalet, comment Henri Matisse réalisait-il ses grandes œuvres ?',
      answer: 'En découpant des formes dans du papier peint à la gouache',
      wrong: [
        'En tissant lui-même des tapisseries',
        'En sculptant des reliefs en bois',
        'En photographiant ses modèles',
      ],
      explanation:
        'Matisse appelait cela « dessiner avec des ciseaux » ; parmi ses papiers découpés figurent L’Escargot et le livre illustré Jazz.',
    },
    'artists-51': {
      question: 'Dans quelle ville espagnole Pablo Picasso est-il né en 1881 ?',
      answer: 'Malaga',
      wrong: ['Barcelone', 'Madrid', 'Séville'],
      explanation:
        'Picasso naquit à Malaga, se forma à La Corogne et à Barcelone, et s’installa à Paris en 1904 ; il mourut à Mougins en 1973.',
    },
    'artists-52': {
      question: 'Avec quel peintre Picasso développa-t-il le cubisme à partir de 1908 environ ?',
      answer: 'Georges Braque',
      wrong: ['Henri Matisse', 'André Derain', 'Amedeo Modigliani'],
      explanation:
        'Picasso et Braque travaillaient en si étroite collaboration que Braque les comparait à deux alpinistes encordés.',
    },
    'artists-53': {
      question:
        'Vassily Kandinsky, pionnier de l’art abstrait, enseigna à partir de 1922 dans quelle école allemande d’art et de design ?',
      answer: 'Le Bauhaus',
      wrong: ['L’Académie des beaux-arts de Düsseldorf', 'L’Académie des arts de Berlin', 'L’école Folkwang'],
      explanation:
        'Kandinsky enseigna au Bauhaus jusqu’à ce que les nazis le contraignent à fermer, en 1933 ; il passa ses dernières années près de Paris.',
    },
    'artists-54': {
      question: 'Quelle ville a inspiré le dernier tableau achevé de Piet Mondrian, Broadway Boogie Woogie ?',
      answer: 'New York',
      wrong: ['Paris', 'Amsterdam', 'Londres'],
      explanation:
        'Mondrian s’installa à New York en 1940 ; le quadrillage de ses rues et le boogie-woogie inspirèrent ce tableau de 1942–1943.',
    },
    'artists-55': {
      question: 'Salvador Dalí a créé son propre Théâtre-Musée dans quelle ville catalane, où il était né ?',
      answer: 'Figueras',
      wrong: ['Barcelone', 'Gérone', 'Tarragone'],
      explanation:
        'Le Théâtre-Musée Dalí a ouvert en 1974 dans les ruines de l’ancien théâtre municipal de Figueras.',
    },
    'artists-56': {
      question: 'Le surréaliste René Magritte, peintre du Fils de l’homme, venait de quel pays ?',
      answer: 'De Belgique',
      wrong: ['De France', 'De Suisse', 'Des Pays-Bas'],
      explanation:
        'Magritte passa l’essentiel de sa vie à Bruxelles et dans ses environs ; Le Fils de l’homme (1964) montre un homme en chapeau melon dont le visage est caché par une pomme.',
    },
    'artists-57': {
      question: 'Frida Kahlo s’est mise sérieusement à la peinture en se remettant de quoi ?',
      answer: 'D’un accident d’autobus, en 1925',
      wrong: ['De la tuberculose', 'D’une chute de cheval', 'D’une blessure de guerre'],
      explanation:
        'Clouée au lit à dix-huit ans, elle peignait grâce à un miroir fixé au-dessus d’elle, l’une des raisons pour lesquelles l’autoportrait domine son œuvre.',
    },
    'artists-58': {
      question: 'Frida Kahlo a épousé deux fois quel muraliste mexicain ?',
      answer: 'Diego Rivera',
      wrong: ['José Clemente Orozco', 'David Alfaro Siqueiros', 'Rufino Tamayo'],
      explanation: 'Kahlo et Rivera se marièrent en 1929, divorcèrent en 1939 et se remarièrent en 1940.',
    },
    // The nicknames stay in English, as French quotes Time's; the explanation gives the pun.
    'artists-59': {
      question: 'Quel surnom le magazine Time donna-t-il à Jackson Pollock en 1956 ?',
      answer: 'Jack the Dripper',
      wrong: ['The Splash King', 'Mister Action', 'The Cowboy of Canvas'],
      explanation:
        'Ce jeu de mots sur Jack l’Éventreur (Jack the Ripper) se moquait du dripping, la technique qui avait fait de Pollock la figure la plus connue de l’expressionnisme abstrait.',
    },
    'artists-60': {
      question: 'Comment s’appelait l’atelier new-yorkais d’Andy Warhol ?',
      answer: 'La Factory',
      wrong: ['Le Warehouse', 'Le Workshop', 'Le Loft'],
      explanation:
        'À la Factory, des assistants aidaient Warhol à produire des sérigraphies en série, comme si l’art était un produit industriel.',
    },
    'artists-61': {
      question: 'À quelle série d’estampes appartient La Grande Vague de Kanagawa de Katsushika Hokusai ?',
      answer: 'Trente-six vues du mont Fuji',
      wrong: ['Les Cinquante-trois Relais du Tōkaidō', 'Cent vues célèbres d’Edo', 'La Manga d’Hokusai'],
      explanation:
        'Hokusai avait environ soixante-dix ans quand il conçut la série ; les deux autres séries citées ici sont d’Hiroshige, et les Manga sont les carnets de croquis d’Hokusai.',
    },
    'artists-62': {
      question:
        'Quelle sculptrice fut l’élève, l’assistante et la compagne d’Auguste Rodin avant de mener sa propre carrière ?',
      answer: 'Camille Claudel',
      wrong: ['Berthe Morisot', 'Suzanne Valadon', 'Rosa Bonheur'],
      explanation:
        'Camille Claudel travailla dans l’atelier de Rodin dès le milieu des années 1880 ; une salle du musée Rodin est consacrée à ses sculptures.',
    },
    'artists-63': {
      question: 'À qui William Turner légua-t-il la plupart des œuvres de son atelier ?',
      answer: 'À la nation britannique',
      wrong: ['À la Royal Academy', 'Au roi', 'À sa gouvernante'],
      explanation:
        'Le legs Turner, des centaines de peintures et des milliers de dessins et d’aquarelles, est aujourd’hui conservé pour l’essentiel à la Tate Britain.',
    },
  },
};
