/** The landing page's copy (spec section 1): the pitch, its four sections and the footer. */
export default {
  nav: {
    sections: 'Sections',
    login: 'Login',
    openMenu: 'Open navigation menu',
    footer: 'Footer',
  },
  sections: {
    features: 'Features',
    methodology: 'Methodology',
    vision: 'Vision',
    contact: 'Contact',
  },
  hero: {
    eyebrow: 'Real-time leadership coaching',
    headlineStart: 'Lead with the impact you',
    headlineEmphasis: 'intend',
    headlineEnd: '.',
    lead: 'You mean to give direction; your team hears a decision that was already made. Coaching Platform helps you see the gap between intention and impact while it still matters: an AI coach whenever a conversation is on your mind, human coaches who know your goals, and a simple model for choosing what each moment needs.',
    access: 'Platform Access',
    createAccount: 'Create an account',
    audience: 'For leaders who want coaching, the coaches who work with them, and the teams who run coaching programmes.',
  },
  moment: {
    caption: 'Example: one sentence, two readings',
    quote: '“Let’s just go with my plan for the launch.”',
    intended: 'Intended',
    intendedText: 'Propose a direction so the team can get going.',
    experienced: 'Experienced',
    experiencedText: 'The decision is already made. Our concerns do not count.',
    needs: 'The moment needs',
    needsText: '“It has gone quiet. What am I missing?”',
  },
  features: {
    lead: 'Everything that happens between one coaching session and the next, for the people being coached, the coaches who guide them and the team that runs the platform.',
    focusAreasHeading: 'What people bring to coaching',
    items: {
      ai: {
        audience: 'For clients',
        title: 'An AI coach, any time',
        body: 'Rehearse a hard conversation before it happens or unpack one straight after, at 7am or 11pm. It coaches in the approach that fits you (ICF, GROW, solution-focused or transformational) and always within the guardrails your coach has set.',
      },
      goals: {
        audience: 'For clients',
        title: 'SMART goals with milestones',
        body: 'Turn “be a better listener” into a goal that is specific, measurable, achievable, relevant and time-bound, with milestones along the way. A goal assistant helps you shape it, and deadlines that are getting close stand out.',
      },
      sessions: {
        audience: 'For clients and coaches',
        title: 'Sessions with human coaches',
        body: 'Book time with a verified coach. Because your goals and conversations are already on the platform, sessions start where your work actually is, and the notes and feedback stay with the session.',
      },
      guardrails: {
        audience: 'For coaches',
        title: 'Oversight and guardrails',
        body: "Decide how each client's AI coach behaves: its communication style, reply length, the goals it keeps in view and the topics it stays away from. Review its conversations, see what it noticed, and step in when a person is needed.",
      },
      progress: {
        audience: 'For clients',
        title: 'Progress and reflections',
        body: 'Write a short reflection after a session or a difficult meeting and note your mood and confidence. Over weeks you see goals, milestones and skills move, instead of trying to remember it all at review time.',
      },
      admin: {
        audience: 'For administrators',
        title: 'Run the platform',
        body: 'Manage accounts and roles, deactivate and reactivate users, choose the AI model and its defaults, and follow sessions, conversations and growth across the platform from one overview.',
      },
    },
  },
  methodology: {
    lead: 'Every conversation is built from four actions. Effective leaders know which one they are using, notice which one the moment needs, and can switch between them.',
    actionsHeading: 'The four actions of a conversation',
    helps: 'Helps',
    overused: 'Overused,',
    actions: {
      move: {
        name: 'Move',
        does: 'Propose a direction.',
        helps: 'when a group is circling and needs something concrete to react to.',
        overused: 'people comply and stop contributing.',
      },
      follow: {
        name: 'Follow',
        does: 'Support a direction and build on it.',
        helps: 'when a good idea needs momentum and its author needs to feel backed.',
        overused: 'the room agrees its way into a blind spot.',
      },
      oppose: {
        name: 'Oppose',
        does: 'Challenge a direction and test it.',
        helps: 'when a plan has a weak spot that nobody is naming.',
        overused: 'ideas die on arrival and people stop offering them.',
      },
      bystand: {
        name: 'Bystand',
        does: 'Observe and name what is happening.',
        helps: 'when a conversation is stuck, heated or quietly going off track.',
        overused: 'commentary replaces commitment, and you watch instead of lead.',
      },
    },
    groundedHeading: 'Grounded in established coaching practice',
    groundedText: 'The AI coach and the human coaches on the platform work from four methodologies that coaches already know and trust. Name the style you prefer in your profile, or leave the choice to your coach.',
    methods: {
      icf: {
        name: 'ICF core competencies',
        body: "The International Coaching Federation's standard: full presence, active listening, powerful questions, and the client owning both the agenda and the answers.",
      },
      grow: {
        name: 'GROW',
        body: 'Goal, Reality, Options, Will. A simple structure that turns a vague worry into a next step you have chosen yourself.',
      },
      solutionFocused: {
        name: 'Solution-focused',
        body: 'Start from what already works and what better would look like, rather than the history of the problem. The AI coach uses it unless you or your coach choose otherwise.',
      },
      transformational: {
        name: 'Transformational',
        body: 'Look beneath the behaviour at the beliefs and identity that drive it, for change that outlasts a single situation.',
      },
    },
  },
  vision: {
    lead: 'Leaders judge themselves by their intentions; everyone else lives with their impact. The difference rarely shows in the moment. It surfaces months later in a survey, an exit interview or a project that quietly stalled, when it is too late to learn from. We want to close that gap while the conversation is still warm.',
    gapsHeading: 'What was meant, and what was heard',
    intended: 'Intended',
    experienced: 'Experienced',
    gaps: {
      direction: { intended: 'I gave clear direction.', experienced: 'Nobody asked what I thought.' },
      details: { intended: 'I stayed out of the details.', experienced: 'I was left alone with the problem.' },
      challenge: { intended: 'I challenged them to raise the bar.', experienced: 'I was criticised in front of my peers.' },
      peace: { intended: 'I kept the peace.', experienced: 'We avoided the real issue again.' },
    },
    principlesHeading: 'Where we are taking coaching',
    principles: {
      feedback: {
        title: 'Feedback while it still matters',
        body: 'Reflection is most useful within hours of a conversation, while you remember what you said and can still repair what needs repairing. Not in next year’s survey.',
      },
      practice: {
        title: 'Practice between sessions',
        body: 'Change happens in the weeks between coaching sessions. The AI coach keeps the thread going, so each session with your coach builds on the last one.',
      },
      people: {
        title: 'People stay in charge',
        body: 'Coaches set the guardrails, see what the AI coach does and decide when a conversation needs a person. Clients decide what they share with their coach.',
      },
    },
  },
  contact: {
    lead: 'Questions about coaching, bringing your practice onto the platform, or running a coaching programme for your organisation? Write to the team and a person will reply.',
    emailUs: 'Email us at',
    write: 'Write to the team',
    topics: {
      leaders: { title: 'Leaders and teams', body: 'Tell us what you would like coaching on, for yourself or your team, and what is getting in the way.' },
      coaches: { title: 'Coaches', body: 'Tell us about your practice, your certifications and the clients you work with.' },
      organisations: { title: 'Organisations', body: 'Tell us about the programme you run and how many people it supports.' },
    },
  },
  footer: {
    tagline: 'Real-time leadership coaching: an AI coach between sessions, human coaches when it matters, and goals that turn intention into impact.',
    explore: 'Explore',
    account: 'Account',
    register: 'Register',
    signIn: 'Sign in',
    copyright: '© {{year}} {{product}}',
  },
};
