import { AI_TOOLS_LIMITS, type AiConversation, type AiMessage, type BriefActionItem, type BriefAiSummary, type BriefGoal, type Goal } from '@coaching/contract';
import type { CoachingTurn } from '../../ai/index.js';
import { summariseNotes } from '../../ai/builtin/practice/notes.js';

/** The facts a brief is built from, read out of the services' records: no wording, no AI. */

const completedAt = (milestone: Goal['milestones'][number]) => (milestone.completedDate ? new Date(milestone.completedDate).getTime() : undefined);

/**
 * The client's active goals and those completed since `since`, least advanced first, with what moved since
 * then: progress is the share of milestones done, so the progress at `since` is the share done by then
 * (0 for a goal set up since).
 */
export function goalsSince(goals: readonly Goal[], since: Date): BriefGoal[] {
  const from = since.getTime();
  return goals
    .filter((goal) => goal.status === 'active' || (goal.completedDate !== null && new Date(goal.completedDate).getTime() > from))
    .map((goal) => {
      const doneSince = goal.milestones.filter((milestone) => (completedAt(milestone) ?? -Infinity) > from).length;
      const doneBefore = goal.milestones.filter((milestone) => (completedAt(milestone) ?? Infinity) <= from).length;
      const existedThen = new Date(goal.createdAt).getTime() <= from;
      const progressThen = existedThen && goal.milestones.length > 0 ? Math.round((doneBefore / goal.milestones.length) * 100) : 0;
      return {
        goalId: goal._id,
        title: goal.title,
        status: goal.status,
        progress: goal.progress,
        progressChange: Math.max(0, goal.progress - progressThen),
        milestonesDoneSince: doneSince,
        targetDate: goal.targetDate,
      };
    })
    .sort((a, b) => a.progress - b.progress)
    .slice(0, AI_TOOLS_LIMITS.briefGoals);
}

/** Open action items of the client's AI conversations (overdue and soonest first), then what the last session's notes agreed. */
export function openActionItems(conversations: readonly AiConversation[], lastSession: { title: string; notes?: string } | undefined): BriefActionItem[] {
  const fromAi = conversations
    .flatMap((conversation) =>
      conversation.sessionSummary.actionItems
        .filter((item) => item.status !== 'completed')
        .map((item): BriefActionItem => ({ item: item.item, source: 'ai_coaching', sourceTitle: conversation.title, deadline: item.deadline })),
    )
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'));
  const fromNotes = lastSession?.notes
    ? summariseNotes(lastSession.notes, 3).agreed.map((item): BriefActionItem => ({ item, source: 'session_notes', sourceTitle: lastSession.title, deadline: null }))
    : [];
  return [...fromAi, ...fromNotes].slice(0, AI_TOOLS_LIMITS.briefActionItems);
}

/** The stored summaries of the AI conversations active since `since`: summary, insights and date, never a message. */
export function aiSummariesSince(conversations: readonly AiConversation[], since: Date): BriefAiSummary[] {
  return conversations
    .filter((conversation) => new Date(conversation.updatedAt) >= since)
    .filter((conversation) => conversation.sessionSummary.summary.trim() !== '' || conversation.sessionSummary.keyInsights.length > 0)
    .map((conversation) => ({
      conversationId: conversation._id,
      title: conversation.title,
      summary: conversation.sessionSummary.summary,
      keyInsights: conversation.sessionSummary.keyInsights,
      date: conversation.completedAt ?? conversation.updatedAt,
    }))
    .slice(0, AI_TOOLS_LIMITS.briefSummaries);
}

/** An AI conversation's messages as turns: the client's, and the AI coach's standing where a coach would. */
export function aiTurns(messages: readonly AiMessage[]): CoachingTurn[] {
  return messages
    .filter((message) => message.role !== 'system')
    .map((message) => ({ speaker: message.role === 'client' || message.role === 'user' ? 'client' : 'coach', content: message.content }));
}
