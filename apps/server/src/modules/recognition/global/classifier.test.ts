import { seededRandom } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import {
  crossEntropy,
  probabilities,
  softmax,
  trainNearestMean,
  trainSoftmax,
  type LabelledSet,
} from './classifier';
import { l2Normalise } from './descriptor';
import { rank, trainRanker } from './ranker-model';

/** Three clusters of unit vectors in 8 dimensions around axes 0, 1 and 2, plus scattered "background". */
function toySet(perClass: number, seed: number): LabelledSet {
  const random = seededRandom(seed);
  const samples: Float32Array[] = [];
  const labels: number[] = [];
  for (let label = 0; label < 4; label += 1)
    for (let n = 0; n < perClass; n += 1) {
      const x = Float32Array.from({ length: 8 }, () => (random() - 0.5) * 0.6);
      if (label < 3) x[label] = (x[label] as number) + 1;
      else x[3 + (n % 5)] = (x[3 + (n % 5)] as number) + 1;
      samples.push(l2Normalise(x));
      labels.push(label);
    }
  return { samples, labels, classes: 4 };
}

const accuracy = (model: ReturnType<typeof trainSoftmax>, set: LabelledSet) =>
  set.samples.filter((x, n) => {
    const p = probabilities(model, x);
    return p.indexOf(Math.max(...p)) === set.labels[n];
  }).length / set.samples.length;

describe('softmax', () => {
  it('adds up to 1 and survives large logits', () => {
    const p = softmax([1000, 1001, 999]);
    expect(p.reduce((a, b) => a + b)).toBeCloseTo(1);
    expect(p[1]).toBeGreaterThan(p[0] as number);
  });
});

describe('training', () => {
  it('softmax regression converges on separable clusters and generalises', () => {
    const train = toySet(30, 1);
    const model = trainSoftmax(train, { epochs: 150, learningRate: 0.1, weightDecay: 1e-4 });
    expect(crossEntropy(model, train)).toBeLessThan(0.1);
    expect(accuracy(model, toySet(20, 2))).toBeGreaterThan(0.95);
  });

  it('nearest class mean learns a temperature and a background threshold', () => {
    const train = toySet(30, 1);
    const model = trainNearestMean(train, 3);
    expect(model.bias[3]).toBeGreaterThan(0);
    expect(accuracy(model, toySet(20, 2))).toBeGreaterThan(0.9);
  });

  it('the ranker ranks every subject and gives the background its share', () => {
    const train = toySet(30, 1);
    const subjects = (['a', 'b', 'c'] as const).map((subject) => ({ subject, kind: 'artwork' as const }));
    const model = trainRanker(
      subjects,
      train.samples.map((descriptor, n) => ({
        descriptor,
        subject: subjects[train.labels[n] as number]?.subject ?? null,
      })),
      { method: 'softmax', whitening: { dimensions: 6, shrinkage: 0.5, maxSamples: 800 } },
    );
    const query = toySet(1, 9);
    const ofB = rank(model, query.samples[1] as Float32Array);
    expect(ofB.ranked.map(({ subject }) => subject)[0]).toBe('b');
    expect(ofB.ranked.reduce((sum, { score }) => sum + score, ofB.background)).toBeCloseTo(1);
    expect(rank(model, query.samples[3] as Float32Array).background).toBeGreaterThan(0.5);
  });
});
