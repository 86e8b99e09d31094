import type { artHistoryEntries } from '../art-history';
import type { WrittenTranslation } from '../translation';

/** Les mouvements et les traditions auxquels appartiennent les dix œuvres. */
export const artHistory: WrittenTranslation<typeof artHistoryEntries> = {
  'hellenistic-sculpture': {
    title: 'La sculpture hellénistique',
    text: 'L’art hellénistique est l’art grec de la période comprise entre la mort d’Alexandre le Grand, en 323 av. J.-C., et la bataille d’Actium, en 31 av. J.-C., qui scella la domination de Rome sur l’Orient grec. Ses sculpteurs privilégiaient le mouvement, le drame, l’émotion et le traitement virtuose du drapé, comme dans la Victoire de Samothrace et la Vénus de Milo, au Louvre.',
    keywords: ['hellénistique', 'sculpture grecque', 'Grèce antique', 'période hellénistique'],
  },
  'high-renaissance': {
    title: 'La Haute Renaissance',
    text: 'La Haute Renaissance est le bref apogée de l’art de la Renaissance italienne, des années 1490 aux années 1520 environ, autour de Florence, Rome et Milan. Ses grands maîtres, Léonard de Vinci, Michel-Ange et Raphaël, alliaient l’harmonie et l’équilibre classiques à une maîtrise nouvelle de l’anatomie, de la perspective et de la lumière.',
    keywords: ['Haute Renaissance', 'Renaissance', 'Renaissance italienne', 'Raphaël'],
  },
  'venetian-painting': {
    title: 'La peinture vénitienne de la Renaissance',
    text: 'Les peintres vénitiens du XVIe siècle, comme Titien, le Tintoret et Paolo Véronèse, étaient célèbres pour la richesse de leur couleur, leur lumière et la sensualité de la matière picturale, souvent montée à l’huile sur toile. Leur primauté de la couleur, le colorito, était traditionnellement opposée à celle du dessin, le disegno, chère aux Florentins.',
    keywords: ['peinture vénitienne', 'Venise', 'Titien', 'Tintoret', 'colorito', 'école vénitienne'],
  },
  neoclassicism: {
    title: 'Le néoclassicisme',
    text: 'Le néoclassicisme, des années 1760 aux années 1830 environ, revint à l’art de la Grèce et de la Rome antiques, en réaction contre la légèreté du rococo et sous l’impulsion des fouilles d’Herculanum et de Pompéi. Ses peintres, menés par Jacques-Louis David, privilégiaient un dessin net, une composition calme et des sujets moraux ou héroïques ; son plus grand sculpteur fut Antonio Canova.',
    keywords: ['néoclassicisme', 'néoclassique', 'classicisme', 'David', 'Canova'],
  },
  'french-romanticism': {
    title: 'Le romantisme français',
    text: 'La peinture romantique française, dans la première moitié du XIXe siècle, plaça l’émotion, l’imagination, la couleur et le mouvement avant l’ordre calme du néoclassicisme. Le Radeau de la Méduse de Théodore Géricault, exposé au Salon de 1819, et La Liberté guidant le peuple d’Eugène Delacroix, de 1830, comptent parmi ses œuvres fondatrices, toutes deux au Louvre.',
    keywords: ['romantisme', 'peinture romantique', 'romantique', 'Géricault', 'Delacroix'],
  },
  'ingres-delacroix': {
    title: 'La ligne contre la couleur',
    text: 'Dans la France du XIXe siècle, la critique présentait souvent Jean-Auguste-Dominique Ingres et Eugène Delacroix comme des rivaux : Ingres, élève de David, défendait la ligne et le dessin dans la tradition classique, tandis que Delacroix prônait la couleur et le mouvement. Tous deux sont bien représentés parmi les peintures françaises du Louvre.',
    keywords: ['Ingres', 'Delacroix', 'ligne et couleur', 'rivalité'],
  },
  'history-painting': {
    title: 'La peinture d’histoire et le Salon',
    text: 'La peinture d’histoire, qui représente des scènes tirées de l’histoire, de la religion, de la mythologie ou de la littérature, était le genre le plus prestigieux de l’Académie française. Les peintres montraient ces œuvres au Salon, l’exposition officielle longtemps tenue au Louvre, et de grandes toiles comme Le Sacre de Napoléon et Le Radeau de la Méduse furent conçues pour y être vues.',
    keywords: ['peinture d’histoire', 'Salon', 'Académie', 'genre'],
  },
  'egyptian-sphinxes': {
    title: 'Les sphinx égyptiens',
    text: 'Dans l’Égypte ancienne, un sphinx était une statue au corps de lion et à la tête de roi, symbole de la puissance du pharaon et de son rôle de protecteur. Des sphinx bordaient souvent les allées menant aux temples, et des rois plus tardifs réutilisaient parfois des statues plus anciennes en y gravant leur propre nom, comme sur le Grand Sphinx de Tanis.',
    keywords: ['sphinx', 'Égypte ancienne', 'art égyptien', 'pharaon'],
  },
  'marble-carving': {
    title: 'Tailler le marbre',
    text: 'Les sculpteurs sur marbre dégrossissaient traditionnellement la figure à la pointe, l’affinaient à la gradine, un ciseau à dents, puis lissaient et polissaient la surface à la râpe et aux abrasifs. Les Esclaves inachevés de Michel-Ange portent encore les traces de la gradine, tandis que la Psyché de Canova montre l’étape finale, polie.',
    keywords: ['marbre', 'technique de la sculpture', 'ciseau', 'taille'],
  },
  sfumato: {
    title: 'Sfumato',
    text: 'Le sfumato, du mot italien qui désigne la fumée, est la technique qui fond les tons si doucement qu’il n’y a plus de contours nets. Léonard de Vinci l’employa magistralement dans la Joconde, surtout aux commissures des lèvres et aux coins des yeux : c’est pourquoi son expression semble changer quand on la regarde.',
    keywords: ['sfumato', 'technique', 'sourire', 'Léonard'],
  },
};
