import type { RiskCategory } from '@coaching/contract';
import { answerToCheckIn, saysTheyAreSafe, type RiskAssessment } from './assess.js';

/** Where a conversation stands after a risk was recognised (null while it is ordinary coaching). */
export type SafetyState = { status: 'hold' | 'asked'; category: RiskCategory; since: string } | null;

export type SafetyDecision =
  /** Coach the message; `clear` ends an earlier direct question that this message has answered. */
  | { kind: 'coach'; clear: boolean }
  /** Crisis resources, coaching on hold, an urgent alert. */
  | { kind: 'crisis'; category: RiskCategory }
  /** A direct, kind question and the resources; a lower-priority alert. */
  | { kind: 'concern'; category: RiskCategory; alert: boolean }
  /** Coaching stays on hold: the resources again and a short line. */
  | { kind: 'hold'; category: RiskCategory }
  /** The client says they are safe (or it was a figure of speech): coaching resumes. */
  | { kind: 'resume' }
  /** The client answered the direct question with a no and nothing else to coach. */
  | { kind: 'checkInNo' };

/** A bare answer ('no, I'm not'), as opposed to a no followed by something to coach. */
const SHORT_ANSWER_WORDS = 8;

/**
 * What the AI does with a client's message, given the risk the screen saw in it and where the
 * conversation stands. A crisis always wins; while coaching is on hold only "I'm safe" lifts it;
 * after a direct question, a yes is a crisis and a no lets coaching go on.
 */
export function decide(state: SafetyState, assessment: RiskAssessment, message: string): SafetyDecision {
  if (assessment.level === 'crisis' && assessment.category) {
    // The same crisis again, while on hold, does not raise a second alert.
    if (state?.status === 'hold' && state.category === assessment.category) return { kind: 'hold', category: state.category };
    return { kind: 'crisis', category: assessment.category };
  }
  if (state?.status === 'hold') {
    return saysTheyAreSafe(message) ? { kind: 'resume' } : { kind: 'hold', category: state.category };
  }
  if (state?.status === 'asked') {
    const answer = answerToCheckIn(message);
    if (answer === 'yes') return { kind: 'crisis', category: state.category };
    if ((answer === 'no' || saysTheyAreSafe(message)) && message.trim().split(/\s+/).length <= SHORT_ANSWER_WORDS) return { kind: 'checkInNo' };
    if (assessment.level === 'concern' && assessment.category) {
      return { kind: 'concern', category: assessment.category, alert: assessment.category !== state.category };
    }
    return { kind: 'coach', clear: true };
  }
  if (assessment.level === 'concern' && assessment.category) return { kind: 'concern', category: assessment.category, alert: true };
  return { kind: 'coach', clear: false };
}
