import type { MethodologyMoves } from './types.js';

/**
 * ICF core competencies: non-directive. The coach reflects and acknowledges, then asks one
 * powerful open question; frames here are acknowledgements, never advice.
 */
export const ICF_MOVES: MethodologyMoves = {
  stages: {
    Agreement: {
      frames: ['You are the expert on your own life, so you decide where we go.', 'This time is yours.', "I'm here to listen and to ask, not to tell."],
      questions: [
        'What would you like to have by the end of our conversation?',
        'What would make this conversation worthwhile for you?',
        "What's most important for us to focus on today?",
        'How would you like to use our time together?',
      ],
      detail: 'We start by agreeing what you want from this conversation, so that everything after it serves your purpose, not mine.',
    },
    Exploration: {
      frames: ['There seems to be a lot here for you.', 'It sounds like this matters deeply to you.', 'I notice how much thought you have already given this.'],
      questions: [
        "What's important to you about this?",
        'What else is there?',
        'What does that mean to you?',
        'How are you feeling as you describe this?',
        'What is underneath that for you?',
      ],
      detail: 'There is no right answer here; we are exploring together, and what you notice along the way is often where the value lies.',
    },
    Awareness: {
      frames: ['Something seems to be shifting for you.', 'That sounds like a real discovery.', 'You are seeing this from a new angle.'],
      questions: [
        'What are you noticing now?',
        "What's becoming clearer for you?",
        'What does this tell you about what you need?',
        'What do you know now that you did not know when we started?',
      ],
      detail: 'New awareness is the heart of coaching: it belongs to you, and you decide what to do with it.',
    },
    Action: {
      frames: ['You have arrived somewhere important.', 'You sound ready to move.', 'Your own insight is pointing the way.'],
      questions: [
        'What do you want to do with what you have discovered?',
        'What would be a meaningful next step for you?',
        'How do you want to move forward from here?',
      ],
      detail: 'Whatever you choose, it will be your choice; the best next step is the one that fits what you have discovered.',
    },
  },
  wrapUp: [
    'How will you hold yourself accountable for that?',
    'What support, if any, would you like around this?',
    'What are you taking away from our conversation today?',
  ],
};
