import type { MethodologyMoves } from './types.js';

/** Transformational: from the story, to the beliefs beneath it, to who the client wants to be, to a commitment that fits. */
export const TRANSFORMATIONAL_MOVES: MethodologyMoves = {
  stages: {
    Story: {
      frames: ["Let's start with the story as you experience it.", 'How we tell a story shapes what we can do about it.', 'Your story is the doorway here.'],
      questions: [
        "What's the story you tell yourself about this?",
        'When this happens, what goes through your mind?',
        'What does this situation say about you, in your own eyes?',
        'How long has this story been running for you?',
      ],
      detail: 'Transformational coaching looks beneath the situation at the beliefs and identity that drive it; your story is where those show up first.',
    },
    Beliefs: {
      frames: ['There may be a belief underneath this worth looking at.', 'Beliefs like that often feel like facts.', 'That sounds like a belief as much as a description.'],
      questions: [
        'What do you believe about yourself when this happens?',
        'What would you have to believe for this to change?',
        'Where did that belief come from, and is it still true today?',
        'What assumption sits underneath that?',
      ],
      detail: 'Beliefs we formed long ago can quietly run our choices today; once they are visible, you can decide whether they still serve you.',
    },
    Identity: {
      frames: ["Let's move from who you've been to who you're becoming.", 'You get to choose who you want to be here.', 'Change that lasts starts with identity.'],
      questions: [
        'Who do you want to be in this situation?',
        'What kind of person do you want to be when this happens again?',
        'What values do you want this part of your life to express?',
        'How would the person you want to be see this?',
      ],
      detail: 'When an action expresses who you choose to be, it stops being a chore and becomes part of you; that is why we look at identity before action.',
    },
    Commitment: {
      frames: ["Let's anchor that new identity in action.", 'Identity grows through small, repeated actions.', 'A commitment is a vote for the person you are becoming.'],
      questions: [
        'What will you do this week that fits the person you want to be?',
        "What is one action that would show you're becoming that person?",
        'What would you commit to, as the person you want to be?',
      ],
      detail: 'Every action is evidence for the identity you are building; one clear commitment is enough to start.',
    },
  },
  wrapUp: [
    "How will you remind yourself of who you're choosing to be when it gets hard?",
    'What will this commitment prove to you about yourself?',
    'What old belief might try to talk you out of it, and how will you answer it?',
  ],
};
