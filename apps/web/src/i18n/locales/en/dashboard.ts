/** The client dashboard's own words; goal texts come from the contract's messages. */
export default {
  subtitle: 'Here is where your goals stand today.',
  aiCoach: 'AI Coach',
  quickActionsLabel: 'Quick actions',
  quickActions: {
    newConversation: 'New Conversation',
    newGoal: 'New Goal',
    goalAssistant: 'Goal Assistant',
    viewProgress: 'View Progress',
  },
  loadingGoals: 'Loading goals',
  goalProgress: '{{title}} progress',
  goalMilestones: '{{title}} milestones',
};
