import type { CoachingRequest } from '../../model.js';
import { differsFrom } from '../coach/index.js';
import { clip, maxCharacters } from '../coach/length.js';
import { hash, pick } from '../coach/words.js';
import { capitalise } from '../text.js';
import { businessTopic, clientSituation, exercisesFor } from './advice.js';
import { draftMessage } from './drafts.js';
import { REVIEW_POINTS, summariseNotes, summaryLines } from './notes.js';
import { sessionPhrase, sessionPlan, whoOf } from './plans.js';
import { readPractice, type PracticeReading } from './read.js';

/**
 * The built-in practice assistant: what a coach's own AI conversation answers with. It speaks to a
 * coach about their practice and clients (preparing a session, reviewing a conversation, drafting a
 * message, handling a situation, choosing an exercise) and never coaches the coach on their own life.
 * It sees only what the coach writes here, so it asks which client or session when it does not know.
 */

type Length = CoachingRequest['guardrails']['responseLength'];
type Draft = { intro: string; body: string[]; question: string | undefined };

const LIST_ITEMS: Record<Length, number> = { brief: 2, moderate: 3, detailed: 4 };
const bullets = (items: readonly string[]) => items.map((item) => `- ${capitalise(item)}`);
const comma = (name: string) => (name ? `, ${name}` : '');
const space = (name: string) => (name ? ` ${name}` : '');

function prepare(reading: PracticeReading, length: Length, seed: number): Draft {
  const who = whoOf(reading.clientName);
  const session = sessionPhrase(reading);
  const intro = pick(
    [`Let's get ${session} ready. Here is a plan for ${reading.minutes} minutes:`, `Here is an outline for ${session}, ${reading.minutes} minutes in all:`, `A structure you could use for ${session} (${reading.minutes} minutes):`],
    seed,
    1,
  );
  const known = reading.clientName !== undefined;
  const questions = !known
    ? {
        first: ['Who is the new client, and what do you know so far about what they want?'],
        final: ['Which client is it, and which goals did you agree at the start?'],
        regular: ['Which client is the session with, and what did you work on last time?', 'Who is the session with, and what do they want from it?'],
      }[reading.sessionKind]
    : reading.sessionKind === 'first'
      ? [`What do you already know about what ${who.name} wants from coaching?`, `How did ${who.name} find you, and what did they say they want?`]
      : reading.sessionKind === 'final'
        ? [`Which of ${who.possessive} goals would you like to look back on first?`, `What change in ${who.name} would you most like to celebrate?`]
        : [`What would you like ${who.name} to leave this session with?`, `What did ${who.name} commit to last time, so you can start by checking in on it?`, `Is there anything from ${who.possessive} last session you want to follow up on?`];
  const body = sessionPlan(reading, length);
  if (length === 'detailed') body.push(`Tip: send ${who.object} the focus a day ahead, so ${known ? 'they arrive' : 'your client arrives'} ready.`);
  return { intro, body, question: pick(questions, seed, 2) };
}

function draft(reading: PracticeReading, coachName: string, seed: number): Draft {
  const message = draftMessage(reading, coachName);
  const to = reading.clientName ? ` to ${reading.clientName}` : '';
  const intro = pick([`Here is ${message.label} you could send${to}:`, `A draft of ${message.label}${to}, ready to adapt:`, `Here is a first version of ${message.label}${to}:`], seed, 1);
  const gaps = message.text.includes('[') ? ['Fill in the parts in brackets before you send it.'] : [];
  const question = pick(['Would you like it warmer, more formal or shorter?', 'Shall I change the tone, or add anything before you send it?', 'What would you like to add or change before it goes out?'], seed, 2);
  return { intro, body: ['', message.text, '', ...gaps], question };
}

function summarise(reading: PracticeReading, length: Length, seed: number): Draft {
  const who = whoOf(reading.clientName);
  if (reading.notes) {
    const lines = summaryLines(summariseNotes(reading.notes, LIST_ITEMS[length] + 1));
    const what = reading.clientName ? `your notes on ${reading.clientName}` : 'what you shared';
    return {
      intro: pick([`Here is a summary of ${what}:`, `What stands out in ${what}:`, `A summary of ${what}:`], seed, 1),
      body: lines,
      question: pick([`What would you like to follow up on with ${who.object} next time?`, 'Shall I turn this into a plan for the next session?', `Would you like a follow-up message to ${who.object} based on this?`], seed, 2),
    };
  }
  return {
    intro: pick(["I can't open your clients' conversations from here, but I can work with what you paste in.", 'I only see what you write here, so paste in your notes or the part of the conversation you want summarised.'], seed, 1),
    body: ['Put them below your request and I will sum up the main points, what was agreed and what to follow up.'],
    question: reading.clientName ? `Which of your sessions with ${reading.clientName} is it?` : 'Which client and which session is it?',
  };
}

function review(reading: PracticeReading, length: Length, seed: number): Draft {
  const points = REVIEW_POINTS.slice(0, LIST_ITEMS[length] + 1);
  return {
    intro: pick(['Reviewing a session is how practice grows. When you look back at it, check:', 'A few things to look at in that session:', 'Here is a short review checklist:'], seed, 1),
    body: [...bullets(points), 'Paste in your notes or part of the transcript and I will go through them with you.'],
    question: reading.clientName
      ? pick([`Which of your sessions with ${reading.clientName} is it?`, `What made you want to look at this session with ${reading.clientName} again?`], seed, 2)
      : pick(['Which client and which session would you like to review?', 'Which conversation is it, and what made you want to look at it again?'], seed, 2),
  };
}

function situation(request: CoachingRequest, reading: PracticeReading, length: Length, seed: number): Draft {
  const who = whoOf(reading.clientName);
  const found = clientSituation(request.message);
  return {
    intro: pick(['That comes up in many coaching practices.', 'Good to think this through before the next session.', 'Worth planning for before you meet again.'], seed, 1),
    body: [`A few ways to work with ${found.name(who)}:`, ...bullets(found.options(who).slice(0, LIST_ITEMS[length] + 1))],
    question: pick([`How long has this been going on with ${who.object}?`, `What have you tried so far with ${who.object}?`, `What outcome would you want from your next session with ${who.object}?`], seed, 2),
  };
}

function exercise(request: CoachingRequest, reading: PracticeReading, seed: number): Draft {
  const { tools, label } = exercisesFor(`${request.message} ${reading.topic ?? ''}`);
  const topic = label ?? reading.topic;
  return {
    intro: topic ? pick([`Here are two exercises for ${topic}:`, `A couple of tools you could use for ${topic}:`], seed, 1) : pick(['Here are two exercises that fit most topics:', 'Two tools that work with most clients:'], seed, 1),
    body: bullets(tools),
    question: reading.clientName ? `Would you like me to outline how to run one of them in a session with ${reading.clientName}?` : 'Which client is it for, so I can fit it to where they are?',
  };
}

function business(request: CoachingRequest, length: Length, seed: number): Draft {
  const topic = businessTopic(request.message);
  return {
    intro: pick([`A few things worth weighing on ${topic.name}:`, `Some ideas on ${topic.name}, from how coaching practices often handle it:`], seed, 1),
    body: bullets(topic.points.slice(0, LIST_ITEMS[length] + 1)),
    question: pick(['Which of these fits how you want your practice to run?', 'Which of these would make the biggest difference for you right now?'], seed, 2),
  };
}

const OFFER = 'I can help you prepare a session, review a conversation, draft a message to a client or find an exercise.';

function conversational(reading: PracticeReading, coachName: string, seed: number): Draft {
  switch (reading.intent) {
    case 'greeting':
      return {
        intro: pick([`Hello${space(coachName)}. I'm your practice assistant.`, `Hi${space(coachName)}, good to see you.`], seed, 1),
        body: [OFFER],
        question: pick(['Which client or session shall we start with?', 'What is on your coaching agenda today?'], seed, 2),
      };
    case 'thanks':
      return { intro: pick(['Glad it helps.', "You're welcome."], seed, 1), body: [], question: pick(['Is there another client or session I can help with?', 'What else is on your list for your practice today?'], seed, 2) };
    case 'goodbye':
      return { intro: pick([`Good luck with your sessions${comma(coachName)}.`, `Have a good day of coaching${comma(coachName)}.`], seed, 1), body: ["I'm here when you want to prepare the next one."], question: undefined };
    case 'self_care':
      return {
        intro: pick(['That sounds like a lot to carry.', 'Thank you for saying so; a full practice takes energy.'], seed, 1),
        body: ["I'm here for your practice, so for your own wellbeing a supervisor or a peer coach is the better place to talk it through."],
        question: pick(["Would it help to look at this week's sessions and decide what needs preparing first?", 'Shall we see which sessions or messages this week could be made simpler?'], seed, 2),
      };
    default:
      return {
        intro: pick(["I'm here for your coaching practice.", 'Happy to help with your practice.'], seed, 1),
        body: [OFFER],
        question: reading.clientName
          ? `Is this about your work with ${reading.clientName}, and which of those would help most?`
          : pick(['Which client or session is this about?', "Is this for a session you're preparing, a conversation to review, or a message to draft?"], seed, 2),
      };
  }
}

function compose(request: CoachingRequest, reading: PracticeReading, seed: number): string {
  const length = request.guardrails.responseLength;
  const coachName = request.client.firstName.trim();
  const parts =
    reading.intent === 'prepare'
      ? prepare(reading, length, seed)
      : reading.intent === 'draft'
        ? draft(reading, coachName, seed)
        : reading.intent === 'summarise'
          ? summarise(reading, length, seed)
          : reading.intent === 'review'
            ? review(reading, length, seed)
            : reading.intent === 'client_situation'
              ? situation(request, reading, length, seed)
              : reading.intent === 'exercise'
                ? exercise(request, reading, seed)
                : reading.intent === 'business'
                  ? business(request, length, seed)
                  : conversational(reading, coachName, seed);
  return [parts.intro, ...parts.body, ...(parts.question ? [parts.question] : [])].join('\n').replace(/\n{3,}/g, '\n\n');
}

const VARIANTS = 6;

export function practiceReply(request: CoachingRequest): string {
  const reading = readPractice(request);
  const previous = request.history.findLast((turn) => turn.speaker === 'coach')?.content;
  const base = hash(request.message.trim().toLowerCase()) + request.history.length * 104_729;
  let reply = compose(request, reading, base);
  for (let variant = 1; variant < VARIANTS && !differsFrom(reply, previous); variant++) reply = compose(request, reading, base + variant);
  // maxTokens is a hard upper bound, whatever the reply holds.
  const limit = request.aiConfig.maxTokens;
  return limit === undefined ? reply : clip(reply, maxCharacters(limit));
}
