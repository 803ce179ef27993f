import type { MethodologyMoves } from './types.js';

/** Solution-focused: the preferred future, exceptions, scaling, and the next small step built on what works. */
export const SOLUTION_FOCUSED_MOVES: MethodologyMoves = {
  stages: {
    'Preferred future': {
      frames: [
        "Let's start with where you want to get to, rather than the problem itself.",
        "Let's picture things going the way you want.",
        'Your best hopes are the place to start.',
      ],
      questions: [
        "Suppose tonight, while you sleep, a miracle happens and this is resolved: what's the first thing you'd notice tomorrow morning?",
        'Imagine a miracle happened overnight and things were just as you want them: what would be different when you wake up?',
        'If this were solved by tomorrow, what would you be doing differently?',
        'What are your best hopes from our conversation?',
      ],
      detail: 'Solution-focused coaching looks forward: the more detail you give the future you want, the easier it is to spot the first signs of it.',
    },
    Exceptions: {
      frames: [
        "That picture is worth holding on to; let's look for times it already happened a little.",
        'Even on hard days there are moments when things go slightly better.',
        'Small moments when it already goes a little better are worth finding.',
      ],
      questions: [
        'When was this a little better, even for a short while?',
        'Think of a time when this problem was smaller: what was different then?',
        'When have you already seen a small piece of that future happen?',
        'What was going on the last time things went slightly better?',
      ],
      detail: 'Exceptions, the times the problem is smaller, are evidence of what already works; we build on them rather than starting from scratch.',
    },
    Scaling: {
      frames: [
        "That's useful: it shows some of what works for you already.",
        'Something was working there, and that is worth building on.',
        "Let's put a number on where you are now.",
      ],
      questions: [
        'On a scale from 0 to 10, where 10 is the future you described and 0 is the worst it has been, where are you today?',
        'On a scale from 0 to 10, how close are you right now to where you want to be?',
        'If 10 means the miracle has happened and 0 the opposite, what number would you give today?',
      ],
      detail: 'Scaling turns a big change into small, visible steps: knowing where you are today shows what one point higher would take.',
    },
    'Next small step': {
      frames: ["Let's build on what's already working.", 'Small steps are what move the number.', 'You already have more in place than it might seem.'],
      questions: [
        'What would {next} look like for you?',
        "What's the smallest step that would move you one point up the scale?",
        "What's one small thing you could do this week that builds on what already works?",
        "What's already working that you could do a little more of?",
      ],
      detail: 'One point up the scale is enough for now: small, concrete steps built on what already works are the ones people keep.',
    },
  },
  wrapUp: [
    'What will tell you that this step made a difference?',
    'What would you notice if that step works?',
    'Who will be the first to notice the change in you?',
    'What number do you expect to be at once you have done it?',
  ],
};
