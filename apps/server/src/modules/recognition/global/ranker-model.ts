// The ranker proper: a whitening learned from every training descriptor, then a classifier over the
// subjects plus one background class. Plain data, so it is cached as JSON and moved between threads.
import {
  probabilities,
  trainNearestMean,
  trainSoftmax,
  type LabelledSet,
  type LinearClassifier,
} from './classifier';
import { learnWhitening, whiten, type Whitening, type WhiteningOptions, defaultWhitening } from './whitening';

export type SubjectKind = 'artwork' | 'landmark';

export interface Subject {
  subject: string;
  kind: SubjectKind;
}

export interface TrainingDescriptor {
  descriptor: Float32Array;
  /** null: a photo of none of our subjects. */
  subject: string | null;
}

export type ClassifierMethod = 'softmax' | 'nearest-mean';

export interface RankerModel {
  subjects: Subject[];
  whitening: Whitening;
  classifier: LinearClassifier;
  method: ClassifierMethod;
}

export interface RankedSubject extends Subject {
  /** The classifier's probability for the subject, 0-1; the subjects and the background add up to 1. */
  score: number;
}

export interface Ranking {
  ranked: RankedSubject[];
  /** The probability that the photo shows none of the subjects. */
  background: number;
}

export interface RankerOptions {
  method: ClassifierMethod;
  whitening: WhiteningOptions;
}

export const defaultRanker: RankerOptions = { method: 'softmax', whitening: defaultWhitening };

export function trainRanker(
  subjects: readonly Subject[],
  examples: readonly TrainingDescriptor[],
  options: RankerOptions = defaultRanker,
): RankerModel {
  const index = new Map(subjects.map(({ subject }, i) => [subject, i]));
  const backgroundClass = subjects.length;
  const whitening = learnWhitening(
    examples.map(({ descriptor }) => descriptor),
    options.whitening,
  );
  const set: LabelledSet = {
    samples: examples.map(({ descriptor }) => whiten(whitening, descriptor)),
    labels: examples.map(({ subject }) => {
      const label = subject === null ? backgroundClass : index.get(subject);
      if (label === undefined) throw new Error(`an example of an unknown subject: ${subject}`);
      return label;
    }),
    classes: subjects.length + 1,
  };
  const classifier =
    options.method === 'softmax' ? trainSoftmax(set) : trainNearestMean(set, backgroundClass);
  return { subjects: [...subjects], whitening, classifier, method: options.method };
}

/** Every subject, most likely first, with the background's probability beside them. */
export function rank(model: RankerModel, descriptor: Float32Array): Ranking {
  const p = probabilities(model.classifier, whiten(model.whitening, descriptor));
  const ranked = model.subjects
    .map((subject, i) => ({ ...subject, score: p[i] as number }))
    .sort((a, b) => b.score - a.score);
  return { ranked, background: p[model.subjects.length] as number };
}
