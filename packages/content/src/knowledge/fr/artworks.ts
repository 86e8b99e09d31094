import type { ArtworkId } from '@artvoyage/contract';
import type { TextsById } from '../../i18n/translations';
import type { ArtworkKnowledgeTexts } from '../translation';

/** Ce que l’expert dit des dix œuvres, passage par passage, comme les passages anglais. */
const artworks: TextsById<ArtworkId, ArtworkKnowledgeTexts> = {
  'mona-lisa': {
    title: 'La Joconde',
    keywords: ['Joconde', 'Mona Lisa', 'Monna Lisa', 'La Gioconda', 'Lisa Gherardini'],
    summary:
      'La Joconde a été peinte par Léonard de Vinci vers 1503–1519. Léonard de Vinci commença ce portrait à Florence vers 1503 ; on identifie généralement son modèle à Lisa Gherardini, l’épouse du marchand de soie Francesco del Giocondo. C’est pourquoi le tableau s’appelle aussi La Gioconda en italien et La Joconde en français. Technique et dimensions : huile sur panneau de peuplier, 77 cm × 53 cm.',
    location: 'La Joconde se trouve au Louvre, aile Denon, salle 711 (salle des États).',
    fame: 'La Joconde doit sa célébrité au sfumato de Léonard de Vinci, ce modelé doux de la lumière et de l’ombre qui semble faire changer son expression à mesure qu’on la regarde, et à son histoire : son vol en 1911 par Vincenzo Peruggia, suivi pendant plus de deux ans par les journaux du monde entier, en fit une célébrité mondiale. C’est aujourd’hui le portrait le plus célèbre du monde.',
    history: [
      'À propos de La Joconde : Léonard ne livra jamais le portrait à la famille ; il continua de le retoucher pendant de longues années et l’emporta en France en 1516, lorsque le roi François Ier l’invita à s’installer près du château royal d’Amboise, où il mourut en 1519. François Ier acheta probablement le panneau vers 1518, du vivant de Léonard : le tableau faisait donc déjà partie de la collection royale à la mort du peintre ; il fut accroché à Fontainebleau, puis à Versailles, devint propriété publique après la Révolution et appartient au Louvre depuis 1797.',
      'À propos de La Joconde : sa renommée grandit tout au long du XIXe siècle, puis explosa en août 1911, lorsque Vincenzo Peruggia, un ouvrier italien qui avait travaillé au musée, sortit avec le tableau caché sous sa blouse. Pendant plus de deux ans, la presse du monde entier suivit l’enquête, jusqu’à ce que le tableau soit retrouvé à Florence en décembre 1913 ; après avoir été montré à Florence, à Rome et à Milan, il retrouva les cimaises du Louvre le 4 janvier 1914.',
      'À propos de La Joconde : ce qui retient le regard, c’est le sfumato, ce passage doux et vaporeux de la lumière à l’ombre, sans contours nets, propre à Léonard. Les commissures des lèvres et les coins des yeux restent légèrement indéfinis, si bien que son expression semble changer à mesure qu’on la regarde. Derrière elle, un paysage imaginaire de chemins sinueux, d’un pont, d’eau et de montagnes brumeuses se perd dans un lointain bleuté, et l’horizon n’est pas tout à fait au même niveau des deux côtés de sa tête, source discrète de plus de la tranquille inquiétude du tableau.',
    ],
    facts: [
      'À propos de La Joconde : le tableau est étonnamment petit, 77 sur 53 centimètres, peint à l’huile sur un seul panneau de bois de peuplier.',
      'À propos de La Joconde : elle fut volée le 21 août 1911 par Vincenzo Peruggia, un ancien employé du Louvre, et resta introuvable plus de deux ans avant d’être retrouvée à Florence.',
      'À propos de La Joconde : elle est protégée par une vitre depuis les années 1950, après qu’un visiteur eut endommagé sa partie inférieure avec de l’acide en 1956 ; elle repose aujourd’hui dans une vitrine blindée à climat contrôlé.',
      'À propos de La Joconde : elle n’a ni sourcils ni cils visibles, un détail qui nourrit depuis des siècles les débats sur la mode, les nettoyages et l’inachèvement.',
      'À propos de La Joconde : le tableau a rarement voyagé depuis qu’il a été retrouvé ; il fut exposé en 1963 à Washington et à New York, et en 1974 à Tokyo et à Moscou.',
      'À propos de La Joconde : depuis 2005, elle est accrochée seule sur une cimaise isolée de la salle des États, l’une des plus grandes salles du Louvre.',
    ],
    visit: [
      'Pour voir La Joconde : attendez-vous à la foule ; une file balisée conduit les visiteurs jusqu’à une barrière placée à quelques mètres du tableau, où l’on reste environ une minute au premier rang. Venez dès l’ouverture ou lors d’une nocturne (vérifiez les horaires actuels du musée) et suivez les panneaux « Joconde » depuis l’entrée Denon. Armez-vous de patience plutôt que d’un zoom, et prenez le temps de regarder ses yeux et ses mains ailleurs que sur l’écran d’un téléphone. Une fois devant elle, retournez-vous : les immenses Noces de Cana de Véronèse couvrent le mur d’en face et se contemplent à loisir.',
    ],
  },
  'venus-de-milo': {
    title: 'Vénus de Milo',
    keywords: ['Vénus de Milo', 'Aphrodite de Milo', 'Aphrodite de Mélos', 'Venus de Milo'],
    summary:
      'La Vénus de Milo a été sculptée vers 150–125 av. J.-C. et est attribuée à Alexandros d’Antioche. La Vénus de Milo fut découverte en avril 1820 sur l’île de Milo, en mer Égée, où un paysan nommé Yorgos Kentrotas mit au jour la statue, brisée en deux grands morceaux, parmi les ruines de la cité antique. Technique et dimensions : marbre de Paros, hauteur 204 cm.',
    location: 'La Vénus de Milo se trouve au Louvre, aile Sully, salle 345.',
    fame: 'La Vénus de Milo est célèbre parce qu’elle est un original grec de l’époque hellénistique et non une copie romaine : la France la mit en avant avec enthousiasme après avoir dû rendre la Vénus de Médicis à Florence en 1815. On admire sa pose en spirale et le contraste entre la peau lisse et le drapé qui glisse, et ses bras disparus n’ont fait qu’ajouter à sa légende.',
    history: [
      'À propos de la Vénus de Milo : un jeune officier de marine français, Olivier Voutier, assista à la découverte ; la nouvelle parvint vite aux diplomates français, et le marquis de Rivière, ambassadeur auprès de l’Empire ottoman, obtint la statue pour la France. Il l’offrit au roi Louis XVIII, qui la donna au Louvre en 1821.',
      'À propos de la Vénus de Milo : la statue est une œuvre hellénistique, sculptée vers 150–125 av. J.-C., qui représente très probablement Aphrodite, la déesse grecque de l’amour et de la beauté, que les Romains appelaient Vénus. Un fragment de plinthe inscrite trouvé avec elle nommait un sculpteur, Alexandros, fils de Ménidès, d’Antioche du Méandre, d’où l’attribution de l’œuvre ; ce bloc a depuis été perdu. La figure fut sculptée en blocs de marbre séparés, assemblés au niveau des hanches. Elle rappelle les sculpteurs classiques du IVe siècle av. J.-C., mais y ajoute un mouvement en spirale et un contraste saisissant entre la peau lisse et le drapé lourd qui glisse.',
      'À propos de la Vénus de Milo : la France fit connaître son nouveau trésor avec enthousiasme. En 1815, elle avait dû rendre à Florence la célèbre Vénus de Médicis, et la Vénus de Milo devint la réponse nationale : un original grec et non une copie romaine. Ses bras manquants n’ont fait qu’ajouter à la légende, et les savants ont proposé d’innombrables reconstitutions, d’une déesse tenant une pomme à une figure appuyée sur un pilier ou se mirant dans un bouclier.',
    ],
    facts: [
      'À propos de la Vénus de Milo : ses bras n’ont jamais été retrouvés. Des fragments d’un haut de bras et d’une main tenant une pomme ont été découverts tout près, mais les spécialistes se demandent encore s’ils appartiennent à la statue.',
      'À propos de la Vénus de Milo : une pomme serait un attribut bien choisi, car le mot grec pour pomme, mêlon, fait écho au nom de l’île, Mélos.',
      'À propos de la Vénus de Milo : de petits trous percés montrent qu’elle portait autrefois des bijoux de métal, sans doute un bracelet, des boucles d’oreilles et un bandeau, aujourd’hui perdus.',
      'À propos de la Vénus de Milo : le peintre Pierre-Auguste Renoir ne l’aimait guère ; il la traitait de « grand gendarme ».',
      'À propos de la Vénus de Milo : au début de la Seconde Guerre mondiale, elle fut évacuée, comme bien des trésors du Louvre, au château de Valençay, dans le centre de la France.',
      'À propos de la Vénus de Milo : en 1964, elle partit au Japon pour une exposition, son seul voyage à l’étranger depuis son arrivée au Louvre.',
    ],
    visit: [
      'Pour voir la Vénus de Milo : elle a une salle à elle au rez-de-chaussée de l’aile Sully, entourée de galeries de sculpture grecque, et on l’aperçoit de loin en approchant. Faites-en tout le tour : la torsion du corps, le nœud du drapé qui glisse de ses hanches et le dos, moins fini, ne se comprennent que de côté. La salle est animée en milieu de journée, mais bien plus calme que celle de la Joconde ; tôt le matin et les soirs de nocturne sont les meilleurs moments pour des photos dégagées.',
    ],
  },
  'winged-victory': {
    title: 'Victoire de Samothrace',
    keywords: [
      'Victoire de Samothrace',
      'Victoire ailée',
      'Niké de Samothrace',
      'Nikè de Samothrace',
      'Winged Victory',
    ],
    summary:
      'La Victoire de Samothrace a été sculptée par un sculpteur inconnu vers 190 av. J.-C. La Victoire de Samothrace représente Niké, la déesse grecque de la victoire, se posant sur la proue d’un navire de guerre, le vent marin plaquant sa tunique contre son corps. Technique et dimensions : statue en marbre de Paros sur une base en marbre gris de Lartos, environ 5,1 m de haut au total ; la figure ailée seule mesure à peu près 3 m.',
    location:
      'La Victoire de Samothrace se trouve au Louvre, aile Denon, en haut de l’escalier Daru (salle 703).',
    fame: 'La Victoire de Samothrace est célèbre pour le mouvement qu’elle exprime : la déesse s’élance en avant dans le vent, le drapé plaqué contre le corps, comme peu de sculptures y sont jamais parvenues. Depuis 1884, elle se dresse sur son navire en haut de l’escalier Daru, l’une des mises en scène les plus théâtrales de tous les musées.',
    history: [
      'À propos de la Victoire de Samothrace : elle fut découverte en 1863 par Charles Champoiseau, diplomate français et archéologue amateur qui fouillait le sanctuaire des Grands Dieux sur l’île de Samothrace, au nord de la mer Égée. Il envoya à Paris le torse et bien plus d’une centaine de fragments de drapé ; les blocs de la base en forme de navire, taillés dans le marbre gris de Lartos, sur l’île de Rhodes, suivirent en 1879.',
      'À propos de la Victoire de Samothrace : le monument se dressait probablement dans une niche à flanc de colline, au-dessus du sanctuaire, où les visiteurs voyaient la déesse se poser sur fond de ciel. Le marbre rhodien de la base et le style de la sculpture laissent penser qu’il s’agissait d’une offrande de Rhodes, réalisée vers 190 av. J.-C. pour célébrer une victoire navale, mais la bataille commémorée fait encore débat. Le nom du sculpteur n’est consigné nulle part : dire l’œuvre rhodienne est une déduction tirée du marbre et du style, non un fait.',
      'À propos de la Victoire de Samothrace : au Louvre, la figure remontée fut exposée pour la première fois en 1866, et en 1884 elle fut hissée sur son navire en haut de l’escalier Daru, où elle se trouve depuis. L’ampleur des marches fait de la statue l’un des spectacles les plus théâtraux de tous les musées. Sa tête et ses bras n’ont jamais été retrouvés, et l’aile droite est une copie en plâtre, inversée, de l’aile gauche originale ; pourtant le corps en torsion et le drapé soulevé par le vent rendent le mouvement comme peu de sculptures y sont parvenues.',
    ],
    facts: [
      'À propos de la Victoire de Samothrace : l’aile droite n’est pas d’origine ; les restaurateurs l’ont faite en plâtre, en reflet symétrique de l’aile gauche conservée.',
      'À propos de la Victoire de Samothrace : une partie de sa main droite, retrouvée à Samothrace en 1950, est exposée dans une vitrine près de la statue.',
      'À propos de la Victoire de Samothrace : la proue du navire est taillée dans le marbre gris de Lartos, sur l’île de Rhodes, un indice que le monument était une offrande rhodienne.',
      'À propos de la Victoire de Samothrace : en septembre 1939, la statue fut descendue le long de l’escalier Daru sur une rampe de bois et évacuée au château de Valençay pour toute la durée de la Seconde Guerre mondiale.',
      'À propos de la Victoire de Samothrace : une restauration achevée en 2014 a nettoyé le marbre, puis démonté et remonté les blocs du navire.',
    ],
    visit: [
      'Pour voir la Victoire de Samothrace : on la découvre en haut de l’escalier Daru, qui mène vers les peintures italiennes et la Joconde, si bien que l’escalier est rarement vide. La plus belle vue est depuis le bas des marches : montez lentement et regardez ses ailes s’ouvrir au-dessus de vous. Faites ensuite le tour du palier pour la voir de profil, là où l’élan du corps vers l’avant et le drapé plaqué par le vent frappent le plus. La foule passe vite : quelques minutes de patience vous offriront une vue dégagée et une photo.',
    ],
  },
  'liberty-leading': {
    title: 'La Liberté guidant le peuple',
    keywords: ['Liberté guidant le peuple', 'La Liberté', 'Liberty Leading the People'],
    summary:
      'Eugène Delacroix peignit La Liberté guidant le peuple à l’automne 1830 pour commémorer la révolution de Juillet, les trois journées de combats de rue à Paris, du 27 au 29 juillet, qui chassèrent le roi Charles X du trône. Artiste : Eugène Delacroix ; date : 1830. Technique et dimensions : huile sur toile, 260 cm × 325 cm.',
    location: 'La Liberté guidant le peuple se trouve au Louvre, aile Denon, salle 700 (salle Mollien).',
    fame: 'La Liberté guidant le peuple est célèbre comme image universelle de la révolution et de la liberté. Eugène Delacroix la peignit pour commémorer la révolution de Juillet 1830, en mêlant un événement réel et l’allégorie, et elle a été reproduite sur des timbres, sur un billet de banque français et sur d’innombrables affiches.',
    history: [
      'À propos de La Liberté guidant le peuple : son titre complet renvoie à la deuxième de ces journées, le 28 juillet 1830. Delacroix ne se battit pas lui-même sur les barricades, mais il écrivit à son frère que s’il n’avait pas vaincu pour la patrie, du moins peindrait-il pour elle.',
      'À propos de La Liberté guidant le peuple : le tableau mêle un événement réel et l’allégorie. La Liberté est une femme du peuple, pieds nus, coiffée du bonnet phrygien, symbole de la liberté depuis la Révolution de 1789 ; elle brandit le drapeau tricolore d’une main et un fusil à baïonnette de l’autre en avançant par-dessus les morts. Autour d’elle, Delacroix réunit un échantillon de la société parisienne : un ouvrier armé d’un sabre, un homme en haut-de-forme tenant un fusil, un garçon brandissant deux pistolets. Dans la fumée, à droite, les tours de Notre-Dame s’élèvent au-dessus de la ville.',
      'À propos de La Liberté guidant le peuple : le gouvernement du nouveau roi, Louis-Philippe, acheta le tableau après son exposition au Salon de 1831, mais jugea bientôt son message trop incendiaire et le tint pendant des années à l’écart du public. Entré au Louvre en 1874, il est devenu une image universelle de la révolution et de la liberté, reproduite sur des timbres, sur un billet de banque français et sur d’innombrables affiches.',
    ],
    facts: [
      'À propos de La Liberté guidant le peuple : on dit souvent que le garçon aux deux pistolets a inspiré Gavroche, le gamin de Paris du roman de Victor Hugo Les Misérables, publié en 1862.',
      'À propos de La Liberté guidant le peuple : on a parfois reconnu Delacroix lui-même dans l’homme au haut-de-forme, mais c’est incertain.',
      'À propos de La Liberté guidant le peuple : le tableau et un portrait de Delacroix figuraient sur le billet français de 100 francs à la fin du XXe siècle.',
      'À propos de La Liberté guidant le peuple : une restauration achevée en 2024 a retiré un vernis assombri et rendu aux bleus, aux blancs et aux rouges l’éclat de leurs couleurs d’origine.',
      'À propos de La Liberté guidant le peuple : la date de son titre d’origine, le 28 juillet 1830, est la deuxième des « Trois Glorieuses » de la révolution de Juillet.',
    ],
    visit: [
      'Pour voir La Liberté guidant le peuple : le tableau est accroché dans la salle Mollien, l’une des grandes salles rouges des grands formats français du XIXe siècle, au premier étage de l’aile Denon, à côté du Radeau de la Méduse. Reculez jusqu’au milieu de la salle pour embrasser la pyramide des figures, puis approchez-vous pour voir la touche rapide et libre de Delacroix sur les visages et les corps du premier plan. La salle est fréquentée mais vaste, et le matin est d’ordinaire le moment le plus calme.',
    ],
  },
  'wedding-feast': {
    title: 'Les Noces de Cana',
    keywords: ['Noces de Cana', 'Les Noces de Cana', 'Wedding Feast at Cana'],
    summary:
      'Les Noces de Cana ont été peintes par Paolo Véronèse en 1562 et 1563 pour le réfectoire du monastère bénédictin de San Giorgio Maggiore à Venise, une salle à manger nouvellement conçue par l’architecte Andrea Palladio. Artiste : Paolo Véronèse ; date : 1562–1563. Technique et dimensions : huile sur toile, 677 cm × 994 cm.',
    location:
      'Les Noces de Cana se trouvent au Louvre, aile Denon, salle 711 (salle des États), face à la Joconde.',
    fame: 'Les Noces de Cana sont célèbres pour leurs dimensions et leur splendeur : avec environ 6,8 sur 9,9 mètres, c’est le plus grand tableau du Louvre, et Paolo Véronèse a transformé les noces bibliques en un somptueux banquet vénitien de plus de cent trente personnages. Le tableau est accroché dans la salle des États, face à la Joconde.',
    history: [
      'À propos des Noces de Cana : couvrant le mur du fond de la salle, la toile montrait aux moines, pendant leurs repas, l’épisode de l’Évangile où le Christ change l’eau en vin lors d’un mariage à Cana, son premier miracle.',
      'À propos des Noces de Cana : Véronèse fit de l’épisode biblique un somptueux banquet vénitien. Plus de cent trente personnages, invités en soie et en brocart, serviteurs, musiciens et chiens, se pressent sur une scène d’architecture classique, sous un ciel ouvert. Le Christ est assis au centre auprès de sa mère, calme et tourné vers nous, tandis que la fête se poursuit tout autour de lui et qu’au premier plan des serviteurs versent le vin de grandes jarres. Selon la tradition, le groupe de musiciens placé devant lui représente Véronèse lui-même et ses confrères vénitiens Titien, Tintoret et Jacopo Bassano.',
      'À propos des Noces de Cana : en 1797, les troupes de Napoléon enlevèrent le tableau à Venise et l’apportèrent à Paris. Après la chute de Napoléon, la plupart des œuvres saisies furent rendues, mais cette toile fut jugée trop grande pour être déplacée de nouveau, et Venise accepta à sa place un tableau de Charles Le Brun. Elle est restée au Louvre depuis et c’est le plus grand tableau des collections du musée.',
    ],
    facts: [
      'À propos des Noces de Cana : avec environ 6,8 sur 9,9 mètres, c’est le plus grand tableau du Louvre.',
      'À propos des Noces de Cana : la tradition reconnaît dans les musiciens du premier plan Véronèse lui-même, vêtu de blanc, avec Titien, Tintoret et Jacopo Bassano.',
      'À propos des Noces de Cana : un sablier posé sur la table des musiciens rappelle discrètement que le temps passe, même au milieu d’une fête.',
      'À propos des Noces de Cana : lorsque la toile resta à Paris après 1815, Venise reçut en échange Le Repas chez Simon de Charles Le Brun.',
      'À propos des Noces de Cana : depuis 2007, un fac-similé grandeur nature, réalisé par l’atelier Factum Arte, est de nouveau accroché dans le réfectoire de Palladio, à San Giorgio Maggiore de Venise.',
    ],
    visit: [
      'Pour voir Les Noces de Cana : le tableau occupe le mur opposé à la Joconde, dans la salle des États, si bien que la plupart des visiteurs le voient par-dessus leur épaule en faisant la queue. Prenez le temps de vous écarter de la foule vers le milieu de la salle : de là, vous lirez toute la composition, puis repérerez des détails comme les chiens, les musiciens et le serviteur qui verse le vin. La salle est toujours bondée, mais ce tableau est si grand qu’on n’a jamais à attendre pour le voir.',
    ],
  },
  'coronation-napoleon': {
    title: 'Le Sacre de Napoléon',
    keywords: [
      'Sacre de Napoléon',
      'Le Sacre',
      'Couronnement de Napoléon',
      'Sacre de l’empereur Napoléon Ier',
      'Coronation of Napoleon',
    ],
    summary:
      'Le Sacre de Napoléon a été peint par Jacques-Louis David en 1805–1807. Le Sacre de Napoléon retrace la cérémonie célébrée dans la cathédrale Notre-Dame de Paris le 2 décembre 1804, où Napoléon Bonaparte fut couronné empereur des Français en présence du pape Pie VII. Technique et dimensions : huile sur toile, 621 cm × 979 cm.',
    location: 'Le Sacre de Napoléon se trouve au Louvre, aile Denon, salle 702 (salle Daru).',
    fame: 'Le Sacre de Napoléon est célèbre comme la grande image du règne de Napoléon : Jacques-Louis David, son Premier peintre, fixa la cérémonie du 2 décembre 1804 à Notre-Dame sur une toile immense de plus de cent personnages, dont beaucoup sont des portraits reconnaissables. C’est une image politique autant qu’un témoignage historique.',
    history: [
      'À propos du Sacre de Napoléon : Napoléon commanda le tableau à Jacques-Louis David, qu’il avait nommé son Premier peintre. David assista à la cérémonie, fit des croquis sur le vif, puis travailla à l’immense toile de 1805 à 1807.',
      'À propos du Sacre de Napoléon : David choisit de ne pas montrer le moment où Napoléon se couronna lui-même, qui aurait pu paraître arrogant, mais celui qui suivit : l’Empereur, une couronne de laurier d’or sur la tête, élevant une couronne au-dessus de Joséphine agenouillée. Le pape, assis derrière lui, lève la main pour bénir. Plus de cent personnages emplissent le chœur de la cathédrale, pour beaucoup des portraits reconnaissables de la famille de Napoléon, de ses maréchaux et des dignitaires de l’Empire, et David s’est même représenté en train de dessiner dans une tribune au-dessus de la scène.',
      'À propos du Sacre de Napoléon : le tableau est une image politique autant qu’un témoignage historique. La mère de Napoléon, qui n’assista pas à la cérémonie, occupe une place d’honneur au centre, et toute la composition ordonne les rangs et les fidélités autour de la nouvelle dynastie. Après la chute de l’Empire, la toile fut mise en réserve ; elle fut ensuite présentée à Versailles et entra au Louvre en 1889. David en peignit une seconde version, achevée en 1822, aujourd’hui au château de Versailles.',
    ],
    facts: [
      'À propos du Sacre de Napoléon : un dessin préparatoire montre Napoléon se couronnant lui-même ; David remplaça cette scène par le couronnement, plus gracieux, de Joséphine.',
      'À propos du Sacre de Napoléon : la mère de Napoléon, Letizia, ne vint pas à la cérémonie, et pourtant David lui donna une place d’honneur dans la loge centrale.',
      'À propos du Sacre de Napoléon : selon une anecdote célèbre, Napoléon demanda à David de montrer le pape levant la main pour bénir plutôt que la laissant reposer, inactive.',
      'À propos du Sacre de Napoléon : David s’est placé parmi les spectateurs, en train de dessiner dans la tribune au-dessus de l’autel.',
      'À propos du Sacre de Napoléon : dans la seconde version, à Versailles, l’une des sœurs de Napoléon porte une robe rose et non blanche, un détail que les visiteurs adorent repérer.',
    ],
    visit: [
      'Pour voir Le Sacre de Napoléon : le tableau couvre presque tout un mur de la salle Daru, l’une des grandes salles rouges des grands formats français, au premier étage de l’aile Denon, consacrée surtout au néoclassicisme. Reculez bien pour embrasser toute la cérémonie, puis longez la toile : les visages, le velours, l’hermine et les broderies d’or sont peints avec une précision étonnante. La salle est rarement bondée : prenez le temps d’y reconnaître les visages.',
    ],
  },
  'raft-medusa': {
    title: 'Le Radeau de la Méduse',
    keywords: ['Radeau de la Méduse', 'Le Radeau', 'La Méduse', 'Scène de naufrage', 'Raft of the Medusa'],
    summary:
      'Le Radeau de la Méduse a été peint par Théodore Géricault en 1818–1819. Le Radeau de la Méduse représente les suites d’une catastrophe réelle qui scandalisa la France. En juillet 1816, la frégate française la Méduse, qui transportait des fonctionnaires et des colons vers le Sénégal, s’échoua sur un banc de sable au large de l’actuelle Mauritanie. Technique et dimensions : huile sur toile, 491 cm × 716 cm.',
    location: 'Le Radeau de la Méduse se trouve au Louvre, aile Denon, salle 700 (salle Mollien).',
    fame: 'Le Radeau de la Méduse est célèbre parce que Théodore Géricault fit d’un scandale récent, le naufrage de la frégate la Méduse en 1816, après lequel 15 seulement des quelque 150 personnes placées sur le radeau survécurent, une toile immense peinte avec une vérité sans concession. Exposée au Salon de 1819, elle choqua et divisa la critique, et devint une œuvre fondatrice du romantisme français.',
    history: [
      'À propos du Radeau de la Méduse : en juillet 1816, la frégate française la Méduse, qui transportait des fonctionnaires et des colons vers le Sénégal, s’échoua sur un banc de sable au large de l’actuelle Mauritanie. Son capitaine, un ancien émigré rentré en France qui n’avait guère navigué depuis vingt ans et devait son commandement à la faveur politique, abandonna environ 150 personnes sur un radeau de fortune que les chaloupes remorquèrent d’abord, puis laissèrent dériver. Quand le navire l’Argus retrouva le radeau treize jours plus tard, quinze hommes seulement étaient encore en vie ; les autres étaient morts de faim, de soif, d’épuisement et de violences, et les survivants en avaient été réduits au cannibalisme.',
      'À propos du Radeau de la Méduse : deux survivants, le chirurgien Henri Savigny et l’ingénieur Alexandre Corréard, publièrent un récit qui fit du naufrage un scandale politique pour la monarchie restaurée.',
      'À propos du Radeau de la Méduse : le jeune Théodore Géricault passa des mois à se documenter ; il rencontra des survivants, fit construire une maquette du radeau et étudia les malades et les morts dans les hôpitaux parisiens afin de peindre les corps avec une vérité sans concession. Il choisit l’instant où les survivants aperçoivent l’Argus à l’horizon, un point minuscule qui pourrait encore passer sans les voir. Les figures s’élèvent en une grande pyramide, des morts et des mourants, en bas, jusqu’à un homme agitant un linge, au sommet.',
      'À propos du Radeau de la Méduse : exposée au Salon de 1819 sous le titre neutre de Scène de naufrage, l’immense toile choqua et divisa la critique et devint une œuvre fondatrice du romantisme français. Le Louvre l’acquit en 1824, peu après la mort de l’artiste.',
    ],
    facts: [
      'À propos du Radeau de la Méduse : sur environ 150 personnes placées sur le radeau, 15 seulement étaient en vie quand on le retrouva treize jours plus tard.',
      'À propos du Radeau de la Méduse : Géricault fit construire une maquette du radeau dans son atelier et étudia des cadavres et des membres coupés venus des hôpitaux parisiens pour peindre avec exactitude la chair morte.',
      'À propos du Radeau de la Méduse : le jeune Eugène Delacroix, ami de Géricault, posa pour l’une des figures du radeau.',
      'À propos du Radeau de la Méduse : le navire sauveteur, l’Argus, n’apparaît que comme un point minuscule à l’horizon, vers lequel les survivants font des signes.',
      'À propos du Radeau de la Méduse : Géricault employa du bitume, un pigment brun qui ne sèche jamais vraiment, si bien que des parties de la toile ont noirci de façon irréversible.',
    ],
    visit: [
      'Pour voir Le Radeau de la Méduse : le tableau domine un mur de la salle Mollien, l’une des salles rouges des grands formats romantiques français, au premier étage de l’aile Denon, où est aussi accrochée La Liberté guidant le peuple. Les figures du premier plan sont plus grandes que nature : approchez-vous pour avoir l’impression d’être au bord du radeau, puis reculez pour voir toute la pyramide des corps monter vers l’homme qui fait signe au sommet. Cherchez bien le minuscule navire à l’horizon. La fin d’après-midi est en général plus calme que l’affluence du matin.',
    ],
  },
  'psyche-cupid': {
    title: 'Psyché ranimée par le baiser de l’Amour',
    keywords: [
      'Psyché ranimée par le baiser de l’Amour',
      'Psyché et l’Amour',
      'L’Amour et Psyché',
      'Éros et Psyché',
      'Psyché ranimée',
      'Cupid and Psyche',
    ],
    summary:
      'Psyché ranimée par le baiser de l’Amour a été sculptée par Antonio Canova en 1787–1793. Psyché ranimée par le baiser de l’Amour saisit l’instant où le dieu de l’amour réveille la princesse mortelle Psyché d’un sommeil semblable à la mort. Technique et dimensions : marbre blanc, 155 cm × 168 cm × 101 cm.',
    location:
      'Psyché ranimée par le baiser de l’Amour se trouve au Louvre, aile Denon, salle 403 (galerie Michel-Ange).',
    fame: 'Psyché ranimée par le baiser de l’Amour est célèbre pour sa tendresse et sa composition : Antonio Canova a construit l’étreinte sur deux diagonales croisées qui encadrent le baiser sur le point d’être donné. Le groupe unit la beauté calme du néoclassicisme à une intensité émotionnelle qui annonce le romantisme, et il fut l’une des sculptures les plus admirées de son temps.',
    history: [
      'À propos de Psyché ranimée par le baiser de l’Amour : l’histoire vient de L’Âne d’or, un roman latin écrit par Apulée au IIe siècle apr. J.-C. Soumise à une série d’épreuves impossibles par la jalouse Vénus, Psyché ouvre une jarre qu’on lui avait ordonné de laisser fermée et tombe dans un sommeil pareil à la mort, jusqu’à ce que l’Amour vole jusqu’à elle et la ranime.',
      'À propos de Psyché ranimée par le baiser de l’Amour : Antonio Canova, sculpteur né dans la république de Venise qui fit carrière à Rome, reçut la commande en 1787 du collectionneur britannique le colonel John Campbell, futur lord Cawdor, et acheva le marbre en 1793. L’œuvre fut acquise vers 1800 par Joachim Murat, beau-frère de Napoléon et l’un de ses maréchaux, et entra au Louvre en 1824.',
      'À propos de Psyché ranimée par le baiser de l’Amour : Canova bâtit la composition sur deux diagonales qui se croisent : les ailes de l’Amour et le corps de Psyché forment un X, et les bras des amants dessinent un cercle autour de leurs visages, qui se touchent presque, encadrant le vide du baiser à venir. Le groupe unit la beauté calme et polie du néoclassicisme à une intensité émotionnelle qui annonce déjà le romantisme, et ses contrastes de matière, de la peau soyeuse aux ailes emplumées et au rocher brut, en firent l’une des sculptures les plus admirées de son temps.',
    ],
    facts: [
      'À propos de Psyché ranimée par le baiser de l’Amour : Canova munit le socle d’une poignée pour que l’on puisse faire tourner le groupe et le voir sous tous les angles.',
      'À propos de Psyché ranimée par le baiser de l’Amour : une seconde version, réalisée pour le prince russe Nikolaï Ioussoupov, est conservée au musée de l’Ermitage à Saint-Pétersbourg.',
      'L’histoire de Psyché et de l’Amour vient de L’Âne d’or d’Apulée, l’un des rares romans latins parvenus jusqu’à nous en entier.',
      'À propos de Psyché ranimée par le baiser de l’Amour : la jarre que Psyché ne devait pas ouvrir repose près d’elle sur le rocher, et le carquois de l’Amour permet d’identifier le dieu.',
      'À propos de Psyché ranimée par le baiser de l’Amour : Canova se réservait la finition, polissant le marbre de sorte que la peau semble luire doucement à la lumière.',
    ],
    visit: [
      'Pour voir Psyché ranimée par le baiser de l’Amour : le groupe se dresse dans la galerie Michel-Ange, au rez-de-chaussée de l’aile Denon, une longue salle lumineuse de sculpture italienne où l’on peut en faire tout le tour. Faites-le : de face, on voit la tendre étreinte ; de côté, le grand X des ailes et des membres ; de dos, le carquois et la jarre. La galerie est rarement bondée, et la douce lumière du jour fait luire le marbre poli : l’endroit idéal pour ralentir entre deux salles plus animées.',
    ],
  },
  'michelangelo-slaves': {
    title: 'Les Esclaves (Esclave mourant et Esclave rebelle)',
    keywords: [
      'Esclave mourant',
      'Esclave rebelle',
      'Esclaves de Michel-Ange',
      'Les Captifs',
      'Les Esclaves',
      'Dying Slave',
    ],
    summary:
      'Michel-Ange sculpta l’Esclave mourant et l’Esclave rebelle entre 1513 et 1516 pour le tombeau du pape Jules II, un projet colossal que son biographe Ascanio Condivi appela la tragédie du tombeau. Le pape l’avait commandé en 1505 comme un monument isolé orné d’une quarantaine de statues ; après sa mort en 1513, ses héritiers signèrent un nouveau contrat, et ces deux figures étaient destinées au registre inférieur du tombeau. Artiste : Michel-Ange (Michelangelo Buonarroti) ; date : 1513–1516. Technique et dimensions : marbre, Esclave mourant : hauteur 228 cm ; Esclave rebelle : hauteur 215 cm.',
    location:
      'Les Esclaves (Esclave mourant et Esclave rebelle) se trouvent au Louvre, aile Denon, salle 403 (galerie Michel-Ange).',
    fame: 'Les Esclaves de Michel-Ange sont célèbres parce qu’ils montrent comment le grand sculpteur travaillait : restés inachevés, ils portent encore les traces de la gradine avec laquelle il dégageait ses figures du marbre. Ils furent sculptés pour le tombeau du pape Jules II, et leur signification, des provinces conquises à l’âme prisonnière du corps, fait toujours débat.',
    history: [
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : le projet fut réduit encore et encore pendant quatre décennies. Quand le tombeau fut enfin assemblé en 1545 dans l’église romaine de Saint-Pierre-aux-Liens, autour du célèbre Moïse, les deux Esclaves ne trouvaient plus leur place dans le projet réduit. En 1546, Michel-Ange les donna à l’exilé florentin Roberto Strozzi, chez qui il avait été soigné pendant une maladie, et Strozzi les offrit au roi de France François Ier.',
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : ils ornèrent ensuite le château du connétable Anne de Montmorency à Écouen, puis celui du cardinal de Richelieu, furent saisis à la Révolution et entrèrent au Louvre en 1794. Leur signification fait encore débat : ils pourraient personnifier les provinces conquises par le pape guerrier, les arts réduits en captivité par sa mort ou l’âme humaine prisonnière du corps. L’Esclave mourant semble sombrer dans le sommeil, un bras levé derrière la tête, tandis que l’Esclave rebelle se tord violemment contre ses liens. Tous deux sont inachevés, et les traces de la gradine montrent encore comment Michel-Ange dégageait ses figures du bloc.',
    ],
    facts: [
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : derrière la jambe de l’Esclave mourant, Michel-Ange a ébauché un singe, peut-être un symbole de la peinture et de la sculpture, les arts qui imitent la nature comme le singe imite l’homme.',
      'Une fissure qui traverse le marbre de l’Esclave rebelle est peut-être l’une des raisons pour lesquelles Michel-Ange cessa d’y travailler.',
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : le tombeau achevé de Jules II, à Saint-Pierre-aux-Liens à Rome, a Moïse en son centre, mais aucun de ces deux Esclaves.',
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : quatre autres Captifs inachevés, sculptés plus tard pour le même tombeau, sont conservés à la Galleria dell’Accademia de Florence, non loin du David de Michel-Ange.',
      'À propos des Esclaves (Esclave mourant et Esclave rebelle) : les deux statues gardent des traces de ciseau non polies, qui offrent un rare aperçu de la manière dont Michel-Ange attaquait le bloc.',
    ],
    visit: [
      'Pour voir les Esclaves (Esclave mourant et Esclave rebelle) : les deux Esclaves se dressent dans la galerie Michel-Ange, au rez-de-chaussée de l’aile Denon, dans la même longue salle que la Psyché de Canova. Regardez-les côte à côte pour comparer l’abandon de l’Esclave mourant et la lutte de l’Esclave rebelle, puis passez derrière eux pour voir les dos bruts, inachevés, et le singe qui sort à demi de la pierre. La galerie est d’ordinaire calme, et la lumière des fenêtres fait ressortir le grain du marbre.',
    ],
  },
  'great-sphinx': {
    title: 'Grand Sphinx de Tanis',
    keywords: ['Grand Sphinx de Tanis', 'Sphinx de Tanis', 'Grand Sphinx', 'Great Sphinx of Tanis'],
    summary:
      'Le Grand Sphinx de Tanis a été sculpté par des sculpteurs égyptiens inconnus sous l’Ancien ou le Moyen Empire, avant 1900 av. J.-C. environ. Le Grand Sphinx de Tanis est l’un des plus grands sphinx conservés hors d’Égypte, un lion à tête de roi taillé dans un seul bloc de granit rose. Technique et dimensions : granit rose, longueur 480 cm, hauteur 183 cm.',
    location:
      'Le Grand Sphinx de Tanis se trouve au Louvre, aile Sully, dans la crypte du Sphinx (salle 338).',
    fame: 'Le Grand Sphinx de Tanis est célèbre comme l’un des plus grands sphinx conservés hors d’Égypte, taillé dans un seul bloc de granit rose. C’est aussi une énigme : plusieurs pharaons y ont gravé leur nom pendant près de mille ans, et le roi qui l’a commandé le premier reste inconnu.',
    history: [
      'À propos du Grand Sphinx de Tanis : un sphinx alliait la force du lion à l’autorité du pharaon, et de telles statues gardaient les abords des temples ; les Égyptiens appelaient une figure comme celle-ci shesep ankh, une image vivante.',
      'À propos du Grand Sphinx de Tanis : il fut découvert en 1825 dans les ruines du temple d’Amon-Rê à Tanis, dans le nord-est du delta du Nil, capitale royale sous les XXIe et XXIIe dynasties. Mais le sphinx est bien plus ancien que cette ville. Des inscriptions y nomment plusieurs rois qui se l’approprièrent pendant près de mille ans : Amenemhat II de la XIIe dynastie, Mérenptah de la XIXe et Sheshonq Ier de la XXIIe. Le nom du roi qui l’avait commandé à l’origine a disparu, et les égyptologues ne s’accordent pas sur sa date : certains, d’après des détails du visage et de la taille, le placent dès l’Ancien Empire, vers 2600 av. J.-C., d’autres préfèrent le Moyen Empire.',
      'À propos du Grand Sphinx de Tanis : le Louvre acquit le sphinx en 1826 avec la deuxième collection d’Henry Salt, consul britannique en Égypte, un achat fait sur les conseils de Jean-François Champollion, le déchiffreur des hiéroglyphes, qui fondait alors le département égyptien du musée. Après un siècle passé en divers endroits du palais, il fut installé au milieu des années 1930 dans la crypte qui porte aujourd’hui son nom, au seuil des collections égyptiennes.',
    ],
    facts: [
      'À propos du Grand Sphinx de Tanis : il mesure environ 4,8 mètres de long et 1,8 mètre de haut, et il est taillé dans un seul bloc de granit rose.',
      'À propos du Grand Sphinx de Tanis : au moins trois pharaons y ont fait graver leur nom : Amenemhat II, Mérenptah et Sheshonq Ier.',
      'À propos du Grand Sphinx de Tanis : le mot sphinx est grec ; les Égyptiens appelaient ces statues shesep ankh, c’est-à-dire image vivante.',
      'À propos du Grand Sphinx de Tanis : à son arrivée, on projeta de l’installer au centre de la Cour Carrée ; il fut finalement présenté dans une cour du Louvre qui s’appelle encore la cour du Sphinx.',
      'À propos du Grand Sphinx de Tanis : son achat fut guidé par Jean-François Champollion, qui avait déchiffré les hiéroglyphes quelques années plus tôt seulement, en 1822.',
    ],
    visit: [
      'Pour voir le Grand Sphinx de Tanis : le Sphinx repose dans sa propre crypte voûtée, à l’entresol de l’aile Sully, au début des antiquités égyptiennes et près des vestiges du Louvre médiéval. Abordez-le de face pour croiser son regard, puis longez son flanc pour apprécier le corps de lion, tendu comme prêt à bondir, et le poli du granit. Cette partie du musée est plus calme que l’aile Denon : c’est un lieu paisible pour commencer ou finir une visite, et la lumière tamisée fait rougeoyer la pierre rose.',
    ],
  },
};

export default artworks;
