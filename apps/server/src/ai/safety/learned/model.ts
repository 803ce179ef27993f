import { RISK_CATEGORIES, type RiskCategory } from '@coaching/contract';
import {
  decodeSoftmax,
  DEFAULT_TRAINING,
  encodeSoftmax,
  storedProbabilities,
  trainedProbabilities,
  trainSoftmax,
  type SoftmaxModel,
  type StoredSoftmax,
  type TrainedSoftmax,
  type TrainingOptions,
} from '../../learned/softmax.js';
import { featuresOf } from './features.js';

/**
 * What the scorer tells apart: an ordinary message, or a risk of one of the five kinds at the level
 * of a concern or of a crisis ('crisis:suicide').
 */
export const CLASSES = ['ordinary', ...RISK_CATEGORIES.map((category) => `concern:${category}` as const), ...RISK_CATEGORIES.map((category) => `crisis:${category}` as const)] as const;
export type RiskClass = (typeof CLASSES)[number];

export const classOf = (level: 'crisis' | 'concern' | 'ordinary', category: RiskCategory | null): RiskClass =>
  level === 'ordinary' || category === null ? 'ordinary' : `${level}:${category}`;

/** A trained scorer in memory: per feature, one weight per class. */
export type TrainedModel = TrainedSoftmax & { classes: RiskClass[] };

/** A trained scorer as stored in risk-model.json (see learned/softmax.ts), with its threshold. */
export type StoredRiskModel = StoredSoftmax & {
  classes: RiskClass[];
  /** The risk probability from which a message the rules call ordinary is treated as a concern. */
  threshold: number;
  /** The crisis probability from which a message is treated as a crisis, whatever the rules found. */
  crisisThreshold: number;
  /** How it was made, for the reader of the file. */
  trainedOn: Record<string, unknown>;
};

/** A stored scorer, ready to score. */
export type RiskModel = SoftmaxModel & { threshold: number; crisisThreshold: number };

export type Example = { messages: readonly string[]; label: RiskClass };

export { DEFAULT_TRAINING, type TrainingOptions };

/** Multinomial logistic regression over the messages' words and letter sequences (learned/softmax.ts). */
export function trainRiskModel(examples: readonly Example[], options: TrainingOptions = DEFAULT_TRAINING): TrainedModel {
  const data = examples.map((example) => ({ features: featuresOf(example.messages), label: CLASSES.indexOf(example.label) }));
  return trainSoftmax(data, CLASSES, options) as TrainedModel;
}

/**
 * risk: how likely the messages show a risk (1 - P(ordinary)); crisis: how likely a crisis; category:
 * the likeliest kind of risk (over both levels), and crisisCategory the likeliest kind of crisis.
 */
export type RiskScore = { risk: number; crisis: number; category: RiskCategory; crisisCategory: RiskCategory };

function toScore(p: number[]): RiskScore {
  const kinds = RISK_CATEGORIES.length;
  let best = 0;
  let bestCrisis = 0;
  for (let k = 1; k < kinds; k++) {
    if (p[1 + k]! + p[1 + kinds + k]! > p[1 + best]! + p[1 + kinds + best]!) best = k;
    if (p[1 + kinds + k]! > p[1 + kinds + bestCrisis]!) bestCrisis = k;
  }
  let crisis = 0;
  for (let k = 0; k < kinds; k++) crisis += p[1 + kinds + k]!;
  return { risk: 1 - p[0]!, crisis, category: RISK_CATEGORIES[best]!, crisisCategory: RISK_CATEGORIES[bestCrisis]! };
}

/** How likely the messages show a risk (1 - P(ordinary)), and which kind is likeliest. */
export function scoreRisk(model: RiskModel, messages: readonly string[]): RiskScore {
  return toScore(storedProbabilities(model, featuresOf(messages)));
}

/** The same, with a model fresh from training (cross-validation scores with it before it is stored). */
export function scoreWithTrained(model: TrainedModel, messages: readonly string[]): RiskScore {
  return toScore(trainedProbabilities(model, featuresOf(messages)));
}

/** Packs a trained model for risk-model.json. */
export function encodeModel(model: TrainedModel, thresholds: { threshold: number; crisisThreshold: number }, trainedOn: Record<string, unknown>, smallest = 0.02): StoredRiskModel {
  return { ...encodeSoftmax(model, smallest), classes: model.classes, ...thresholds, trainedOn };
}

export function decodeModel(stored: StoredRiskModel): RiskModel {
  return { ...decodeSoftmax(stored), threshold: stored.threshold, crisisThreshold: stored.crisisThreshold };
}
