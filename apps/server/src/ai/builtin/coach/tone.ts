import type { Guardrails } from '@coaching/contract';

/** How the coach sounds, per the client's communicationStyle guardrail. */

type Style = Guardrails['communicationStyle'];

/** First sentences: warm, plain, pushing back or structured. {name} is the client's first name. */
export const OPENINGS: Record<Style, readonly string[]> = {
  supportive: [
    'Thank you for sharing that, {name}.',
    'I appreciate you being so open.',
    'That sounds like it really matters to you.',
    'It makes sense that this is on your mind.',
    "You're giving this real thought, {name}.",
    "I'm glad you brought this up.",
    "I'm with you, {name}.",
  ],
  direct: ['Understood.', 'Got it.', 'Clear.', 'Noted, {name}.', 'Right.', 'Fair enough.', 'OK, {name}.'],
  challenging: [
    'Let me push back a little.',
    'I want to test that.',
    "Let's not take that at face value.",
    "I'm going to challenge you here, {name}.",
    "Let's look at that more critically.",
    'Hold on a moment.',
  ],
  analytical: [
    "Let's break this down.",
    "Let's look at this systematically.",
    "Let's take this one piece at a time.",
    "Let's structure this, {name}.",
    "Here's how I see the pieces.",
    "Let's separate the facts from the interpretations.",
  ],
};

const ABSOLUTES = /\b(always|never|can't|cannot|everyone|everybody|nobody|no one|impossible|have to|must|should|nothing|everything)\b/i;

/**
 * A second sentence in the style's voice: encouragement, a challenge to an assumption, or the
 * structure of where we are. Direct coaching has none: it stays plain and short.
 */
export function styleRemark(style: Style, message: string, stage: string, methodologyLabel: string): readonly string[] {
  switch (style) {
    case 'supportive':
      return [
        "You've already taken a step just by naming it.",
        "Whatever comes up, there's no wrong answer here.",
        "It's clear you care about getting this right.",
        "I'm confident you have more resources for this than it feels like right now.",
      ];
    case 'challenging': {
      const absolute = ABSOLUTES.exec(message)?.[1];
      if (absolute) return [`You said "${absolute.toLowerCase()}", and I'm not convinced it is that absolute.`];
      return [
        "I suspect there's an assumption in there worth testing.",
        "Comfortable answers won't move this forward, so be honest with yourself.",
        "I don't think that's the whole picture yet.",
      ];
    }
    case 'analytical':
      return [`Where we are: the ${stage} stage of ${methodologyLabel}.`, `Structure check: we are in ${stage}, the ${methodologyLabel} stage for this.`];
    case 'direct':
      return [];
  }
}
