import type { WorkLexicon } from '../expert/concepts';

/** The English concepts of the works and the museum (see expert/concepts.ts for how cues are written). */
export const englishWorkConcepts: WorkLexicon = {
  banknote: {
    cues: ['on money', 'on a banknote', 'on a bill', 'on a note', 'on currency', 'bank note*', 'paper money'],
    says: 'banknote francs',
  },
  abroad: {
    cues: [
      'left france',
      'leave france',
      'outside france',
      'out of france',
      'overseas',
      'been abroad',
      'gone abroad',
      'toured',
    ],
    says: 'journey abroad travelled',
  },
  'phrygian-cap': {
    cues: ['red hat', 'red cap', 'red bonnet', 'red beret', 'liberty cap'],
    says: 'Phrygian cap',
  },
  jar: {
    cues: ['vase', 'vases', 'pot', 'jug', 'urn', 'vessel', 'little box', 'pitcher'],
    says: 'jar',
  },
  africa: {
    cues: ['africa', 'african', 'north africa', 'northern africa'],
    says: 'Morocco Egypt Senegal Mauritania',
  },
  french: {
    cues: ['frenchman', 'frenchmen', 'frenchwoman', 'french guy', 'french man'],
    says: 'French',
  },
  branches: {
    cues: [
      'another louvre',
      'other louvre',
      'other louvres',
      'second louvre',
      'louvre elsewhere',
      'branches',
      'branch museum*',
      'outpost*',
    ],
    says: 'regional branch Louvre-Lens Abu Dhabi',
  },
  shipwreck: {
    cues: ['sink', 'sank', 'sunk', 'went down', 'go down', 'capsized', 'wrecked'],
    says: 'ran aground',
  },
  'first-title': {
    cues: [
      'was called',
      'were called',
      'first called',
      'originally called',
      'original name',
      'first name',
      'original title',
      'first title',
      'called at first',
    ],
    says: 'title',
  },
  polish: {
    cues: ['shiny', 'shine*', 'gleam*', 'glossy', 'so smooth', 'polished'],
    says: 'polishing glow',
  },
  advice: {
    cues: ['advised', 'recommended', 'suggested', 'told the louvre', 'who advised'],
    says: 'advice',
  },
  naming: {
    cues: [
      'named after',
      'named for',
      'called that',
      'called like that',
      'why the name',
      'get its name',
      'got its name',
      'gets its name',
      'get their name',
      'got their name',
      'name come from',
      'name comes from',
      'name came from',
      'names come from',
      'origin of the name',
    ],
    says: 'named honours',
  },
  damage: {
    cues: ['vandal*', 'attacked', 'attack on', 'defaced', 'harmed', 'slashed'],
    says: 'damaged acid',
  },
  'became-museum': {
    cues: [
      'been a museum',
      'become a museum',
      'became a museum',
      'turned into a museum',
      'made into a museum',
      'louvre a museum',
    ],
    says: 'Louvre opened as a public museum',
  },
  headwear: {
    cues: [
      'on her head',
      'on his head',
      'on its head',
      'on their heads',
      'headgear',
      'headwear',
      'headdress',
    ],
    says: 'cap wreath headband headcloth',
  },
  flag: {
    cues: ['banner', 'banners'],
    says: 'flag',
  },
  exhibits: {
    cues: ['exhibits', 'artefacts', 'artifacts', 'objects on display', 'pieces on display'],
    says: 'works',
  },
};
