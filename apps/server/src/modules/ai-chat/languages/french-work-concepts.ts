import type { WorkLexicon } from '../expert/concepts';

/** The French concepts of the works and the museum (see expert/concepts.ts for how cues are written). */
export const frenchWorkConcepts: WorkLexicon = {
  banknote: {
    cues: [
      'billet de banque',
      'billets de banque',
      'sur un billet',
      'sur les billets',
      'sur des billets',
      'sur l argent',
      'sur de l argent',
      'monnaie',
      'sur la monnaie',
    ],
    says: 'billet francs',
  },
  abroad: {
    cues: [
      'quitte la france',
      'quitter la france',
      'hors de france',
      'sorti de france',
      'sortie de france',
      'a l etranger',
      'a letranger',
    ],
    says: 'voyage étranger',
  },
  'phrygian-cap': {
    cues: ['bonnet rouge', 'chapeau rouge', 'casquette rouge', 'bonnet de la liberte'],
    says: 'bonnet phrygien',
  },
  jar: {
    cues: ['vase', 'vases', 'pot', 'cruche', 'urne', 'boite', 'petite boite', 'recipient'],
    says: 'jarre',
  },
  africa: {
    cues: ['afrique', 'africain*', 'afrique du nord'],
    says: 'Maroc Algérie Égypte Sénégal Mauritanie',
  },
  french: {
    cues: ['un francais', 'quel francais', 'une francaise'],
    says: 'français',
  },
  branches: {
    cues: [
      'autre louvre',
      'autres louvre',
      'autres louvres',
      'deuxieme louvre',
      'second louvre',
      'annexe*',
      'succursale*',
      'antennes',
    ],
    says: 'antenne régionale Louvre-Lens Abu Dhabi',
  },
  shipwreck: {
    cues: ['coule', 'coulee', 'couler', 'sombrer', 'fait naufrage', 'chaviree', 'chavire'],
    says: 's’échoua',
  },
  'first-title': {
    cues: [
      's appelait',
      'appele au debut',
      'nom d origine',
      'premier nom',
      'nom original',
      'titre d origine',
      'titre original',
      'premier titre',
    ],
    says: 'titre',
  },
  polish: {
    cues: ['brille', 'brillant*', 'luisant*', 'si lisse', 'brillance'],
    says: 'polissant luire',
  },
  advice: {
    cues: ['conseille', 'conseillé', 'recommande', 'suggere'],
    says: 'conseil',
  },
  naming: {
    cues: [
      's appelle comme ca',
      's appelle ainsi',
      'porte ce nom',
      'portent ce nom',
      'pourquoi ce nom',
      'tire son nom',
      'tient son nom',
      'doit son nom',
      'd ou vient le nom',
      'd ou vient son nom',
      'origine du nom',
      'nommee ainsi',
      'nomme ainsi',
      'appelee ainsi',
      'appele ainsi',
      'en l honneur de qui',
    ],
    says: 'portent le nom honore',
  },
  damage: {
    cues: [
      'abimee',
      'abimees',
      'ete abime',
      'deja abime',
      'vandalis*',
      'attaquee',
      'ete attaque',
      'degradee',
      'ete degrade',
    ],
    says: 'endommagé acide',
  },
  'became-museum': {
    cues: [
      'est un musee',
      'est il un musee',
      'est elle un musee',
      'devenu un musee',
      'devenu musee',
      'devient un musee',
      'transforme en musee',
    ],
    says: 'Louvre ouvrit au public comme musée',
  },
  headwear: {
    cues: ['sur la tete', 'sur sa tete', 'sur leur tete', 'couvre chef', 'coiffure'],
    says: 'bonnet couronne bandeau coiffe',
  },
  flag: {
    cues: ['etendard', 'banniere', 'fanion'],
    says: 'drapeau',
  },
  exhibits: {
    cues: ['pieces exposees', 'objets exposes', 'objets d art', 'pieces de collection'],
    says: 'œuvres',
  },
};
