import type { TimelineEvent } from './types';

const POINTS = 100;

type EventSource = Omit<TimelineEvent, 'points'>;

const event = <const Id extends string>(
  source: EventSource & { readonly id: Id },
): TimelineEvent & { readonly id: Id } => ({ ...source, points: POINTS });

const events = [
  event({
    id: 'tl-winged-victory-carved',
    title: 'The Winged Victory is carved',
    year: -190,
    description:
      'Around 190 BC a sculptor, probably working for Rhodes, carves Nike landing on a warship for the sanctuary of Samothrace.',
    category: 'artwork',
  }),
  event({
    id: 'tl-fortress',
    title: 'Philip II Augustus builds the Louvre',
    year: 1190,
    description: 'Around 1190 the king begins a fortress on the western edge of Paris to guard the city.',
    category: 'historical',
  }),
  event({
    id: 'tl-mona-lisa-begun',
    title: 'Leonardo begins the Mona Lisa',
    year: 1503,
    description:
      'In Florence, Leonardo da Vinci starts the portrait of Lisa Gherardini that he will refine for years.',
    category: 'artwork',
  }),
  event({
    id: 'tl-lescot-wing',
    title: 'The Renaissance Louvre is begun',
    year: 1546,
    description:
      'Francis I commissions Pierre Lescot to replace the medieval castle with a Renaissance palace wing.',
    category: 'architectural',
  }),
  event({
    id: 'tl-wedding-feast',
    title: 'Veronese completes The Wedding Feast at Cana',
    year: 1563,
    description: 'The vast canvas is finished for the refectory of San Giorgio Maggiore in Venice.',
    category: 'artwork',
  }),
  event({
    id: 'tl-versailles',
    title: 'The court leaves for Versailles',
    year: 1682,
    description:
      'Louis XIV moves the court and government to Versailles, leaving the Louvre to artists and academies.',
    category: 'historical',
  }),
  event({
    id: 'tl-museum-opens',
    title: 'The Louvre opens as a public museum',
    year: 1793,
    description:
      'On 10 August 1793 the revolutionary government opens the former royal palace to the public.',
    category: 'historical',
  }),
  event({
    id: 'tl-slaves-acquired',
    title: 'Michelangelo’s Slaves enter the Louvre',
    year: 1794,
    description:
      'Seized during the Revolution from the château of Richelieu, the Dying Slave and the Rebellious Slave join the museum.',
    category: 'acquisition',
  }),
  event({
    id: 'tl-raft-salon',
    title: 'The Raft of the Medusa is exhibited',
    year: 1819,
    description: 'Géricault shows his huge shipwreck painting at the Salon, where it causes a sensation.',
    category: 'artwork',
  }),
  event({
    id: 'tl-venus-acquired',
    title: 'The Venus de Milo reaches the Louvre',
    year: 1821,
    description: 'A year after her discovery on Milos, King Louis XVIII gives the statue to the museum.',
    category: 'acquisition',
  }),
  event({
    id: 'tl-psyche-acquired',
    title: 'Canova’s Psyche enters the Louvre',
    year: 1824,
    description: 'Psyche Revived by Cupid’s Kiss, once owned by Joachim Murat, joins the collection.',
    category: 'acquisition',
  }),
  event({
    id: 'tl-sphinx-acquired',
    title: 'The Great Sphinx of Tanis is acquired',
    year: 1826,
    description:
      'The sphinx arrives with Henry Salt’s collection, bought on the advice of Jean-François Champollion.',
    category: 'acquisition',
  }),
  event({
    id: 'tl-liberty',
    title: 'Delacroix paints Liberty Leading the People',
    year: 1830,
    description:
      'In the autumn after the July Revolution, Delacroix turns the street fighting into an allegory of freedom.',
    category: 'artwork',
  }),
  event({
    id: 'tl-victory-found',
    title: 'The Winged Victory is discovered',
    year: 1863,
    description: 'Charles Champoiseau finds the statue in pieces on Samothrace and sends it to the Louvre.',
    category: 'acquisition',
  }),
  event({
    id: 'tl-tuileries-burned',
    title: 'The Tuileries Palace burns',
    year: 1871,
    description: 'During the Paris Commune the palace that closed the Louvre’s western side is set on fire.',
    category: 'architectural',
  }),
  event({
    id: 'tl-mona-lisa-stolen',
    title: 'The Mona Lisa is stolen',
    year: 1911,
    description:
      'Vincenzo Peruggia walks out of the museum with the painting; it is found in Florence more than two years later.',
    category: 'historical',
  }),
  event({
    id: 'tl-pyramid',
    title: 'The glass pyramid opens',
    year: 1989,
    description:
      'I. M. Pei’s pyramid becomes the museum’s main entrance, in the bicentenary year of the Revolution.',
    category: 'architectural',
  }),
  event({
    id: 'tl-richelieu-wing',
    title: 'The Richelieu Wing opens',
    year: 1993,
    description:
      'After the Ministry of Finance moves out, its former offices open as galleries for the museum’s bicentenary.',
    category: 'architectural',
  }),
];

/** The ids of the events: a translation must give the texts of each one. */
export type TimelineEventId = (typeof events)[number]['id'];

/**
 * The eighteen events of the timeline pool; a play draws eight (see drawEvents). Every year is
 * different, so any eight have exactly one chronological order. Years are those of artworks.ts
 * where the event concerns one of the ten artworks.
 */
export const timelineEvents: readonly TimelineEvent[] = events;
