// Two ways to turn whitened descriptors into class probabilities, both ending as a linear layer and a
// softmax: multinomial logistic regression trained by gradient descent, and nearest class mean with a
// learned temperature (and a learned constant logit for the background class, which has no single
// centre). The ranker keeps whichever measures better.

/** logits = weights·x + bias, one row of `dimensions` weights per class; probabilities by softmax. */
export interface LinearClassifier {
  classes: number;
  dimensions: number;
  weights: Float32Array;
  bias: Float32Array;
}

export interface LabelledSet {
  samples: readonly Float32Array[];
  /** Class index of each sample, 0 … classes − 1. */
  labels: readonly number[];
  classes: number;
}

export function logits(model: LinearClassifier, x: Float32Array): Float64Array {
  const out = new Float64Array(model.classes);
  for (let c = 0; c < model.classes; c += 1) {
    let sum = model.bias[c] as number;
    const offset = c * model.dimensions;
    for (let i = 0; i < model.dimensions; i += 1)
      sum += (model.weights[offset + i] as number) * (x[i] as number);
    out[c] = sum;
  }
  return out;
}

/** Softmax, shifted by the maximum so large logits do not overflow. */
export function softmax(values: ArrayLike<number>): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, values[i] as number);
  const out = new Float64Array(values.length);
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    out[i] = Math.exp((values[i] as number) - max);
    sum += out[i] as number;
  }
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) / sum;
  return out;
}

export const probabilities = (model: LinearClassifier, x: Float32Array) => softmax(logits(model, x));

/** Each class weighs the same in the loss, however many samples it has (the background has many). */
function classWeights(set: LabelledSet): Float64Array {
  const counts = new Float64Array(set.classes);
  for (const label of set.labels) counts[label] = (counts[label] as number) + 1;
  const present = counts.filter((count) => count > 0).length;
  return counts.map((count) => (count > 0 ? set.samples.length / present / count : 0));
}

/** Mean class-weighted cross-entropy of a classifier on a set. */
export function crossEntropy(model: LinearClassifier, set: LabelledSet): number {
  const weights = classWeights(set);
  let loss = 0;
  set.samples.forEach((sample, n) => {
    const label = set.labels[n] as number;
    loss -=
      (weights[label] as number) * Math.log(Math.max(1e-12, probabilities(model, sample)[label] as number));
  });
  return loss / set.samples.length;
}

export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty on the weights: keeps them small where 20 views per subject leave them free. */
  weightDecay: number;
}

// Measured on held-out views and GCompris photos (decision record 0014): 1e-3 left every
// probability under 0.5; 1e-5 lost held-out views; 1e-4 keeps both.
export const defaultSoftmax: SoftmaxOptions = { epochs: 150, learningRate: 0.1, weightDecay: 1e-4 };

/** Multinomial logistic regression, full-batch Adam on the class-weighted cross-entropy. */
export function trainSoftmax(set: LabelledSet, options: SoftmaxOptions = defaultSoftmax): LinearClassifier {
  const dimensions = set.samples[0]?.length ?? 0;
  const { classes } = set;
  const size = classes * (dimensions + 1); // weights then biases
  const params = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const gradient = new Float64Array(size);
  const sampleWeights = classWeights(set);
  const biasAt = classes * dimensions;
  const total = set.samples.length;
  const [beta1, beta2] = [0.9, 0.999];

  for (let epoch = 1; epoch <= options.epochs; epoch += 1) {
    gradient.fill(0);
    set.samples.forEach((x, n) => {
      const label = set.labels[n] as number;
      const weight = (sampleWeights[label] as number) / total;
      const scores = new Float64Array(classes);
      for (let c = 0; c < classes; c += 1) {
        let sum = params[biasAt + c] as number;
        const offset = c * dimensions;
        for (let i = 0; i < dimensions; i += 1) sum += (params[offset + i] as number) * (x[i] as number);
        scores[c] = sum;
      }
      const p = softmax(scores);
      for (let c = 0; c < classes; c += 1) {
        const error = weight * ((p[c] as number) - (c === label ? 1 : 0));
        if (error === 0) continue;
        const offset = c * dimensions;
        for (let i = 0; i < dimensions; i += 1)
          gradient[offset + i] = (gradient[offset + i] as number) + error * (x[i] as number);
        gradient[biasAt + c] = (gradient[biasAt + c] as number) + error;
      }
    });
    for (let i = 0; i < biasAt; i += 1)
      gradient[i] = (gradient[i] as number) + options.weightDecay * (params[i] as number);
    const correction1 = 1 - beta1 ** epoch;
    const correction2 = 1 - beta2 ** epoch;
    for (let i = 0; i < size; i += 1) {
      const g = gradient[i] as number;
      m[i] = beta1 * (m[i] as number) + (1 - beta1) * g;
      v[i] = beta2 * (v[i] as number) + (1 - beta2) * g * g;
      params[i] =
        (params[i] as number) -
        (options.learningRate * ((m[i] as number) / correction1)) /
          (Math.sqrt((v[i] as number) / correction2) + 1e-8);
    }
  }
  return {
    classes,
    dimensions,
    weights: Float32Array.from(params.subarray(0, biasAt)),
    bias: Float32Array.from(params.subarray(biasAt)),
  };
}

/**
 * Nearest class mean on unit vectors: logit_c = scale·(mean_c · x) for the subjects and a constant
 * scale·threshold for the class `openClass` (the background), with scale and threshold chosen on the
 * training set by the lowest cross-entropy over a grid.
 */
export function trainNearestMean(set: LabelledSet, openClass: number): LinearClassifier {
  const dimensions = set.samples[0]?.length ?? 0;
  const { classes } = set;
  const means = new Float32Array(classes * dimensions);
  set.samples.forEach((x, n) => {
    const label = set.labels[n] as number;
    if (label === openClass) return;
    for (let i = 0; i < dimensions; i += 1)
      means[label * dimensions + i] = (means[label * dimensions + i] as number) + (x[i] as number);
  });
  for (let c = 0; c < classes; c += 1) {
    let squares = 0;
    for (let i = 0; i < dimensions; i += 1) squares += (means[c * dimensions + i] as number) ** 2;
    const norm = Math.sqrt(squares) || 1;
    for (let i = 0; i < dimensions; i += 1)
      means[c * dimensions + i] = (means[c * dimensions + i] as number) / norm;
  }
  let best: { loss: number; model: LinearClassifier } | undefined;
  for (const scale of [5, 10, 15, 20, 30, 40, 60]) {
    for (let threshold = 0; threshold <= 0.9; threshold += 0.05) {
      const bias = new Float32Array(classes);
      bias[openClass] = scale * threshold;
      const weights = means.map((value) => value * scale);
      const model = { classes, dimensions, weights, bias };
      const loss = crossEntropy(model, set);
      if (!best || loss < best.loss) best = { loss, model };
    }
  }
  if (!best) throw new Error('no nearest-mean classifier was trained');
  return best.model;
}
