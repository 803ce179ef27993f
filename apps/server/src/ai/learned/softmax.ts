/**
 * A small multinomial logistic regression, trained by stochastic gradient descent and stored with
 * its weights as signed bytes: what the safety screen's scorer and the built-in coach's move reader
 * learn with. Features are named numbers (words, letter sequences...), made by each caller.
 */

export type Features = Map<string, number>;

/** A trained model in memory: per feature, one weight per class. */
export type TrainedSoftmax = { classes: string[]; bias: number[]; weights: Record<string, number[]> };

/**
 * A trained model as stored in a JSON file: the feature names one per line, their weights as signed
 * bytes (weight = byte x scale), row after row, in base64. A tenth of the size of plain JSON.
 */
export type StoredSoftmax = { classes: string[]; bias: number[]; scale: number; features: string; weights: string };

/** A stored model, ready to score. */
export type SoftmaxModel = { classes: string[]; bias: number[]; scale: number; rows: Map<string, number>; weights: Int8Array };

export type TrainingOptions = { epochs: number; learningRate: number; l2: number; minCount: number; seed: number };

export const DEFAULT_TRAINING: TrainingOptions = { epochs: 25, learningRate: 0.5, l2: 1e-5, minCount: 2, seed: 20_261_124 };

function softmax(z: number[]): number[] {
  const max = Math.max(...z);
  const exp = z.map((value) => Math.exp(value - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((value) => value / sum);
}

/** The class probabilities of a model fresh from training. */
export function trainedProbabilities(model: Pick<TrainedSoftmax, 'bias' | 'weights'>, features: Features): number[] {
  const z = [...model.bias];
  for (const [name, value] of features) {
    const row = model.weights[name];
    if (row) for (let c = 0; c < z.length; c++) z[c]! += row[c]! * value;
  }
  return softmax(z);
}

/** The class probabilities of a stored model. */
export function storedProbabilities(model: Pick<SoftmaxModel, 'bias' | 'scale' | 'rows' | 'weights'>, features: Features): number[] {
  const z = [...model.bias];
  const classes = z.length;
  for (const [name, value] of features) {
    const row = model.rows.get(name);
    if (row === undefined) continue;
    for (let c = 0; c < classes; c++) z[c]! += model.weights[row * classes + c]! * model.scale * value;
  }
  return softmax(z);
}

/**
 * Trains on examples given as features and a class index, the same every run (a fixed seed orders
 * the examples). Features seen in fewer than minCount examples are left out: they would be one
 * example's words.
 */
export function trainSoftmax(
  data: readonly { features: Features; label: number }[],
  classes: readonly string[],
  options: TrainingOptions = DEFAULT_TRAINING,
): TrainedSoftmax {
  const seen = new Map<string, number>();
  for (const { features } of data) for (const name of features.keys()) seen.set(name, (seen.get(name) ?? 0) + 1);
  const kept = new Set([...seen].filter(([, count]) => count >= options.minCount).map(([name]) => name));
  const weights: Record<string, number[]> = {};
  for (const name of kept) weights[name] = classes.map(() => 0);
  const bias = classes.map(() => 0);

  let state = options.seed;
  const random = () => (state = (state * 16_807) % 2_147_483_647) / 2_147_483_647;
  const order = data.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.learningRate / (1 + epoch * 0.1);
    for (const index of order) {
      const { features, label } = data[index]!;
      const p = trainedProbabilities({ bias, weights }, features);
      for (let c = 0; c < classes.length; c++) {
        const gradient = p[c]! - (c === label ? 1 : 0);
        bias[c]! -= rate * gradient;
        for (const [name, value] of features) {
          const row = weights[name];
          if (row) row[c] = row[c]! * (1 - rate * options.l2) - rate * gradient * value;
        }
      }
    }
  }
  return { classes: [...classes], bias, weights };
}

/** Packs a trained model for storage: weights as signed bytes, features too small to matter left out. */
export function encodeSoftmax(model: TrainedSoftmax, smallest = 0.02): StoredSoftmax {
  const rows = Object.entries(model.weights).filter(([, row]) => row.some((value) => Math.abs(value) >= smallest));
  const largest = rows.reduce((max, [, row]) => row.reduce((rowMax, value) => Math.max(rowMax, Math.abs(value)), max), 0);
  const scale = largest / 127;
  const bytes = new Int8Array(rows.length * model.classes.length);
  rows.forEach(([, row], r) => row.forEach((value, c) => (bytes[r * model.classes.length + c] = Math.round(value / scale))));
  return {
    classes: model.classes,
    bias: model.bias.map((value) => Math.round(value * 10_000) / 10_000),
    scale,
    features: rows.map(([name]) => name).join('\n'),
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
}

export function decodeSoftmax(stored: StoredSoftmax): SoftmaxModel {
  const rows = new Map(stored.features.split('\n').map((name, index) => [name, index] as const));
  const buffer = Buffer.from(stored.weights, 'base64');
  return { classes: stored.classes, bias: stored.bias, scale: stored.scale, rows, weights: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
}
