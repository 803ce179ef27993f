/** The landing page's copy, kept apart from layout so wording can change without touching components. */

export type SectionId = 'features' | 'methodology' | 'vision' | 'contact';

export const SECTIONS: { id: SectionId; label: string }[] = [
  { id: 'features', label: 'Features' },
  { id: 'methodology', label: 'Methodology' },
  { id: 'vision', label: 'Vision' },
  { id: 'contact', label: 'Contact' },
];

export const CONTACT_EMAIL = 'hello@coaching-platform.example';

export type FeatureKey = 'ai' | 'goals' | 'sessions' | 'guardrails' | 'progress' | 'admin';

export const FEATURES: { key: FeatureKey; audience: string; title: string; body: string }[] = [
  {
    key: 'ai',
    audience: 'For clients',
    title: 'An AI coach, any time',
    body: 'Rehearse a hard conversation before it happens or unpack one straight after, at 7am or 11pm. It coaches in the approach that fits you (ICF, GROW, solution-focused or transformational) and always within the guardrails your coach has set.',
  },
  {
    key: 'goals',
    audience: 'For clients',
    title: 'SMART goals with milestones',
    body: "Turn “be a better listener” into a goal that is specific, measurable, achievable, relevant and time-bound, with milestones along the way. A goal assistant helps you shape it, and deadlines that are getting close stand out.",
  },
  {
    key: 'sessions',
    audience: 'For clients and coaches',
    title: 'Sessions with human coaches',
    body: 'Book time with a verified coach. Because your goals and conversations are already on the platform, sessions start where your work actually is, and the notes and feedback stay with the session.',
  },
  {
    key: 'guardrails',
    audience: 'For coaches',
    title: 'Oversight and guardrails',
    body: "Decide how each client's AI coach behaves: its communication style, reply length, the goals it keeps in view and the topics it stays away from. Review its conversations, see what it noticed, and step in when a person is needed.",
  },
  {
    key: 'progress',
    audience: 'For clients',
    title: 'Progress and reflections',
    body: 'Write a short reflection after a session or a difficult meeting and note your mood and confidence. Over weeks you see goals, milestones and skills move, instead of trying to remember it all at review time.',
  },
  {
    key: 'admin',
    audience: 'For administrators',
    title: 'Run the platform',
    body: 'Manage accounts and roles, deactivate and reactivate users, choose the AI model and its defaults, and follow sessions, conversations and growth across the platform from one overview.',
  },
];

export type ActionKey = 'move' | 'follow' | 'oppose' | 'bystand';

export const ACTIONS: { key: ActionKey; name: string; does: string; helps: string; overused: string }[] = [
  {
    key: 'move',
    name: 'Move',
    does: 'Propose a direction.',
    helps: 'when a group is circling and needs something concrete to react to.',
    overused: 'people comply and stop contributing.',
  },
  {
    key: 'follow',
    name: 'Follow',
    does: 'Support a direction and build on it.',
    helps: 'when a good idea needs momentum and its author needs to feel backed.',
    overused: 'the room agrees its way into a blind spot.',
  },
  {
    key: 'oppose',
    name: 'Oppose',
    does: 'Challenge a direction and test it.',
    helps: 'when a plan has a weak spot that nobody is naming.',
    overused: 'ideas die on arrival and people stop offering them.',
  },
  {
    key: 'bystand',
    name: 'Bystand',
    does: 'Observe and name what is happening.',
    helps: 'when a conversation is stuck, heated or quietly going off track.',
    overused: 'commentary replaces commitment, and you watch instead of lead.',
  },
];

export const METHODOLOGIES: { name: string; body: string }[] = [
  {
    name: 'ICF core competencies',
    body: "The International Coaching Federation's standard: full presence, active listening, powerful questions, and the client owning both the agenda and the answers.",
  },
  {
    name: 'GROW',
    body: 'Goal, Reality, Options, Will. A simple structure that turns a vague worry into a next step you have chosen yourself.',
  },
  {
    name: 'Solution-focused',
    body: 'Start from what already works and what better would look like, rather than the history of the problem. The AI coach uses it unless you or your coach choose otherwise.',
  },
  {
    name: 'Transformational',
    body: 'Look beneath the behaviour at the beliefs and identity that drive it, for change that outlasts a single situation.',
  },
];

export const GAPS: { intended: string; experienced: string }[] = [
  { intended: 'I gave clear direction.', experienced: 'Nobody asked what I thought.' },
  { intended: 'I stayed out of the details.', experienced: 'I was left alone with the problem.' },
  { intended: 'I challenged them to raise the bar.', experienced: 'I was criticised in front of my peers.' },
  { intended: 'I kept the peace.', experienced: 'We avoided the real issue again.' },
];

export const PRINCIPLES: { title: string; body: string }[] = [
  {
    title: 'Feedback while it still matters',
    body: 'Reflection is most useful within hours of a conversation, while you remember what you said and can still repair what needs repairing. Not in next year’s survey.',
  },
  {
    title: 'Practice between sessions',
    body: 'Change happens in the weeks between coaching sessions. The AI coach keeps the thread going, so each session with your coach builds on the last one.',
  },
  {
    title: 'People stay in charge',
    body: 'Coaches set the guardrails, see what the AI coach does and decide when a conversation needs a person. Clients decide what they share with their coach.',
  },
];
