import type { NarrationsPack } from '../../narrations-texts';

/** The audio guide scripts in French, written to be spoken (see narrations-texts.ts). */
const narrations: NarrationsPack = {
  narrations: {
    'mona-lisa':
      'Bienvenue devant La Joconde, le portrait le plus célèbre du monde. ' +
      'Léonard de Vinci commence à la peindre à Florence vers 1503. ' +
      'On reconnaît généralement dans son modèle Lisa Gherardini, l’épouse d’un marchand de soie florentin : c’est pourquoi les Italiens l’appellent la Gioconda. ' +
      'Léonard ne livre jamais le portrait. Il le retouche pendant des années et l’emporte avec lui en France, où le roi François Ier l’achète probablement vers 1518, un an avant la mort de l’artiste. ' +
      'Regardez bien son visage. Léonard fond l’ombre et la lumière si doucement, sans aucun contour net, que les coins de sa bouche et de ses yeux semblent se perdre dans l’ombre. ' +
      'Cette technique s’appelle le sfumato, d’un mot italien qui évoque la fumée. C’est grâce à elle que son sourire semble apparaître et disparaître sous vos yeux. ' +
      'Derrière elle, un paysage imaginaire de chemins sinueux, avec un pont et des montagnes brumeuses, se perd dans le lointain. ' +
      'En 1911, le tableau est volé dans ce musée par un ancien ouvrier. Pendant plus de deux ans, le monde entier se demande où elle est. ' +
      'On la retrouve à Florence en décembre 1913, et elle revient au Louvre en janvier 1914, devenue une célébrité mondiale. ' +
      'Avant de partir, retournez-vous : l’immense toile qui lui fait face, ce sont Les Noces de Cana, de Véronèse.',
    'venus-de-milo':
      'Vous voici devant la Vénus de Milo, l’une des statues les plus célèbres de l’Antiquité. ' +
      'En avril 1820, un paysan de l’île grecque de Milos la découvre enfouie parmi des ruines, brisée en deux grands morceaux. ' +
      'Des officiers et des diplomates français s’empressent de l’acquérir, et le roi Louis XVIII l’offre au Louvre en 1821. ' +
      'Elle a été sculptée entre 150 et 125 av. J.-C. Elle représente très probablement Aphrodite, la déesse grecque de l’amour, que les Romains appelaient Vénus. ' +
      'Une inscription trouvée tout près donnait le nom du sculpteur, Alexandros d’Antioche, mais cette pierre a ensuite été perdue. ' +
      'Faites lentement le tour de la statue. Voyez comme son corps tourne en une douce spirale, le poids porté sur une jambe, tandis que le lourd drapé glisse de ses hanches. ' +
      'Le marbre lisse de sa peau contraste avec les plis profonds de l’étoffe. ' +
      'Ses bras n’ont jamais été retrouvés. Peut-être tenait-elle une pomme, un jeu de mots sur le nom de son île ; ou bien un miroir, ou un bouclier. ' +
      'Ce mystère n’a fait qu’ajouter à sa célébrité. ' +
      'De petits trous dans le marbre montrent qu’elle portait autrefois des bijoux de métal, aujourd’hui disparus.',
    'winged-victory':
      'Levez les yeux. En haut de l’escalier se dresse la Victoire de Samothrace. ' +
      'C’est Niké, la déesse grecque de la victoire. Elle se pose sur la proue d’un navire de guerre, les ailes encore déployées. ' +
      'Sentez comme le vent du large semble plaquer le tissu léger contre son corps, tandis que des plis plus lourds tourbillonnent derrière ses jambes. ' +
      'La statue a été sculptée vers 190 av. J.-C., probablement comme une offrande de l’île de Rhodes pour célébrer une victoire navale. ' +
      'Le marbre gris du navire vient de Rhodes ; la déesse elle-même est taillée dans un beau marbre blanc de Paros. ' +
      'En 1863, un diplomate français la découvre en morceaux sur l’île de Samothrace, dans un sanctuaire consacré aux Grands Dieux. ' +
      'Sa tête et ses bras n’ont jamais été retrouvés, et son aile droite est une copie en plâtre de l’aile gauche. ' +
      'Pourtant, elle n’a rien perdu de son élan. ' +
      'En montant les marches, observez comme sa silhouette change. Et essayez de l’imaginer telle que la voyaient les Grecs anciens : tout en haut d’une colline, face au ciel ouvert.',
    'liberty-leading':
      'Voici La Liberté guidant le peuple, peinte par Eugène Delacroix en 1830. ' +
      'En juillet de cette année-là, les Parisiens se soulèvent contre le roi Charles X. ' +
      'Après trois jours de combats sur les barricades, le roi doit quitter le trône. ' +
      'Delacroix n’a pas pris part aux combats. Mais il écrit à son frère que, s’il n’a pas combattu pour la patrie, du moins il peindra pour elle. ' +
      'Au centre s’avance la Liberté, pieds nus, coiffée du bonnet rouge de la liberté. ' +
      'D’une main, elle brandit le drapeau bleu, blanc, rouge de la France ; de l’autre, un fusil. Elle se retourne pour entraîner le peuple en avant, par-dessus les corps des morts. ' +
      'Autour d’elle, vous voyez un ouvrier armé d’un sabre, un homme en haut-de-forme qui tient un fusil, et un garçon qui brandit deux pistolets. Il a peut-être inspiré le Gavroche des Misérables de Victor Hugo. ' +
      'Cherchez, à droite, les tours de Notre-Dame qui se dressent dans la fumée. ' +
      'Le nouveau gouvernement achète le tableau, mais le juge bientôt trop révolutionnaire et le cache. ' +
      'Aujourd’hui, c’est l’un des grands symboles de la liberté.',
    'wedding-feast':
      'Derrière vous, face à La Joconde, se trouve le plus grand tableau du Louvre : Les Noces de Cana, du peintre vénitien Paolo Véronèse. ' +
      'Il mesure près de sept mètres de haut et dix mètres de large. ' +
      'Véronèse l’a peint en 1562 et 1563 pour le réfectoire du monastère de San Giorgio Maggiore, à Venise. ' +
      'Il raconte l’épisode de l’Évangile où, lors d’un mariage, le Christ change l’eau en vin : c’est son premier miracle. ' +
      'Mais Véronèse transforme la scène en un somptueux banquet vénitien. ' +
      'Plus de cent trente personnages se pressent sur la toile : des invités vêtus de soie et de brocart, des serviteurs chargés de plats, des musiciens, et même des chiens. ' +
      'Cherchez le Christ au centre, calme et tourné vers vous, sa mère à ses côtés. ' +
      'Regardez maintenant les musiciens, juste en dessous de lui. ' +
      'Selon la tradition, ce sont les portraits de Véronèse et de ses confrères Titien, le Tintoret et Bassano. ' +
      'En 1797, les troupes de Napoléon emportent le tableau de Venise à Paris. ' +
      'Quand les œuvres pillées sont restituées après sa chute, on juge cette toile trop grande pour être déplacée. Elle n’a plus quitté le Louvre depuis.',
    'coronation-napoleon':
      'Voici l’un des plus grands tableaux du Louvre, Le Sacre de Napoléon, de Jacques-Louis David. ' +
      'Il montre la cérémonie célébrée à Notre-Dame de Paris le deux décembre 1804, lorsque Napoléon est sacré empereur des Français. ' +
      'Napoléon a lui-même commandé ce tableau. David, son peintre officiel, a assisté à la cérémonie et y a pris des croquis. ' +
      'Remarquez le moment choisi par David. Napoléon s’est déjà couronné lui-même, et il lève maintenant une couronne au-dessus de son épouse Joséphine, agenouillée devant lui. ' +
      'Derrière lui est assis le pape Pie VII, la main levée pour bénir. ' +
      'Plus de cent personnes remplissent la cathédrale, et beaucoup sont de vrais portraits : la famille impériale, des généraux, des dignitaires. ' +
      'Regardez la loge au centre. La mère de Napoléon y occupe une place d’honneur, alors qu’en réalité elle n’assistait pas au sacre. ' +
      'Et tout en haut, dans la tribune, David s’est représenté lui-même, en train de dessiner la scène. ' +
      'C’est l’histoire telle que Napoléon voulait qu’on s’en souvienne : grandiose, ordonnée, et centrée sur lui.',
    'raft-medusa':
      'Devant vous, Le Radeau de la Méduse, peint par Théodore Géricault en 1818 et 1819. ' +
      'Il montre une tragédie bien réelle. ' +
      'En 1816, le navire français La Méduse s’échoue au large des côtes de l’Afrique de l’Ouest. ' +
      'Les canots de sauvetage ne suffisent pas : environ cent cinquante personnes s’entassent sur un radeau de fortune, qui est ensuite abandonné. ' +
      'Pendant treize jours, ils dérivent sans assez d’eau ni de nourriture. ' +
      'Quand on les secourt enfin, quinze seulement sont encore en vie. ' +
      'Le désastre devient un scandale, car le capitaine avait été nommé pour des raisons politiques plutôt que pour sa compétence. ' +
      'Géricault interroge des survivants, construit une maquette du radeau et étudie les corps des malades et des morts, pour rendre sa peinture aussi vraie que possible. ' +
      'Suivez les corps, depuis les morts étendus au premier plan jusqu’en haut à droite, où un homme agite un linge. ' +
      'Tout au loin, à l’horizon, un minuscule navire : l’Argus. Va-t-il les voir ? ' +
      'Dans cet instant entre espoir et désespoir, Géricault a créé l’un des chefs-d’œuvre de la peinture romantique française.',
    'psyche-cupid':
      'Voici Psyché ranimée par le baiser de l’Amour, sculptée dans le marbre par l’Italien Antonio Canova entre 1787 et 1793. ' +
      'L’histoire vient d’un roman de l’Antiquité romaine. ' +
      'Psyché, une princesse mortelle, est aimée de l’Amour, le dieu Cupidon. ' +
      'Vénus, jalouse, lui impose des épreuves impossibles. Psyché finit par ouvrir un vase qu’on lui avait interdit d’ouvrir. ' +
      'Elle tombe alors dans un sommeil semblable à la mort. ' +
      'Canova saisit l’instant précis où l’Amour fond sur elle et la réveille. ' +
      'Faites lentement le tour de la sculpture. De profil, les ailes de l’Amour et le corps de Psyché dessinent un grand X. ' +
      'Leurs bras forment un cercle qui encadre leurs visages, sur le point de s’unir dans un baiser. ' +
      'Voyez comme Canova rend le marbre doux et chaud comme la peau, tandis que les ailes semblent légères comme des plumes et que le rocher reste brut. ' +
      'Il a même muni le socle d’une poignée, pour qu’on puisse le faire tourner et admirer l’œuvre de tous côtés. ' +
      'Canova travaillait à Rome, alors capitale des arts, et cette œuvre pleine de tendresse l’a rendu célèbre dans toute l’Europe.',
    'michelangelo-slaves':
      'Ces deux figures sont les Esclaves, sculptés par Michel-Ange entre 1513 et 1516. ' +
      'Ils étaient destinés au tombeau du pape Jules II, un monument gigantesque auquel Michel-Ange a travaillé, par intermittence, pendant quarante ans. ' +
      'Le projet ne cesse de rétrécir. Quand le tombeau est enfin construit à Rome, autour de son célèbre Moïse, ces statues n’y trouvent plus leur place. ' +
      'Michel-Ange les donne à un ami florentin, qui les offre au roi de France. ' +
      'Regardez d’abord l’Esclave mourant. Ses yeux sont clos, un bras est levé derrière sa tête, et son corps semble glisser doucement dans le sommeil plutôt que dans la mort. ' +
      'Tournez-vous maintenant vers l’Esclave rebelle. Il tord les épaules et lutte contre les liens qui retiennent ses bras. ' +
      'Personne ne sait exactement ce qu’ils signifient. Ils pourraient représenter des territoires conquis, les arts, ou l’âme prisonnière du corps. ' +
      'Tous deux sont inachevés. Faites-en le tour et cherchez les traces du ciseau, ainsi qu’un petit singe à peine ébauché derrière l’Esclave mourant. ' +
      'Ici, on voit presque Michel-Ange libérer une figure de la pierre.',
    'great-sphinx':
      'Vous voici dans la crypte du Grand Sphinx de Tanis, le gardien des collections égyptiennes du Louvre. ' +
      'Un sphinx a le corps d’un lion et la tête d’un roi. ' +
      'Il unit la force de l’animal au pouvoir du pharaon, et des statues comme celle-ci gardaient l’entrée des temples. ' +
      'Les Égyptiens appelaient une telle statue une image vivante. ' +
      'Ce sphinx a été taillé dans un seul bloc de granit rose, long de près de cinq mètres. ' +
      'Il a été découvert en 1825 dans les ruines d’un temple de Tanis, dans le delta du Nil. ' +
      'Mais il est bien plus ancien que cette ville. ' +
      'Au fil des siècles, plusieurs pharaons y ont gravé leur propre nom, dont Amenemhat II, Mérenptah et Chéchonq Ier. ' +
      'Le nom du roi qui l’a commandé le premier a disparu. Certains spécialistes pensent que le sphinx pourrait remonter aux environs de 2600 av. J.-C., l’époque des grandes pyramides. ' +
      'Longez son flanc, et regardez les pattes et les muscles du lion, tendus comme s’il allait bondir. ' +
      'Le Louvre l’a acquis en 1826, avec l’aide de Champollion, l’homme qui a déchiffré les hiéroglyphes.',
  },
};

export default narrations;
