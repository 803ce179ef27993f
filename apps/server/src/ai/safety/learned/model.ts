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

/** What the scorer tells apart: an ordinary message, or a risk of one of the five kinds. */
export const CLASSES = ['ordinary', ...RISK_CATEGORIES] as const;
export type RiskClass = (typeof CLASSES)[number];

/** A trained scorer in memory: per feature, one weight per class. */
export type TrainedModel = TrainedSoftmax & { classes: RiskClass[] };

/** A trained scorer as stored in risk-model.json (see learned/softmax.ts), with its threshold. */
export type StoredRiskModel = StoredSoftmax & {
  classes: RiskClass[];
  /** The risk probability from which a message the rules call ordinary is treated as a concern. */
  threshold: number;
  /** How it was made, for the reader of the file. */
  trainedOn: Record<string, unknown>;
};

/** A stored scorer, ready to score. */
export type RiskModel = SoftmaxModel & { threshold: number };

export type Example = { messages: readonly string[]; label: RiskClass };

export { DEFAULT_TRAINING, type TrainingOptions };

/** Multinomial logistic regression over the messages' words and letter sequences (learned/softmax.ts). */
export function trainRiskModel(examples: readonly Example[], options: TrainingOptions = DEFAULT_TRAINING): TrainedModel {
  const data = examples.map((example) => ({ features: featuresOf(example.messages), label: CLASSES.indexOf(example.label) }));
  return trainSoftmax(data, CLASSES, options) as TrainedModel;
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

/** Packs a trained model for risk-model.json. */
export function encodeModel(model: TrainedModel, threshold: number, trainedOn: Record<string, unknown>, smallest = 0.02): StoredRiskModel {
  return { ...encodeSoftmax(model, smallest), classes: model.classes, threshold, trainedOn };
}

export function decodeModel(stored: StoredRiskModel): RiskModel {
  return { ...decodeSoftmax(stored), threshold: stored.threshold };
}
