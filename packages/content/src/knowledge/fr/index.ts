import type { KnowledgeTranslation } from '../translation';
import { artHistory } from './art-history';
import { gamePhrases } from './games';
import artists from './artists';
import artworks from './artworks';
import { museum, rooms } from './museum';
import { visit } from './visit';

/** La base de connaissances de l’expert du musée, en français. */
const french: KnowledgeTranslation = {
  pages: {
    gallery: 'Galerie',
    tours: 'Visites guidées',
    map: 'Carte interactive',
    photoRecognition: 'Reconnaissance photo par IA',
    games: 'Jeux éducatifs',
    itineraries: 'Mes itinéraires',
    about: 'À propos de cette visite virtuelle',
    social: 'Réseau social',
    achievements: 'Succès',
  },
  games: {
    'louvre-history-quiz': 'Quiz sur l’histoire du Louvre',
    'famous-artworks-quiz': 'Quiz des œuvres célèbres',
    'artists-knowledge-test': 'Test de connaissance des artistes',
    'art-terms-crossword': 'Mots croisés de l’art',
    'guess-the-artwork': 'Devinez l’œuvre',
    'matching-game': 'Associez les artistes',
    'true-false-quiz': 'Vrai ou faux',
    'chronology-puzzle': 'Frise de l’histoire de l’art',
  },
  fameKeywords: ['célèbre', 'pourquoi célèbre', 'célébrité', 'renommée', 'important', 'importance'],
  artworks,
  artists,
  museum,
  rooms,
  visit,
  artHistory,
  tours: {
    title: (name) => `Visite «\u00a0${name}\u00a0»`,
    descriptionLead: (name) => `La visite «\u00a0${name}\u00a0» d’ArtVoyage\u00a0: `,
    keywords: ['visite guidée', 'parcours', 'itinéraire'],
    overview: {
      title: 'Visites guidées',
      text: 'ArtVoyage propose 4 visites guidées des chefs-d’œuvre du musée : Antiquités classiques (3 œuvres, environ 15 à 21 minutes), Maîtres de la Renaissance (3 œuvres, environ 15 à 21 minutes), Art français (3 œuvres, environ 15 à 21 minutes) et La sculpture à l’honneur (4 œuvres, environ 20 à 28 minutes). Ensemble, elles couvrent 10 des 10 œuvres, et la page de chaque visite présente ses œuvres dans l’ordre avec leurs audioguides.',
      keywords: ['visites guidées', 'parcours', 'itinéraire', 'quelle visite', 'durée des visites'],
    },
    timeGuide: {
      title: 'Quelle visite choisir',
      text: 'Chaque étape d’une visite d’ArtVoyage dure environ 5 à 7 minutes : une visite de 3 œuvres prend donc environ 15 à 21 minutes. Avec une heure, vous pouvez suivre une visite sans vous presser, ou enchaîner deux visites de 3 œuvres (jusqu’à 42 minutes environ), par exemple Maîtres de la Renaissance et Art français, dont toutes les œuvres sont dans l’aile Denon.',
      keywords: ['une heure', 'combien de temps', 'quelle visite', 'temps', 'durée', 'visite courte'],
    },
    tours: {
      classicalAntiquities: {
        stops:
          'La visite « Antiquités classiques » présente 3 œuvres, dans cet ordre : le Grand Sphinx de Tanis, par des sculpteurs égyptiens inconnus, la Vénus de Milo, attribuée à Alexandros d’Antioche, et la Victoire de Samothrace, d’un sculpteur inconnu. Elle dure environ 15 à 21 minutes, et sa page dans l’application est /guided-tours/classical.',
        where:
          'Les œuvres de la visite « Antiquités classiques » se trouvent dans les ailes Sully et Denon du Louvre. Le Grand Sphinx de Tanis : aile Sully, crypte du Sphinx (salle 338) ; la Vénus de Milo : aile Sully, salle 345 ; la Victoire de Samothrace : aile Denon, en haut de l’escalier Daru (salle 703).',
      },
      renaissanceMasters: {
        stops:
          'La visite « Maîtres de la Renaissance » présente 3 œuvres, dans cet ordre : la Joconde de Léonard de Vinci, Les Noces de Cana de Paolo Véronèse et les Esclaves (Esclave mourant et Esclave rebelle) de Michel-Ange. Elle dure environ 15 à 21 minutes, et sa page dans l’application est /guided-tours/renaissance.',
        where:
          'Les œuvres de la visite « Maîtres de la Renaissance » se trouvent dans l’aile Denon du Louvre. La Joconde : aile Denon, salle 711 (salle des États) ; Les Noces de Cana : aile Denon, salle 711 (salle des États), face à la Joconde ; les Esclaves (Esclave mourant et Esclave rebelle) : aile Denon, salle 403 (galerie Michel-Ange).',
      },
      frenchArt: {
        stops:
          'La visite « Art français » présente 3 œuvres, dans cet ordre : La Liberté guidant le peuple d’Eugène Delacroix, Le Sacre de Napoléon de Jacques-Louis David et Le Radeau de la Méduse de Théodore Géricault. Elle dure environ 15 à 21 minutes, et sa page dans l’application est /guided-tours/french.',
        where:
          'Les œuvres de la visite « Art français » se trouvent dans l’aile Denon du Louvre. La Liberté guidant le peuple : aile Denon, salle 700 (salle Mollien) ; Le Sacre de Napoléon : aile Denon, salle 702 (salle Daru) ; Le Radeau de la Méduse : aile Denon, salle 700 (salle Mollien).',
      },
      sculptureRoute: {
        stops:
          'La visite « La sculpture à l’honneur » présente 4 œuvres, dans cet ordre : la Vénus de Milo, attribuée à Alexandros d’Antioche, la Victoire de Samothrace, d’un sculpteur inconnu, Psyché ranimée par le baiser de l’Amour d’Antonio Canova et les Esclaves (Esclave mourant et Esclave rebelle) de Michel-Ange. Elle dure environ 20 à 28 minutes, et sa page dans l’application est /guided-tours/sculpture.',
        where:
          'Les œuvres de la visite « La sculpture à l’honneur » se trouvent dans les ailes Sully et Denon du Louvre. La Vénus de Milo : aile Sully, salle 345 ; la Victoire de Samothrace : aile Denon, en haut de l’escalier Daru (salle 703) ; Psyché ranimée par le baiser de l’Amour : aile Denon, salle 403 (galerie Michel-Ange) ; les Esclaves (Esclave mourant et Esclave rebelle) : aile Denon, salle 403 (galerie Michel-Ange).',
      },
    },
  },
  places: {
    landmarkLead: (name, place) => `${name} (${place})\u00a0: `,
    hours: (hours) =>
      ` Horaires\u00a0: ${hours.replace(/[.!]?$/, '.')} Vérifiez avant de partir, car ils changent.`,
    tipsLead: (name) => `${name} – conseils de visite\u00a0: `,
    destination: (name, country, description) =>
      `${name}, ${country}\u00a0: ${description.replace(/[.!]?$/, '.')} ${name} est l’une des destinations de la carte interactive d’ArtVoyage.`,
  },
  gamePhrases,
};

export default french;
