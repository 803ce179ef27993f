import { PATHS } from '@coaching/contract';
/** Quick actions of spec section 2 (client dashboard); their labels are in the dashboard catalogue. */
export type QuickAction = { labelKey: 'newConversation' | 'newGoal' | 'goalAssistant' | 'viewProgress'; to: string };

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { labelKey: 'newConversation', to: PATHS.client.conversationNew },
  { labelKey: 'newGoal', to: PATHS.client.goalNew },
  { labelKey: 'goalAssistant', to: PATHS.client.goalAssistant },
  { labelKey: 'viewProgress', to: PATHS.client.progress },
];
