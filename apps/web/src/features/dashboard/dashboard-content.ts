/** The dashboard's own words; goal texts come from the contract. */
export const DASHBOARD_SUBTITLE = 'Here is where your goals stand today.';
export const AI_COACH_LABEL = 'AI Coach';

export type QuickAction = { label: string; to: string };

/** Quick actions of spec section 2 (client dashboard). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New Conversation', to: '/client/conversations/new' },
  { label: 'New Goal', to: '/client/goals/new' },
  { label: 'Goal Assistant', to: '/client/goals/assistant' },
  { label: 'View Progress', to: '/client/progress' },
];
