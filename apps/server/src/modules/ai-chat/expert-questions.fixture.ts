/**
 * Questions a visitor may ask the embedded museum expert, with the facts a good answer must contain
 * (short, case-insensitive substrings) and the app page it should link to. Every fact comes from the
 * knowledge base in @artvoyage/content/knowledge: the expert can only say what the passages hold.
 */
export interface ExpertQuestion {
  readonly question: string;
  readonly mustMention: readonly string[];
  readonly link?: string;
}

export const expertQuestions: readonly ExpertQuestion[] = [
  // The ten artworks: who, when, where, a famous fact.
  {
    question: 'Who painted the Raft of the Medusa and why is it famous?',
    mustMention: ['Géricault', '1816'],
    link: '/artwork/raft-medusa',
  },
  { question: 'Where is the Winged Victory?', mustMention: ['Daru'], link: '/artwork/winged-victory' },
  { question: 'Who painted the Mona Lisa?', mustMention: ['Leonardo da Vinci'], link: '/artwork/mona-lisa' },
  {
    question: 'Where can I find the Mona Lisa in the museum?',
    mustMention: ['Salle des États'],
    link: '/artwork/mona-lisa',
  },
  {
    question: 'When was the Mona Lisa stolen?',
    mustMention: ['1911', 'Peruggia'],
    link: '/artwork/mona-lisa',
  },
  {
    question: 'Who is the woman in La Joconde?',
    mustMention: ['Lisa Gherardini'],
    link: '/artwork/mona-lisa',
  },
  {
    question: 'Where was the Venus de Milo found?',
    mustMention: ['Milos', '1820'],
    link: '/artwork/venus-de-milo',
  },
  {
    question: 'Why does the Venus de Milo have no arms?',
    mustMention: ['arms'],
    link: '/artwork/venus-de-milo',
  },
  { question: 'In which wing is the Venus de Milo?', mustMention: ['Sully'], link: '/artwork/venus-de-milo' },
  {
    question: 'Which goddess is the Winged Victory of Samothrace?',
    mustMention: ['Nike'],
    link: '/artwork/winged-victory',
  },
  {
    question: 'When was the Nike of Samothrace discovered?',
    mustMention: ['1863', 'Champoiseau'],
    link: '/artwork/winged-victory',
  },
  {
    question: 'What event does Liberty Leading the People show?',
    mustMention: ['July Revolution', '1830'],
    link: '/artwork/liberty-leading',
  },
  {
    question: 'How big is the Wedding Feast at Cana?',
    mustMention: ['677', '994'],
    link: '/artwork/wedding-feast',
  },
  {
    question: 'Which is the largest painting in the Louvre?',
    mustMention: ['Wedding Feast at Cana'],
    link: '/artwork/wedding-feast',
  },
  {
    question: 'Who painted the Coronation of Napoleon and where did the ceremony take place?',
    mustMention: ['David', 'Notre-Dame'],
    link: '/artwork/coronation-napoleon',
  },
  {
    question: 'Where is Psyche Revived by Cupid’s Kiss displayed?',
    mustMention: ['Michelangelo Gallery'],
    link: '/artwork/psyche-cupid',
  },
  {
    question: 'Who sculpted Cupid and Psyche?',
    mustMention: ['Canova'],
    link: '/artwork/psyche-cupid',
  },
  {
    question: 'Why are Michelangelo’s Slaves unfinished?',
    mustMention: ['Julius II'],
    link: '/artwork/michelangelo-slaves',
  },
  {
    question: 'How old is the Great Sphinx of Tanis?',
    mustMention: ['Kingdom'],
    link: '/artwork/great-sphinx',
  },
  {
    question: 'What is the Great Sphinx of Tanis made of?',
    mustMention: ['pink granite'],
    link: '/artwork/great-sphinx',
  },
  // The artists.
  {
    question: 'Where did Leonardo da Vinci die?',
    mustMention: ['Amboise', '1519'],
  },
  { question: 'Who was Paolo Veronese?', mustMention: ['Venetian', 'Verona'] },
  { question: 'Tell me about Eugène Delacroix', mustMention: ['Romanticism'] },
  { question: 'Who taught Jacques-Louis David?', mustMention: ['Vien'] },
  { question: 'How old was Géricault when he died?', mustMention: ['32'] },
  { question: 'Who was Antonio Canova?', mustMention: ['Neoclassicism', 'Possagno'] },
  { question: 'Who made the Venus de Milo?', mustMention: ['Alexandros'], link: '/artwork/venus-de-milo' },
  // The museum.
  { question: 'Who designed the glass pyramid?', mustMention: ['Pei', '1989'] },
  { question: 'When did the Louvre become a museum?', mustMention: ['1793'] },
  { question: 'Was the Louvre a fortress?', mustMention: ['Philip II Augustus'] },
  { question: 'What are the three wings of the Louvre?', mustMention: ['Denon', 'Sully', 'Richelieu'] },
  // Visiting.
  { question: 'When is the museum closed?', mustMention: ['Tuesday'] },
  { question: 'What are the opening hours?', mustMention: ['9:00'] },
  { question: 'Do I need to book tickets in advance?', mustMention: ['online'] },
  { question: 'What is the best time to avoid the crowds?', mustMention: ['opening'] },
  { question: 'Which entrance should I use?', mustMention: ['Carrousel'] },
  { question: 'Can I take photos in the museum?', mustMention: ['flash'] },
  { question: 'Is the Louvre accessible by wheelchair?', mustMention: ['wheelchair'] },
  // Tours and the app.
  { question: 'Which tour should I take with one hour?', mustMention: ['one hour', 'minutes'] },
  {
    question: 'How long does the Sculpture Focus tour take?',
    mustMention: ['20-28 minutes'],
    link: '/guided-tours/sculpture',
  },
  {
    question: 'Which artworks are in the French Art tour?',
    mustMention: ['Liberty Leading the People', 'Raft of the Medusa'],
    link: '/guided-tours/french',
  },
  { question: 'Is there an audio guide?', mustMention: ['audio guide'], link: '/gallery' },
];

/** Off-topic questions the expert must answer honestly that it does not know. */
export const unanswerableQuestions: readonly string[] = [
  'What is the capital of Australia?',
  'How do I fix my car’s brakes?',
  'What will the weather be like tomorrow?',
  'Can you recommend a good smartphone?',
  'How do I bake sourdough bread?',
  'Who won the football World Cup in 2018?',
];
