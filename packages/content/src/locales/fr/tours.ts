import type { ToursPack } from '../../tours-texts';

const tours: ToursPack = {
  tours: {
    classicalAntiquities: {
      name: 'Antiquités classiques',
      description:
        'Remontez des milliers d’années, du Grand Sphinx de Tanis, taillé dans le granit, qui garde les salles égyptiennes, jusqu’à l’idéal grec de beauté et de mouvement qu’incarnent la Vénus de Milo et la Victoire de Samothrace.',
    },
    renaissanceMasters: {
      name: 'Maîtres de la Renaissance',
      description:
        'Rencontrez trois géants de la Renaissance italienne : La Joconde de Léonard, les éblouissantes Noces de Cana de Véronèse et les deux Esclaves que Michel-Ange sculpta pour le tombeau du pape Jules II.',
    },
    frenchArt: {
      name: 'Art français',
      description:
        'Suivez l’histoire de France à travers trois toiles monumentales : La Liberté guidant le peuple de Delacroix, Le Sacre de Napoléon de David et Le Radeau de la Méduse de Géricault, de la pompe impériale à la révolution et au naufrage.',
    },
    sculptureRoute: {
      name: 'La sculpture à l’honneur',
      description:
        'Découvrez comment les sculpteurs ont donné vie au marbre sur deux mille ans, de la Vénus de Milo et de la Victoire de Samothrace, œuvres hellénistiques, aux Esclaves inachevés de Michel-Ange et à la tendre Psyché de Canova.',
    },
  },
};

export default tours;
