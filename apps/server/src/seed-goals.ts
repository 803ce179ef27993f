import type { Db } from './db/client.js';
import { createGoalsRepository, type NewGoal, type NewMilestone } from './modules/goals/goals.repository.js';

const DAY = 86_400_000;

type DemoMilestone = { title: string; doneDaysAgo?: number; dueInDays?: number };
type DemoGoal = Omit<NewGoal, 'clientId' | 'targetDate' | 'completedDate' | 'createdAt' | 'updatedAt'> & {
  createdDaysAgo: number;
  targetInDays: number;
  completedDaysAgo?: number;
  milestones: DemoMilestone[];
};

/** Three goals in the states the goals page shows: under way, due within 30 days, and completed. */
const DEMO_GOALS: DemoGoal[] = [
  {
    title: 'Lead focused, decisive team meetings',
    description: 'Turn the weekly team meeting into a short session that ends with clear owners and decisions.',
    category: 'Leadership',
    status: 'active',
    createdDaysAgo: 30,
    targetInDays: 60,
    smartCriteria: {
      specific: 'Run every weekly team meeting from a shared agenda and close each item with an owner and a date.',
      measurable: 'Meetings end on time in 8 of the next 10 weeks and every decision is written in the meeting notes.',
      achievable: 'I already chair the meeting; I need 20 minutes on Friday to prepare the agenda.',
      relevant: 'The reorganisation needs the team to decide faster without me in every conversation.',
      timeBound: 'By the end of the quarter, reviewed with my coach every two weeks.',
    },
    aiSuggestions: ['Share the agenda a day ahead so people come with proposals, not questions.'],
    milestones: [
      { title: 'Goal defined', doneDaysAgo: 30 },
      { title: 'Share a written agenda before every meeting', doneDaysAgo: 21 },
      { title: 'Ask two peers for feedback on how the meeting ran', doneDaysAgo: 7 },
      { title: 'Let a team member chair one meeting', dueInDays: 30 },
      { title: 'Goal achieved', dueInDays: 60 },
    ],
  },
  {
    title: 'Present the Q3 strategy with confidence',
    description: 'Prepare and deliver the Q3 strategy update to the leadership team.',
    category: 'Communication',
    status: 'active',
    createdDaysAgo: 45,
    targetInDays: 18,
    smartCriteria: {
      specific: 'Deliver a 15-minute Q3 strategy presentation to the leadership team and answer their questions.',
      measurable: 'Two rehearsals done, under 15 minutes, and at least 4 out of 5 in the feedback from my manager.',
      achievable: 'I know the material well; what I need is practice speaking up in front of senior people.',
      relevant: 'Speaking up earlier in leadership meetings is one of my coaching goals.',
      timeBound: 'The presentation is on the leadership offsite in under three weeks.',
    },
    aiSuggestions: [],
    milestones: [
      { title: 'Goal defined', doneDaysAgo: 45 },
      { title: 'Draft the storyline and three key messages', doneDaysAgo: 12 },
      { title: 'Rehearse with my coach', dueInDays: 7 },
      { title: 'Dry run with a trusted colleague', dueInDays: 12 },
      { title: 'Goal achieved', dueInDays: 18 },
    ],
  },
  {
    title: 'Protect my evenings for family time',
    description: 'Stop answering work messages after 7 pm on weekdays.',
    category: 'Work-Life Balance',
    status: 'completed',
    createdDaysAgo: 100,
    targetInDays: -10,
    completedDaysAgo: 14,
    smartCriteria: {
      specific: 'Switch off work notifications at 7 pm on weekdays and plan the next day before I leave.',
      measurable: 'No work messages sent after 7 pm in four consecutive weeks.',
      achievable: 'My manager agreed that urgent issues go by phone call only.',
      relevant: 'I have more energy in the mornings and my family notices I am present.',
      timeBound: 'Four weeks in a row before the end of the month.',
    },
    aiSuggestions: ['Tell your team about the new hours so they are not waiting on a reply.'],
    milestones: [
      { title: 'Goal defined', doneDaysAgo: 100 },
      { title: 'Agree the phone-only rule with my manager', doneDaysAgo: 90 },
      { title: 'Two weeks without evening messages', doneDaysAgo: 50 },
      { title: 'Four weeks without evening messages', doneDaysAgo: 20 },
      { title: 'Goal achieved', doneDaysAgo: 14 },
    ],
  },
];

/** Gives the demo client their goals, dated relative to now so the demo always looks current. */
export async function seedDemoGoals(tx: Db, clientId: string, now: Date): Promise<void> {
  const goals = createGoalsRepository(tx);
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY);
  for (const { createdDaysAgo, targetInDays, completedDaysAgo, milestones, ...goal } of DEMO_GOALS) {
    const rows: NewMilestone[] = milestones.map((milestone, position) => ({
      position,
      title: milestone.title,
      completed: milestone.doneDaysAgo !== undefined,
      completedDate: milestone.doneDaysAgo !== undefined ? daysFromNow(-milestone.doneDaysAgo) : null,
      dueDate: milestone.dueInDays !== undefined ? daysFromNow(milestone.dueInDays) : null,
    }));
    const completedDate = completedDaysAgo !== undefined ? daysFromNow(-completedDaysAgo) : null;
    const touchedDaysAgo = [createdDaysAgo, completedDaysAgo, ...milestones.map((m) => m.doneDaysAgo)].filter((d) => d !== undefined);
    await goals.insert(
      {
        ...goal,
        clientId,
        targetDate: daysFromNow(targetInDays),
        completedDate,
        createdAt: daysFromNow(-createdDaysAgo),
        updatedAt: daysFromNow(-Math.min(...touchedDaysAgo)),
      },
      rows,
    );
  }
}
