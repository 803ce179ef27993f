import type { MethodologyMoves } from './types.js';

/** GROW: Goal, Reality, Options, Will. */
export const GROW_MOVES: MethodologyMoves = {
  stages: {
    Goal: {
      frames: ["Let's start by getting clear on what you want.", 'A clear goal makes everything after it easier.', "Before we look at how, let's pin down what."],
      questions: [
        'What would you like to achieve from our conversation today?',
        'If this session went really well, what would you walk away with?',
        'What outcome do you most want here?',
        'What exactly would you like to be different?',
        'How does this relate to your goal to {goal}, and what do you want from today?',
      ],
      detail: 'In GROW we begin with the Goal, then look at the Reality, explore Options and finish with your Will to act; naming the goal first keeps the rest focused.',
    },
    Reality: {
      frames: [
        "Let's look honestly at where things stand before jumping to solutions.",
        "Understanding the current picture will show us what's really in play.",
        "Let's map the present situation first.",
      ],
      questions: [
        'Where do things stand right now?',
        "What's happening at the moment when you try to move toward this?",
        'What have you already tried, and what happened?',
        "What's getting in the way right now?",
        'What does this actually look like on a typical day?',
        'Where are you today with your goal to {goal}?',
      ],
      detail: 'This is the Reality stage of GROW: the clearer the picture of today, the more realistic the options we find next.',
    },
    Options: {
      frames: [
        "You've described the situation clearly; now let's widen the field of possibilities.",
        'This is a good moment to brainstorm without judging any idea yet.',
        "Let's generate a few options before picking one.",
      ],
      questions: [
        'What options do you have from here?',
        'If there were no constraints at all, what could you do?',
        'What else could you try, even if it seems small?',
        'What would someone you admire do in your position?',
        "Which possibilities haven't you considered yet?",
      ],
      detail: "We're in the Options stage of GROW: quantity first, judgement later, so even unlikely ideas are welcome.",
    },
    Will: {
      frames: ["Let's turn this into something concrete.", "It's time to choose what you'll actually do.", "Let's make the next step specific and timed."],
      questions: [
        'Which of those options will you commit to, and by when?',
        "What's the first step you'll take, and when will you take it?",
        "What will you do next, and how will you know it's done?",
        'Which option feels most right to act on this week?',
      ],
      detail: 'This is the Will stage of GROW: a choice, a first step and a date turn an idea into progress.',
    },
  },
  wrapUp: [
    'What might get in the way, and how will you handle it?',
    'Who could support you in following through?',
    "On a scale of 1 to 10, how confident are you that you'll do it?",
    "How will you know you've done it well?",
    "What will you do if your first attempt doesn't go to plan?",
  ],
};
