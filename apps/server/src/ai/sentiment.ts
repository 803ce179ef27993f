import { DEFAULT_SENTIMENT, ENGAGEMENT_THRESHOLDS, type Engagement } from '@coaching/contract';
import Sentiment from 'sentiment';

/** Sentiment and engagement of client messages, for message metadata and the conversation's analytics. */

const analyzer = new Sentiment();

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1_000) / 1_000;

/**
 * 0 very negative, 0.5 neutral, 1 very positive: the AFINN comparative score (points per word,
 * -5..5 in theory, almost always within -1..1) clamped to -1..1 and mapped onto 0..1.
 */
export function sentimentScore(text: string): number {
  if (text.trim() === '') return DEFAULT_SENTIMENT;
  const { comparative } = analyzer.analyze(text);
  return round(0.5 + clamp(comparative, -1, 1) / 2);
}

const REFLECTIVE =
  /\b(?:I\s+(?:realis|realiz|notic|wonder|feel|felt|think|thought|learn|understand|see\s+now|guess)\w*|because|maybe|perhaps|why|what\s+if|it\s+matters|important\s+to\s+me|on\s+reflection|looking\s+back)\b/i;

/** A gap of two minutes or less between messages is a lively pace; fifteen or more, a slow one. */
const BRISK_GAP_MS = 2 * 60_000;
const SLOW_GAP_MS = 15 * 60_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function paceScore(timestamps: Date[]): number {
  if (timestamps.length < 2) return 0.5;
  const sorted = timestamps.map((t) => t.getTime()).sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((time, index) => time - sorted[index]!);
  return clamp((SLOW_GAP_MS - median(gaps)) / (SLOW_GAP_MS - BRISK_GAP_MS));
}

export function engagementLevel(score: number): Engagement {
  if (score >= ENGAGEMENT_THRESHOLDS.high) return 'high';
  if (score >= ENGAGEMENT_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/**
 * How engaged the client is, from their messages so far: how much they write (35%, full at 30
 * words a message), how often
 * they reflect (25%), ask questions (15%), the pace of the exchange (15%) and how many messages
 * there are (10%). With no messages yet, the spec's default: medium.
 */
export function engagementOf(clientMessages: readonly { content: string; timestamp: Date }[]): { score: number; level: Engagement } {
  if (clientMessages.length === 0) return { score: 0.5, level: 'medium' };
  const count = clientMessages.length;
  const words = clientMessages.reduce((sum, m) => sum + m.content.split(/\s+/).filter(Boolean).length, 0);
  // Rises fast over the first few words: a short real answer counts for much more than 'ok'.
  const length = clamp(Math.sqrt(words / count / 30));
  const reflective = clientMessages.filter((m) => REFLECTIVE.test(m.content)).length / count;
  const questions = clamp((clientMessages.filter((m) => m.content.includes('?')).length / count) * 2);
  const pace = paceScore(clientMessages.map((m) => m.timestamp));
  const volume = clamp(count / 6);
  const score = round(0.35 * length + 0.25 * reflective + 0.15 * questions + 0.15 * pace + 0.1 * volume);
  return { score, level: engagementLevel(score) };
}
