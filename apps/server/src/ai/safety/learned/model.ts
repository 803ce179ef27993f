import { RISK_CATEGORIES, type RiskCategory } from '@coaching/contract';
import { featuresOf } from './features.js';

/** What the scorer tells apart: an ordinary message, or a risk of one of the five kinds. */
export const CLASSES = ['ordinary', ...RISK_CATEGORIES] as const;
export type RiskClass = (typeof CLASSES)[number];

/** A trained scorer in memory: per feature, one weight per class. */
export type TrainedModel = { classes: RiskClass[]; bias: number[]; weights: Record<string, number[]> };

/**
 * A trained scorer as stored in risk-model.json: the feature names one per line, their weights as
 * signed bytes (weight = byte x scale), row after row, in base64. A tenth of the size of plain JSON.
 */
export type StoredRiskModel = {
  classes: RiskClass[];
  bias: number[];
  scale: number;
  features: string;
  weights: string;
  /** The risk probability from which a message the rules call ordinary is treated as a concern. */
  threshold: number;
  /** How it was made, for the reader of the file. */
  trainedOn: Record<string, unknown>;
};

/** A stored scorer, ready to score. */
export type RiskModel = { bias: number[]; scale: number; rows: Map<string, number>; weights: Int8Array; threshold: number };

export type Example = { messages: readonly string[]; label: RiskClass };

export type TrainingOptions = { epochs: number; learningRate: number; l2: number; minCount: number; seed: number };

export const DEFAULT_TRAINING: TrainingOptions = { epochs: 25, learningRate: 0.5, l2: 1e-5, minCount: 2, seed: 20_261_124 };

function softmax(z: number[]): number[] {
  const max = Math.max(...z);
  const exp = z.map((value) => Math.exp(value - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((value) => value / sum);
}

function trainedProbabilities(model: Pick<TrainedModel, 'bias' | 'weights'>, features: Map<string, number>): number[] {
  const z = [...model.bias];
  for (const [name, value] of features) {
    const row = model.weights[name];
    if (row) for (let c = 0; c < z.length; c++) z[c]! += row[c]! * value;
  }
  return softmax(z);
}

function storedProbabilities(model: RiskModel, features: Map<string, number>): number[] {
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
 * Multinomial logistic regression by stochastic gradient descent, the same every run (a fixed seed
 * orders the examples). Features seen in fewer than minCount examples are left out: they would be
 * one message's words.
 */
export function trainRiskModel(examples: readonly Example[], options: TrainingOptions = DEFAULT_TRAINING): TrainedModel {
  const data = examples.map((example) => ({ features: featuresOf(example.messages), label: CLASSES.indexOf(example.label) }));
  const seen = new Map<string, number>();
  for (const { features } of data) for (const name of features.keys()) seen.set(name, (seen.get(name) ?? 0) + 1);
  const kept = new Set([...seen].filter(([, count]) => count >= options.minCount).map(([name]) => name));
  const weights: Record<string, number[]> = {};
  for (const name of kept) weights[name] = CLASSES.map(() => 0);
  const bias = CLASSES.map(() => 0);

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
      for (let c = 0; c < CLASSES.length; c++) {
        const gradient = p[c]! - (c === label ? 1 : 0);
        bias[c]! -= rate * gradient;
        for (const [name, value] of features) {
          const row = weights[name];
          if (row) row[c] = row[c]! * (1 - rate * options.l2) - rate * gradient * value;
        }
      }
    }
  }
  return { classes: [...CLASSES], bias, weights };
}

export type RiskScore = { risk: number; category: RiskCategory };

function toScore(p: number[]): RiskScore {
  let best = 1;
  for (let c = 2; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  return { risk: 1 - p[0]!, category: CLASSES[best] as RiskCategory };
}

/** How likely the messages show a risk (1 - P(ordinary)), and which kind is likeliest. */
export function scoreRisk(model: RiskModel, messages: readonly string[]): RiskScore {
  return toScore(storedProbabilities(model, featuresOf(messages)));
}

/** The same, with a model fresh from training (cross-validation scores with it before it is stored). */
export function scoreWithTrained(model: TrainedModel, messages: readonly string[]): RiskScore {
  return toScore(trainedProbabilities(model, featuresOf(messages)));
}

/** Packs a trained model for risk-model.json: weights as signed bytes, features too small to matter left out. */
export function encodeModel(model: TrainedModel, threshold: number, trainedOn: Record<string, unknown>, smallest = 0.02): StoredRiskModel {
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
    threshold,
    trainedOn,
  };
}

export function decodeModel(stored: StoredRiskModel): RiskModel {
  const rows = new Map(stored.features.split('\n').map((name, index) => [name, index] as const));
  const buffer = Buffer.from(stored.weights, 'base64');
  return { bias: stored.bias, scale: stored.scale, rows, weights: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), threshold: stored.threshold };
}
