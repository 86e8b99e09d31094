import type { SocialPack } from '../../social-texts';

const social: SocialPack = {
  samplePosts: {
    '5a1e0000-0000-4000-8000-000000000001': {
      authorName: 'L’équipe du musée',
      title: 'Coucher de soleil sur le pont des Arts',
      content:
        'Après la fermeture, nous avons traversé le pont des Arts, la passerelle qui relie le Louvre à l’Institut de France. Le soleil s’est couché au-delà du pont du Carrousel et a doré la Seine : la plus belle fin pour une journée passée parmi les chefs-d’œuvre.',
      locationName: 'Pont des Arts, Paris',
    },
    '5a1e0000-0000-4000-8000-000000000002': {
      authorName: 'L’équipe du musée',
      title: 'La Victoire en haut des marches',
      content:
        'En montant l’escalier Daru, on voit apparaître au-dessus de soi la Victoire de Samothrace, ailes déployées, comme si elle venait de se poser sur la proue de son navire. Découverte à Samothrace en 1863, elle couronne l’escalier depuis les années 1880.',
      locationName: 'Musée du Louvre, Paris',
    },
    '5a1e0000-0000-4000-8000-000000000003': {
      authorName: 'L’équipe du musée',
      title: 'Là où l’on trouva Vénus',
      content:
        'La Vénus de Milo fut mise au jour par un paysan sur l’île de Milos, en mer Égée, en 1820. Nous avons suivi son histoire jusque sur l’île : le théâtre antique au-dessus de Klima, Plaka et ses maisons blanchies à la chaux, et une mer d’un bleu intense.',
      locationName: 'Milos, Grèce',
    },
    '5a1e0000-0000-4000-8000-000000000004': {
      authorName: 'L’équipe du musée',
      title: 'Un matin de pluie avec la Joconde',
      content:
        'La pluie est le meilleur moment pour venir : la file sous la pyramide avance vite, et la salle des États est plus calme en début de journée. Le portrait peint par Léonard est exposé derrière une vitre, face aux immenses Noces de Cana de Véronèse, de l’autre côté de la salle.',
      locationName: 'Salle des États, Louvre',
    },
  },
};

export default social;
