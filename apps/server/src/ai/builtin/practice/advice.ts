import { normalise } from '../coach/words.js';
import type { Who } from './plans.js';

/**
 * What the practice assistant offers a coach about a client: ways to handle a situation in the
 * sessions, and exercises that fit a topic. Peer-to-peer ideas for the coach to weigh, never a verdict.
 */

type Situation = { pattern: RegExp; name: (who: Who) => string; options: (who: Who) => string[] };

const SITUATIONS: Situation[] = [
  {
    pattern: /\b(?:cancel\w*|no[- ]shows?|miss(?:es|ed|ing)? (?:sessions|appointments)|reschedul\w*|late)\b/i,
    name: (who) => `${who.name} missing or moving sessions`,
    options: (who) => [
      `name the pattern with ${who.object} openly and without blame, and ask what it says about where the coaching stands`,
      'revisit your coaching agreement: what they want from it, how often you meet, and your cancellation terms',
      'make the next session short and concrete, built around one thing they care about this week',
    ],
  },
  {
    pattern: /\b(?:resist\w*|defensive|push(?:es)? back|not open|closed|argu\w*|dismissive|sceptical|skeptical)\b/i,
    name: (who) => `resistance from ${who.object}`,
    options: (who) => [
      `reflect what you notice back to ${who.object} without arguing, and get curious about it`,
      'ask permission before you challenge, so they keep the choice',
      'explore what they would lose if things changed: resistance often protects something that matters',
    ],
  },
  {
    pattern: /\b(?:stuck|no progress|plateau\w*|not moving|not following through|doesn't do|don't do|never does|action items?|homework|procrastinat\w*)\b/i,
    name: (who) => `${who.possessive} progress stalling`,
    options: (who) => [
      `check the goal is still ${who.possessive} own and still matters, rather than one they feel they should have`,
      'shrink the next step until it is too small to skip',
      'look at what got in the way last time, and plan for it before agreeing a new step',
    ],
  },
  {
    pattern: /\b(?:overwhelm\w*|stress\w*|burn\w* out|anxious|anxiety|crying|upset|grief|depress\w*|low mood)\b/i,
    name: (who) => `${who.name} feeling overwhelmed`,
    options: () => [
      'slow the session down and let them set the pace; one small thing is enough',
      'check whether coaching is the right support now, and refer to a therapist or doctor if it goes beyond coaching',
      'help them sort what is in their control from what is not before planning anything',
    ],
  },
  {
    pattern: /\b(?:talks? (?:a lot|too much|non-?stop)|goes off (?:topic|track)|rambl\w*|tangent\w*|off topic)\b/i,
    name: (who) => `keeping ${who.possessive} sessions focused`,
    options: () => [
      'agree the focus and the outcome at the start of each session, and come back to it',
      'interrupt kindly, name what you notice, and ask what matters most in it',
      'ask them to sum up what they heard themselves say before moving on',
    ],
  },
  {
    pattern: /\b(?:doesn't know what (?:he|she|they) want\w*|unclear goals?|no clear goal|vague|can't decide|undecided)\b/i,
    name: (who) => `${who.possessive} unclear goal`,
    options: () => [
      'ask about their preferred future: what they would notice first if the problem were solved tomorrow',
      'use a values exercise to find what matters before setting any goal',
      'try a wheel of life to see which area asks for attention first',
    ],
  },
];

const GENERAL: Situation = {
  pattern: /.^/,
  name: (who) => `this with ${who.object}`,
  options: (who) => [
    `ask ${who.object} a powerful question about it and let them find the answer`,
    'share what you notice as an observation, and ask what they make of it',
    'agree a small experiment to try before the next session, and review it together',
  ],
};

export function clientSituation(message: string): Situation {
  const text = normalise(message);
  return SITUATIONS.find((situation) => situation.pattern.test(text)) ?? GENERAL;
}

type Exercise = { pattern: RegExp; label: string; tools: string[] };

const EXERCISES: Exercise[] = [
  { pattern: /\bprocrastinat\w*|\bputting (?:it|things) off\b/i, label: 'procrastination', tools: ['the two-minute start: agree the smallest first move and do it in the session', 'if-then plans: "If it is 9 am on Monday, then I open the report"'] },
  { pattern: /\bconfiden\w*|\bself-?doubt|\bimposter\b|\bimpostor\b/i, label: 'confidence', tools: ['an evidence log: three things each day that went well and what they did to make it happen', 'strengths spotting: ask for a story of them at their best and name the strengths in it'] },
  { pattern: /\bdelegat\w*/i, label: 'delegation', tools: ['the delegation ladder: agree how much authority goes with each task, from "look into it" to "decide and act"', 'a task audit: list the week\'s tasks and mark what only they can do'] },
  { pattern: /\bvalues?\b|\bpurpose\b|\bmeaning\b/i, label: 'values and purpose', tools: ['a values card sort: choose the five values that matter most and rate how well life honours each', 'a peak-experience story: a time they felt most alive, and what was happening then'] },
  { pattern: /\btime\b|\bprioriti\w*|\bbusy\b|\bstress\w*|\bbalance\b/i, label: 'time and stress', tools: ['the Eisenhower matrix: sort the week by urgent and important', 'an energy audit: which tasks give energy and which drain it'] },
  { pattern: /\bfeedback\b|\bcommunicat\w*|\bconflict\b|\bdifficult conversation/i, label: 'feedback and communication', tools: ['the SBI model: Situation, Behaviour, Impact, to prepare feedback', 'a rehearsal: let them practise the conversation with you playing the other person'] },
  { pattern: /\bgoals?\b|\bdirection\b|\bcareer\b/i, label: 'goals and direction', tools: ['a wheel of life: rate eight areas of life from 0 to 10 and pick one to raise', 'a letter from the future: they write to themselves from a year ahead about what changed'] },
];

const GENERAL_TOOLS = [
  'scaling questions: where they are from 0 to 10, and what one point higher would look like',
  'a wheel of life: rate eight areas of life from 0 to 10 and pick one to raise',
  'a GROW conversation: Goal, Reality, Options, Will',
];

/** Two exercises for the topic the message names ('procrastination'), or two that fit most topics. */
export function exercisesFor(message: string): { tools: string[]; label: string | undefined } {
  const found = EXERCISES.find((exercise) => exercise.pattern.test(normalise(message)));
  return found ? { tools: found.tools, label: found.label } : { tools: GENERAL_TOOLS.slice(0, 2), label: undefined };
}

type BusinessTopic = { pattern: RegExp; name: string; points: string[] };

const BUSINESS_TOPICS: BusinessTopic[] = [
  {
    pattern: /\b(?:pric\w*|fees?|rates?|charg\w*|invoic\w*)\b/i,
    name: 'your fees',
    points: [
      'what comparable coaches in your niche and region charge, and where you want to sit among them',
      'packages of several sessions rather than single ones: they price the change, not the hour',
      'giving current clients notice and keeping their old rate until their package ends',
    ],
  },
  {
    pattern: /\b(?:marketing|find(?:ing)? (?:new )?clients|get(?:ting)? (?:more )?clients|referrals?|niche)\b/i,
    name: 'finding clients',
    points: [
      'a clear niche: who you help, with what, and the change they can expect',
      'asking happy clients for a referral or a short testimonial at the end of an engagement',
      'free chemistry calls, so people can feel what coaching with you is like',
    ],
  },
  {
    pattern: /\b(?:packages?|programmes?|programs?|contracts?|terms and conditions)\b/i,
    name: 'your packages and agreements',
    points: [
      'a set number of sessions over a set time, with a review halfway',
      'written terms for confidentiality, cancellations and what happens between sessions',
      'a closing session built in, so every engagement ends well',
    ],
  },
];

const GENERAL_BUSINESS: BusinessTopic = {
  pattern: /.^/,
  name: 'running your practice',
  points: [
    'blocking time after each session for notes, while it is fresh',
    'one day a week kept free of sessions for preparation and admin',
    'a short template for session notes: focus, insights, agreed actions, next focus',
  ],
};

export function businessTopic(message: string): BusinessTopic {
  return BUSINESS_TOPICS.find((topic) => topic.pattern.test(normalise(message))) ?? GENERAL_BUSINESS;
}
