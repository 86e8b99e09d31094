import type { ArtworksPack } from '../../artworks-texts';

const artworks: ArtworksPack = {
  artworks: {
    'mona-lisa': {
      title: 'La Joconde',
      artist: 'Léonard de Vinci',
      year: 'vers 1503–1519',
      medium: 'Huile sur panneau de peuplier',
      dimensions: '77 × 53 cm',
      location: 'Aile Denon, salle 711 (salle des États)',
      historicalContext:
        'Léonard de Vinci commença ce portrait à Florence vers 1503 ; on identifie généralement son modèle à Lisa Gherardini, épouse du marchand de soie Francesco del Giocondo. ' +
        'C’est pourquoi le tableau est aussi appelé la Gioconda en italien et la Joconde en français. ' +
        'Léonard ne le remit jamais à la famille : il continua de le perfectionner pendant de longues années et l’emporta en France en 1516, lorsque le roi François Ier l’invita à s’installer près du château royal d’Amboise, où il mourut en 1519. ' +
        'François Ier acheta probablement le panneau vers 1518, du vivant de Léonard, si bien que l’œuvre appartenait déjà aux collections royales à la mort du peintre ; elle fut accrochée à Fontainebleau, puis à Versailles, devint propriété publique après la Révolution et appartient au Louvre depuis 1797.\n\n' +
        'Sa renommée ne cessa de grandir au cours du XIXe siècle, puis explosa en août 1911, lorsque Vincenzo Peruggia, un homme à tout faire italien qui avait travaillé au musée, sortit avec le tableau caché sous sa blouse. ' +
        'Pendant plus de deux ans, la presse du monde entier suivit l’enquête, jusqu’à ce que l’œuvre soit retrouvée à Florence en décembre 1913 ; après avoir été montrée à Florence, à Rome et à Milan, elle retrouva les cimaises du Louvre le 4 janvier 1914.\n\n' +
        'Ce qui retient le regard, c’est le sfumato, cette manière propre à Léonard de fondre la lumière dans l’ombre, en un passage doux et vaporeux, sans contour net. ' +
        'Les commissures des lèvres et les coins des yeux restent légèrement indéfinis, si bien que son expression semble changer à mesure qu’on la regarde. ' +
        'Derrière elle, un paysage imaginaire fait de chemins sinueux, d’un pont, d’eaux et de montagnes brumeuses se perd dans un lointain bleuté, et l’horizon n’est pas tout à fait à la même hauteur de part et d’autre de sa tête : une source de plus, subtile, de la discrète inquiétude qui se dégage du tableau.',
      interestingFacts: [
        'Le tableau est étonnamment petit : 77 centimètres sur 53, peint à l’huile sur un seul panneau de bois de peuplier.',
        'Il fut volé le 21 août 1911 par Vincenzo Peruggia, un ancien employé du Louvre, et resta introuvable plus de deux ans avant d’être retrouvé à Florence.',
        'Il est protégé par une vitre depuis les années 1950, après qu’un visiteur eut endommagé sa partie inférieure avec de l’acide en 1956 ; il est aujourd’hui présenté dans une vitrine climatisée et pare-balles.',
        'Elle n’a ni sourcils ni cils visibles, un détail qui alimente depuis des siècles les débats sur la mode de l’époque, les nettoyages successifs et l’inachèvement de l’œuvre.',
        'Le tableau n’a que rarement voyagé depuis qu’il a été retrouvé : il fut exposé en 1963 à Washington et à New York, et en 1974 à Tokyo et à Moscou.',
        'Depuis 2005, il est accroché seul sur une cimaise isolée de la salle des États, l’une des plus grandes salles du Louvre.',
      ],
      visitorExperience:
        'Attendez-vous à la foule : une file délimitée par des cordons mène les visiteurs jusqu’à une barrière placée à quelques mètres du tableau, où l’on dispose d’une minute environ au premier rang. ' +
        'Venez dès l’ouverture ou lors d’une nocturne (vérifiez les horaires en vigueur du musée), et suivez la signalétique « La Joconde » depuis l’entrée Denon. ' +
        'Armez-vous de patience plutôt que d’un zoom, et prenez le temps de regarder ses yeux et ses mains autrement qu’à travers l’écran d’un téléphone. ' +
        'Une fois que vous l’aurez vue, retournez-vous : les immenses Noces de Cana de Véronèse couvrent le mur opposé et se contemplent sans hâte.',
      imageAlt:
        'La Joconde : une femme vêtue de sombre, assise les mains croisées et esquissant un léger sourire, devant un paysage brumeux de chemins, d’eau et de montagnes.',
    },
    'venus-de-milo': {
      title: 'Vénus de Milo',
      artist: 'Attribuée à Alexandros d’Antioche',
      year: 'vers 150–125 av. J.-C.',
      medium: 'Marbre de Paros',
      dimensions: 'Hauteur 204 cm',
      location: 'Aile Sully, salle 345',
      historicalContext:
        'La Vénus de Milo fut découverte en avril 1820 sur l’île de Milos, dans la mer Égée : un paysan nommé Yorgos Kentrotas mit au jour la statue, brisée en deux grands morceaux, parmi les ruines de la cité antique. ' +
        'Un jeune officier de marine français, Olivier Voutier, assista à la découverte ; la nouvelle parvint vite aux diplomates français, et le marquis de Rivière, ambassadeur auprès de l’Empire ottoman, obtint la statue pour la France. ' +
        'Il l’offrit au roi Louis XVIII, qui en fit don au Louvre en 1821.\n\n' +
        'La statue est une œuvre hellénistique, sculptée entre 150 et 125 av. J.-C. environ ; elle représente très probablement Aphrodite, la déesse grecque de l’amour et de la beauté, que les Romains appelaient Vénus. ' +
        'Un fragment de plinthe inscrit, trouvé avec elle, nommait un sculpteur, Alexandros, fils de Ménidès, originaire d’Antioche du Méandre : c’est pourquoi l’œuvre lui est attribuée ; ce bloc fut ensuite perdu. ' +
        'La figure fut sculptée en plusieurs blocs de marbre assemblés au niveau des hanches. Elle rappelle les sculpteurs classiques du IVe siècle av. J.-C., mais y ajoute un mouvement en spirale et un contraste saisissant entre la peau lisse et le drapé lourd qui glisse.\n\n' +
        'La France célébra son nouveau trésor avec enthousiasme. En 1815, elle avait dû rendre à Florence la célèbre Vénus de Médicis, et la Vénus de Milo devint la réponse nationale : un original grec, et non une copie romaine. ' +
        'Ses bras manquants n’ont fait qu’ajouter à la légende, et les savants ont proposé d’innombrables restitutions, d’une déesse tenant une pomme à une figure appuyée sur un pilier ou se mirant dans un bouclier.',
      interestingFacts: [
        'Ses bras n’ont jamais été retrouvés. Des fragments d’un bras et d’une main tenant une pomme furent découverts à proximité, mais les spécialistes débattent encore de leur appartenance à la statue.',
        'Une pomme serait un attribut bien choisi : le mot grec pour « pomme », mêlon, fait écho au nom de l’île, Mélos.',
        'De petits trous forés montrent qu’elle portait autrefois des bijoux de métal, sans doute un bracelet, des boucles d’oreilles et un bandeau, aujourd’hui perdus.',
        'Le peintre Pierre-Auguste Renoir ne l’aimait guère : il la traitait de « grand gendarme ».',
        'Au début de la Seconde Guerre mondiale, elle fut évacuée, comme de nombreux trésors du Louvre, au château de Valençay, dans le centre de la France.',
        'En 1964, elle se rendit au Japon pour une exposition, son seul voyage à l’étranger depuis son arrivée au Louvre.',
      ],
      visitorExperience:
        'La Vénus dispose d’une salle à elle seule au rez-de-chaussée de l’aile Sully, entourée des galeries de sculpture grecque, et on l’aperçoit de loin en s’approchant. ' +
        'Faites-en le tour complet : la torsion du corps, le nœud du drapé qui glisse sur les hanches et la finition plus sommaire du dos ne se comprennent que de côté. ' +
        'La salle est fréquentée en milieu de journée, mais bien plus calme que celle de La Joconde ; tôt le matin et les soirs de nocturne sont les meilleurs moments pour la photographier sans obstacle.',
      imageAlt:
        'La Vénus de Milo, en marbre et privée de ses bras, vue de face et en pied sur son piédestal, devant un mur de marbre rouge sombre veiné.',
    },
    'winged-victory': {
      title: 'Victoire de Samothrace',
      artist: 'Sculpteur inconnu',
      year: 'vers 190 av. J.-C.',
      medium: 'Statue en marbre de Paros sur une base en marbre gris de Lartos',
      dimensions: 'Environ 5,1 m de hauteur au total ; la figure ailée seule mesure près de 3 m',
      location: 'Aile Denon, en haut de l’escalier Daru (salle 703)',
      historicalContext:
        'La Victoire de Samothrace représente Niké, la déesse grecque de la victoire, se posant sur la proue d’un navire de guerre, tandis que le vent du large plaque sa robe contre son corps. ' +
        'Elle fut découverte en 1863 par Charles Champoiseau, diplomate français et archéologue amateur, qui fouillait le sanctuaire des Grands Dieux sur l’île de Samothrace, au nord de la mer Égée. ' +
        'Il envoya à Paris le torse et bien plus d’une centaine de fragments de drapé ; les blocs de la base en forme de navire, taillés dans un marbre gris de Lartos, sur l’île de Rhodes, suivirent en 1879.\n\n' +
        'Le monument se dressait probablement dans une niche à flanc de colline, au-dessus du sanctuaire, d’où les visiteurs voyaient la déesse se poser sur fond de ciel. ' +
        'Le marbre rhodien de la base et le style de la sculpture suggèrent qu’il s’agissait d’une offrande de Rhodes, réalisée vers 190 av. J.-C. pour célébrer une victoire navale, bien que la bataille commémorée reste débattue. Le nom du sculpteur n’est consigné nulle part : qualifier l’œuvre de rhodienne est une déduction tirée du marbre et du style, non un fait établi.\n\n' +
        'Au Louvre, la statue reconstituée fut présentée pour la première fois en 1866 ; en 1884, elle fut dressée sur son navire en haut de l’escalier Daru, où elle se trouve depuis. ' +
        'L’ampleur des marches fait de la statue l’un des spectacles les plus théâtraux qu’offre un musée. ' +
        'Sa tête et ses bras n’ont jamais été retrouvés, et l’aile droite est une copie en plâtre, symétrique de l’aile gauche originale ; pourtant, la torsion du corps et le drapé soulevé par le vent traduisent le mouvement comme peu de sculptures ont su le faire.',
      interestingFacts: [
        'L’aile droite n’est pas d’origine : les restaurateurs l’ont réalisée en plâtre, en reflet symétrique de l’aile gauche conservée.',
        'Une partie de sa main droite, retrouvée à Samothrace en 1950, est exposée dans une vitrine près de la statue.',
        'La proue du navire est taillée dans un marbre gris de Lartos, sur l’île de Rhodes, indice que le monument était une offrande rhodienne.',
        'En septembre 1939, la statue descendit l’escalier Daru sur une rampe de bois, avant d’être évacuée au château de Valençay pour toute la durée de la Seconde Guerre mondiale.',
        'Une restauration achevée en 2014 a nettoyé le marbre, puis démonté et remonté les blocs du navire.',
      ],
      visitorExperience:
        'Vous la découvrez en haut de l’escalier Daru, qui mène aux peintures italiennes et à La Joconde : l’escalier est donc rarement désert. ' +
        'La meilleure vue est celle du bas des marches : montez lentement et regardez ses ailes s’ouvrir au-dessus de vous. ' +
        'Faites ensuite le tour du palier pour la voir de profil, là où l’élan du corps vers l’avant et le drapé plaqué par le vent sont les plus saisissants. ' +
        'La foule passe vite : quelques minutes de patience vous offriront une vue dégagée et une photographie.',
      imageAlt:
        'La Victoire de Samothrace, sans tête, vue de profil, les ailes déployées derrière elle, debout sur sa proue de navire en pierre grise, devant le mur clair de l’escalier Daru.',
    },
    'liberty-leading': {
      title: 'La Liberté guidant le peuple',
      artist: 'Eugène Delacroix',
      year: '1830',
      medium: 'Huile sur toile',
      dimensions: '260 × 325 cm',
      location: 'Aile Denon, salle 700 (salle Mollien)',
      historicalContext:
        'Eugène Delacroix peignit La Liberté guidant le peuple à l’automne 1830 pour commémorer la révolution de Juillet, ces trois journées de combats de rue à Paris, du 27 au 29 juillet, qui chassèrent le roi Charles X du trône. ' +
        'Son titre complet fait référence à la deuxième de ces journées, le 28 juillet 1830. ' +
        'Delacroix ne combattit pas lui-même sur les barricades, mais il écrivit à son frère que, s’il n’avait pas vaincu pour la patrie, du moins il peindrait pour elle.\n\n' +
        'Le tableau mêle un événement réel et l’allégorie. La Liberté est une femme du peuple, pieds nus, coiffée du bonnet phrygien, symbole de la liberté depuis la Révolution de 1789 ; elle brandit le drapeau tricolore d’une main et, de l’autre, un fusil à baïonnette, tout en enjambant les morts. ' +
        'Autour d’elle, Delacroix a réuni un échantillon de la société parisienne : un ouvrier armé d’un sabre, un homme en haut-de-forme tenant un fusil, un garçon brandissant deux pistolets. ' +
        'Dans la fumée, à droite, les tours de Notre-Dame se dressent au-dessus de la ville.\n\n' +
        'Le gouvernement du nouveau roi, Louis-Philippe, acheta le tableau après son exposition au Salon de 1831, mais jugea bientôt son message trop incendiaire et le retira pendant des années de la vue du public. ' +
        'Entré au Louvre en 1874, il est depuis devenu une image universelle de la révolution et de la liberté, reproduite sur des timbres, sur un billet de banque français et sur d’innombrables affiches.',
      interestingFacts: [
        'On dit souvent que le garçon aux deux pistolets a inspiré Gavroche, le gamin de Paris des Misérables de Victor Hugo, roman publié en 1862.',
        'On a parfois reconnu Delacroix lui-même dans l’homme au haut-de-forme, mais cette identification reste incertaine.',
        'Le tableau et un portrait de Delacroix ont figuré sur le billet de 100 francs à la fin du XXe siècle.',
        'Une restauration achevée en 2024 a retiré les vernis assombris et rendu leur éclat aux bleus, aux blancs et aux rouges d’origine.',
        'La date de son titre original, le 28 juillet 1830, est la deuxième des « Trois Glorieuses » de la révolution de Juillet.',
      ],
      visitorExperience:
        'Le tableau est accroché dans la salle Mollien, l’une des grandes salles rouges consacrées aux grands formats de la peinture française du XIXe siècle, au premier étage de l’aile Denon, aux côtés du Radeau de la Méduse. ' +
        'Reculez jusqu’au milieu de la salle pour embrasser la pyramide des figures, puis approchez-vous pour observer la touche rapide et libre de Delacroix sur les visages et les corps du premier plan. ' +
        'La salle est très visitée mais spacieuse, et le matin est généralement le moment le plus calme.',
      imageAlt:
        'La Liberté guidant le peuple : une femme coiffée d’un bonnet rouge brandit le drapeau tricolore et entraîne des Parisiens armés par-dessus une barricade et des corps tombés, devant la fumée et les tours de Notre-Dame.',
    },
    'wedding-feast': {
      title: 'Les Noces de Cana',
      artist: 'Paolo Véronèse',
      year: '1562–1563',
      medium: 'Huile sur toile',
      dimensions: '677 × 994 cm',
      location: 'Aile Denon, salle 711 (salle des États), face à La Joconde',
      historicalContext:
        'Véronèse peignit Les Noces de Cana en 1562 et 1563 pour le réfectoire du monastère bénédictin de San Giorgio Maggiore, à Venise, une salle que venait de concevoir l’architecte Andrea Palladio. ' +
        'Couvrant le mur du fond, la toile offrait aux moines, pendant leurs repas, l’épisode de l’Évangile où le Christ change l’eau en vin lors d’un mariage à Cana, son premier miracle.\n\n' +
        'Véronèse fit de l’épisode biblique un somptueux banquet vénitien. ' +
        'Plus de cent trente personnages, convives vêtus de soie et de brocart, serviteurs, musiciens et chiens, se pressent sur une scène d’architecture classique, sous un ciel ouvert. ' +
        'Le Christ est assis au centre auprès de sa mère, calme et tourné vers nous, tandis que la fête bat son plein autour de lui et qu’au premier plan des serviteurs versent le vin de grandes jarres. ' +
        'Selon la tradition, le groupe de musiciens placé devant lui représenterait Véronèse lui-même et ses confrères vénitiens Titien, le Tintoret et Jacopo Bassano.\n\n' +
        'En 1797, les troupes de Napoléon enlevèrent le tableau de Venise et l’emportèrent à Paris. ' +
        'Après la chute de Napoléon, la plupart des œuvres saisies furent restituées, mais cette toile fut jugée trop grande pour être déplacée de nouveau, et Venise accepta à sa place un tableau de Charles Le Brun. ' +
        'Elle est restée au Louvre depuis, et c’est le plus grand tableau des collections du musée.',
      interestingFacts: [
        'Avec environ 6,8 mètres sur 9,9, c’est le plus grand tableau du Louvre.',
        'La tradition reconnaît dans les musiciens du premier plan Véronèse lui-même, vêtu de blanc, ainsi que Titien, le Tintoret et Jacopo Bassano.',
        'Un sablier posé sur la table des musiciens rappelle discrètement que le temps passe, même au milieu d’une fête.',
        'Lorsque la toile resta à Paris après 1815, Venise reçut en échange Le Repas chez Simon de Charles Le Brun.',
        'Depuis 2007, un fac-similé grandeur nature réalisé par l’atelier Factum Arte est de nouveau accroché dans le réfectoire de Palladio, à San Giorgio Maggiore, à Venise.',
      ],
      visitorExperience:
        'Le tableau occupe tout le mur qui fait face à La Joconde, dans la salle des États : la plupart des visiteurs le voient par-dessus leur épaule en faisant la queue. ' +
        'Prenez le temps de vous écarter de la foule vers le milieu de la salle : de là, vous saisirez toute la composition, puis repérerez des détails comme les chiens, les musiciens ou le serviteur qui verse le vin. ' +
        'La salle est toujours pleine, mais le tableau est si grand qu’il n’est jamais nécessaire d’attendre pour le voir.',
      imageAlt:
        'Les Noces de Cana : un banquet vénitien foisonnant sous un ciel ouvert, avec le Christ assis au centre d’une longue table, des musiciens au premier plan et des convives parmi les colonnes et les balcons.',
    },
    'coronation-napoleon': {
      title: 'Le Sacre de Napoléon',
      artist: 'Jacques-Louis David',
      year: '1805–1807',
      medium: 'Huile sur toile',
      dimensions: '621 × 979 cm',
      location: 'Aile Denon, salle 702 (salle Daru)',
      historicalContext:
        'Le Sacre de Napoléon retrace la cérémonie célébrée dans la cathédrale Notre-Dame de Paris le 2 décembre 1804, lorsque Napoléon Bonaparte fut sacré empereur des Français en présence du pape Pie VII. ' +
        'Napoléon commanda le tableau à Jacques-Louis David, qu’il avait nommé son Premier peintre. ' +
        'David assista à la cérémonie, prit des croquis sur le vif, puis travailla à l’immense toile de 1805 à 1807.\n\n' +
        'David choisit de ne pas montrer l’instant où Napoléon se couronna lui-même, qui aurait pu paraître arrogant, mais celui qui suivit : l’Empereur, une couronne de lauriers d’or sur la tête, élève une couronne au-dessus de Joséphine agenouillée. ' +
        'Le pape, assis derrière lui, lève la main pour bénir. ' +
        'Plus d’une centaine de personnages emplissent le chœur de la cathédrale, dont beaucoup sont des portraits reconnaissables de la famille de Napoléon, de ses maréchaux et des dignitaires de l’Empire ; David s’est même représenté en train de dessiner dans une tribune, au-dessus de la scène.\n\n' +
        'Le tableau est autant une image politique qu’un document historique. ' +
        'La mère de Napoléon, qui n’assista pas à la cérémonie, trône à une place d’honneur au centre, et toute la composition ordonne les rangs et les fidélités autour de la nouvelle dynastie. ' +
        'Après la chute de l’Empire, la toile fut mise en réserve ; elle fut ensuite exposée à Versailles et entra au Louvre en 1889. ' +
        'David en peignit une seconde version, achevée en 1822, aujourd’hui conservée au château de Versailles.',
      interestingFacts: [
        'Un dessin préparatoire montre Napoléon se couronnant lui-même ; David remplaça cette scène par le couronnement, plus gracieux, de Joséphine.',
        'Letizia, la mère de Napoléon, ne vint pas à la cérémonie, et pourtant David lui donna une place d’honneur dans la tribune centrale.',
        'Selon une anecdote célèbre, Napoléon demanda à David de montrer le pape levant la main pour bénir plutôt que la laissant reposer, inactive.',
        'David s’est inclus parmi les spectateurs : il dessine dans la tribune qui domine l’autel.',
        'Dans la seconde version, à Versailles, l’une des sœurs de Napoléon porte une robe rose au lieu d’une robe blanche, un détail que les visiteurs adorent repérer.',
      ],
      visitorExperience:
        'Le tableau couvre presque tout un mur de la salle Daru, l’une des grandes salles rouges consacrées aux grands formats de la peinture française, au premier étage de l’aile Denon, principalement dédiée au néoclassicisme. ' +
        'Reculez bien pour embrasser toute la cérémonie, puis longez la toile : les visages, le velours, l’hermine et les broderies d’or sont peints avec une minutie étonnante. ' +
        'La salle est rarement bondée : vous pouvez prendre le temps d’identifier les visages.',
      imageAlt:
        'Le Sacre de Napoléon : dans le chœur de Notre-Dame, Napoléon, en manteau rouge doublé d’hermine, élève une couronne au-dessus de Joséphine agenouillée, devant le pape assis et une foule de dignitaires.',
    },
    'raft-medusa': {
      title: 'Le Radeau de la Méduse',
      artist: 'Théodore Géricault',
      year: '1818–1819',
      medium: 'Huile sur toile',
      dimensions: '491 × 716 cm',
      location: 'Aile Denon, salle 700 (salle Mollien)',
      historicalContext:
        'Le Radeau de la Méduse représente les suites d’une catastrophe réelle qui fit scandale en France. ' +
        'En juillet 1816, la frégate française La Méduse, qui transportait des fonctionnaires et des colons vers le Sénégal, s’échoua sur un banc de sable au large de l’actuelle Mauritanie. ' +
        'Son capitaine, un ancien émigré rentré en France, qui n’avait presque pas navigué depuis vingt ans et devait son commandement à la faveur politique, abandonna environ 150 personnes sur un radeau de fortune que les chaloupes remorquèrent d’abord, avant de le laisser dériver. ' +
        'Lorsque le navire l’Argus retrouva le radeau treize jours plus tard, quinze hommes seulement étaient encore en vie ; les autres avaient succombé à la faim, à la soif, aux intempéries et à la violence, et les survivants en étaient venus au cannibalisme.\n\n' +
        'Deux survivants, le chirurgien Henri Savigny et l’ingénieur Alexandre Corréard, publièrent un récit qui transforma le naufrage en scandale politique pour la monarchie restaurée. ' +
        'Le jeune Théodore Géricault consacra des mois à ses recherches : il rencontra des survivants, fit construire une maquette du radeau et étudia les malades et les morts dans les hôpitaux parisiens afin de peindre les corps avec une vérité sans complaisance.\n\n' +
        'Il choisit l’instant où les survivants aperçoivent l’Argus à l’horizon, un point minuscule qui pourrait encore passer sans les voir. ' +
        'Les figures s’élèvent en une grande pyramide, des morts et des mourants en bas jusqu’à un homme agitant un linge au sommet. ' +
        'Présentée au Salon de 1819 sous le titre neutre de Scène de naufrage, l’immense toile choqua et divisa la critique, et devint une œuvre fondatrice du romantisme français. ' +
        'Le Louvre l’acquit en 1824, peu après la mort de l’artiste.',
      interestingFacts: [
        'Sur les quelque 150 personnes embarquées sur le radeau, 15 seulement étaient en vie lorsqu’il fut retrouvé, treize jours plus tard.',
        'Géricault fit construire une maquette du radeau dans son atelier et étudia des cadavres et des membres coupés provenant des hôpitaux parisiens pour peindre avec exactitude la chair morte.',
        'Le jeune Eugène Delacroix, ami de Géricault, posa pour l’une des figures du radeau.',
        'Le navire sauveteur, l’Argus, n’apparaît que comme un point minuscule à l’horizon, vers lequel les survivants font des signes.',
        'Géricault employa du bitume, un pigment brun qui ne sèche jamais vraiment, si bien que certaines parties de la toile ont noirci de façon irréversible.',
      ],
      visitorExperience:
        'Le tableau domine un mur de la salle Mollien, l’une des salles rouges consacrées aux grands formats de la peinture romantique française, au premier étage de l’aile Denon, où se trouve aussi La Liberté guidant le peuple. ' +
        'Les figures du premier plan sont plus grandes que nature : approchez-vous pour avoir l’impression d’être au bord du radeau, puis reculez pour voir toute la pyramide de corps s’élever vers l’homme qui fait des signes au sommet. ' +
        'Cherchez bien le minuscule navire à l’horizon. La fin d’après-midi est généralement plus calme que l’affluence du matin.',
      imageAlt:
        'Le Radeau de la Méduse : des survivants affamés entassés sur un radeau qui tangue dans une mer agitée, des cadavres du premier plan jusqu’à un homme agitant un linge vers l’horizon lointain.',
    },
    'psyche-cupid': {
      title: 'Psyché ranimée par le baiser de l’Amour',
      artist: 'Antonio Canova',
      year: '1787–1793',
      medium: 'Marbre blanc',
      dimensions: '155 × 168 × 101 cm',
      location: 'Aile Denon, salle 403 (galerie Michel-Ange)',
      historicalContext:
        'Psyché ranimée par le baiser de l’Amour saisit l’instant où le dieu de l’amour tire la princesse mortelle Psyché d’un sommeil semblable à la mort. ' +
        'L’histoire vient de L’Âne d’or, roman latin écrit par Apulée au IIe siècle apr. J.-C. ' +
        'Soumise par la jalouse Vénus à une série d’épreuves impossibles, Psyché ouvre un vase qu’on lui avait ordonné de laisser fermé et tombe dans un sommeil de mort, jusqu’à ce que l’Amour vole jusqu’à elle et la ranime.\n\n' +
        'Antonio Canova, sculpteur né en Vénétie qui fit carrière à Rome, reçut la commande en 1787 du collectionneur britannique le colonel John Campbell, futur lord Cawdor, et acheva le marbre en 1793. ' +
        'L’œuvre fut acquise vers 1800 par Joachim Murat, beau-frère de Napoléon et l’un de ses maréchaux, et entra au Louvre en 1824.\n\n' +
        'Canova construisit la composition sur deux diagonales qui se croisent : les ailes de l’Amour et le corps de Psyché forment un X, et les bras des amants dessinent un cercle autour de leurs visages, qui se touchent presque, encadrant le vide du baiser sur le point d’être donné. ' +
        'Le groupe unit la beauté calme et polie du néoclassicisme à une intensité émotionnelle qui annonce déjà le romantisme, et ses contrastes de matière, de la peau soyeuse aux ailes emplumées et au rocher brut, en firent l’une des sculptures les plus admirées de son temps.',
      interestingFacts: [
        'Canova munit le socle d’une poignée permettant de faire pivoter le groupe, invitant le spectateur à le découvrir sous tous ses angles.',
        'Une seconde version, réalisée pour le prince russe Nikolaï Youssoupov, est conservée au musée de l’Ermitage, à Saint-Pétersbourg.',
        'L’histoire de l’Amour et Psyché vient de L’Âne d’or d’Apulée, l’un des rares romans latins parvenus jusqu’à nous dans leur intégralité.',
        'Le vase que Psyché ne devait pas ouvrir repose à côté d’elle sur le rocher, et le carquois de l’Amour permet d’identifier le dieu.',
        'Canova se réservait la finition, polissant le marbre de sorte que la peau semble luire doucement à la lumière.',
      ],
      visitorExperience:
        'Le groupe se trouve dans la galerie Michel-Ange, au rez-de-chaussée de l’aile Denon, une longue salle lumineuse dédiée à la sculpture italienne, où l’on peut en faire le tour complet. ' +
        'Faites-le : de face, vous voyez la tendre étreinte ; de côté, le grand X des ailes et des membres ; de dos, le carquois et le vase. ' +
        'La galerie est rarement bondée et la douce lumière du jour fait luire le marbre poli : c’est l’endroit idéal pour ralentir entre deux salles plus animées.',
      imageAlt:
        'Psyché ranimée par le baiser de l’Amour, le marbre de Canova, vu de profil dans la galerie : l’Amour ailé se penche sur Psyché étendue, qui lève les bras pour enlacer sa tête.',
    },
    'michelangelo-slaves': {
      title: 'Les Esclaves (L’Esclave mourant et L’Esclave rebelle)',
      artist: 'Michel-Ange (Michelangelo Buonarroti)',
      year: '1513–1516',
      medium: 'Marbre',
      dimensions: 'Esclave mourant : hauteur 228 cm ; Esclave rebelle : hauteur 215 cm',
      location: 'Aile Denon, salle 403 (galerie Michel-Ange)',
      historicalContext:
        'Michel-Ange sculpta L’Esclave mourant et L’Esclave rebelle entre 1513 et 1516 pour le tombeau du pape Jules II, projet colossal que son biographe Ascanio Condivi appela la tragédie de la sépulture. ' +
        'Le pape l’avait commandé en 1505 sous la forme d’un monument isolé orné d’une quarantaine de statues ; après sa mort, en 1513, ses héritiers signèrent un nouveau contrat, et ces deux figures furent destinées au niveau inférieur du tombeau.\n\n' +
        'Le projet ne cessa de se réduire pendant quatre décennies. ' +
        'Lorsque le tombeau fut enfin assemblé, en 1545, dans l’église romaine de Saint-Pierre-aux-Liens, autour du célèbre Moïse, les deux Esclaves ne trouvaient plus leur place dans le projet réduit. ' +
        'En 1546, Michel-Ange les donna au Florentin exilé Roberto Strozzi, dans la maison duquel il avait été soigné pendant une maladie, et Strozzi les offrit au roi de France François Ier. ' +
        'Ils ornèrent ensuite le château du connétable Anne de Montmorency à Écouen, puis celui du cardinal de Richelieu, furent saisis à la Révolution et entrèrent au Louvre en 1794.\n\n' +
        'Leur signification fait toujours débat : ils pourraient personnifier les provinces conquises par le pape guerrier, les arts réduits en captivité par sa mort, ou l’âme humaine emprisonnée dans le corps. ' +
        'L’Esclave mourant semble sombrer dans le sommeil, un bras levé derrière la tête, tandis que L’Esclave rebelle se tord violemment contre ses liens. ' +
        'Tous deux sont inachevés, et les traces de la gradine montrent encore comment Michel-Ange dégageait ses figures du bloc.',
      interestingFacts: [
        'Derrière la jambe de L’Esclave mourant, Michel-Ange a ébauché un singe, peut-être symbole de la peinture et de la sculpture, arts qui imitent la nature comme le singe imite l’homme.',
        'Une fissure qui traverse le marbre de L’Esclave rebelle explique peut-être en partie pourquoi Michel-Ange cessa d’y travailler.',
        'Le tombeau achevé de Jules II, à Saint-Pierre-aux-Liens, à Rome, a pour centre le Moïse, mais ne comprend aucun de ces deux Esclaves.',
        'Quatre autres Captifs inachevés, sculptés plus tard pour le même tombeau, se trouvent à la Galleria dell’Accademia de Florence, non loin du David de Michel-Ange.',
        'Les deux statues conservent des traces de ciseau non polies, qui offrent un rare aperçu de la manière dont Michel-Ange attaquait le bloc.',
      ],
      visitorExperience:
        'Les deux Esclaves se dressent dans la galerie Michel-Ange, au rez-de-chaussée de l’aile Denon, dans la même longue salle que la Psyché de Canova. ' +
        'Regardez-les côte à côte pour comparer l’abandon de L’Esclave mourant à la lutte de L’Esclave rebelle, puis passez derrière eux pour voir leurs dos bruts, inachevés, et le singe qui émerge à demi de la pierre. ' +
        'La galerie est généralement calme, et la lumière du jour qui entre par les fenêtres fait ressortir le grain du marbre.',
      imageAlt:
        'Tête et buste de L’Esclave mourant de Michel-Ange, en marbre blanc : les yeux clos, la tête inclinée, un bras levé derrière la tête et l’autre main posée sur la poitrine, sous une bande d’étoffe.',
    },
    'great-sphinx': {
      title: 'Le Grand Sphinx de Tanis',
      artist: 'Sculpteurs égyptiens inconnus',
      year: 'Ancien ou Moyen Empire, avant 1900 av. J.-C. environ',
      medium: 'Granit rose',
      dimensions: 'Longueur 480 cm, hauteur 183 cm',
      location: 'Aile Sully, crypte du Sphinx (salle 338)',
      historicalContext:
        'Le Grand Sphinx de Tanis est l’un des plus grands sphinx conservés hors d’Égypte : un lion à tête de roi taillé dans un seul bloc de granit rose. ' +
        'Le sphinx associait la force du lion à l’autorité du pharaon, et de telles statues gardaient les abords des temples ; les Égyptiens appelaient une figure de ce genre shesep ankh, « image vivante ».\n\n' +
        'Il fut découvert en 1825 parmi les ruines du temple d’Amon-Rê à Tanis, dans le nord-est du delta du Nil, capitale royale sous les XXIe et XXIIe dynasties. ' +
        'Mais le sphinx est bien plus ancien que la ville. ' +
        'Ses inscriptions nomment plusieurs rois qui se l’approprièrent pendant près d’un millénaire : Amenemhat II, de la XIIe dynastie, Mérenptah, de la XIXe, et Sheshonq Ier, de la XXIIe. ' +
        'Le nom du roi qui le fit sculpter a disparu, et les égyptologues ne s’accordent pas sur sa date : certains, se fondant sur des détails du visage et de la taille, le font remonter jusqu’à l’Ancien Empire, vers 2600 av. J.-C., tandis que d’autres préfèrent le Moyen Empire.\n\n' +
        'Le Louvre acquit le sphinx en 1826 avec la seconde collection d’Henry Salt, consul britannique en Égypte, un achat conseillé par Jean-François Champollion, le déchiffreur des hiéroglyphes, qui fondait alors le département égyptien du musée. ' +
        'Après un siècle passé en divers endroits du palais, il fut installé au milieu des années 1930 dans la crypte qui porte aujourd’hui son nom, au seuil des collections égyptiennes.',
      interestingFacts: [
        'Il mesure environ 4,8 mètres de long et 1,8 mètre de haut, et il est taillé dans un seul bloc de granit rose.',
        'Au moins trois pharaons y ont fait graver leur nom : Amenemhat II, Mérenptah et Sheshonq Ier.',
        'Le mot sphinx est grec ; les Égyptiens appelaient ces statues shesep ankh, c’est-à-dire « image vivante ».',
        'À son arrivée, on envisagea de l’installer au centre de la Cour Carrée ; il fut finalement présenté dans une cour du Louvre qui s’appelle toujours la cour du Sphinx.',
        'Son achat fut guidé par Jean-François Champollion, qui avait déchiffré les hiéroglyphes quelques années plus tôt seulement, en 1822.',
      ],
      visitorExperience:
        'Le Sphinx repose dans sa propre crypte voûtée, à l’entresol de l’aile Sully, au début du parcours des antiquités égyptiennes et non loin des vestiges du Louvre médiéval. ' +
        'Abordez-le de face pour croiser son regard, puis longez son flanc pour apprécier le corps du lion, tendu comme prêt à bondir, et le poli du granit. ' +
        'Cette partie du musée est plus calme que l’aile Denon : c’est un endroit paisible pour commencer ou finir une visite, et la lumière tamisée fait rougeoyer la pierre rose.',
      imageAlt:
        'Le Grand Sphinx de Tanis dans sa crypte voûtée, vu de trois quarts : un lion de granit rose à tête de pharaon, coiffé du némès rayé et portant une barbe postiche, avec des inscriptions gravées sur le poitrail et l’épaule.',
    },
  },
};

export default artworks;
