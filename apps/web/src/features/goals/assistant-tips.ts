import type { SmartCriterion } from '@coaching/contract';

export type CriterionGuide = { explanation: string; placeholder: string; tips: readonly string[] };

/** What each SMART step asks for, with a few tips: the assistant page's own coaching words. */
export const CRITERION_GUIDES: Record<SmartCriterion, CriterionGuide> = {
  specific: {
    explanation: 'Say exactly what you want to achieve: what, who is involved and why it matters now.',
    placeholder: 'e.g. Lead our weekly team meeting with a clear agenda and a decision log',
    tips: ['Start with an action verb.', 'Name the people or the area involved.', 'Leave out vague words like "better" or "more".'],
  },
  measurable: {
    explanation: 'Decide how you will know you are making progress and when you are done.',
    placeholder: 'e.g. Run 12 meetings and get an average rating of 4 out of 5 from the team',
    tips: ['Pick a number, a count or a rating you can check.', 'Decide how often you will measure.', 'Note where you start today.'],
  },
  achievable: {
    explanation: 'Check that the goal is within reach with the time, skills and support you have.',
    placeholder: 'e.g. I will block 30 minutes every Monday to prepare and ask my coach for feedback',
    tips: ['List what you already have going for you.', 'Name the support you will ask for.', 'Stretch, but do not overload your week.'],
  },
  relevant: {
    explanation: 'Explain why this goal matters to you and how it fits your bigger plans.',
    placeholder: 'e.g. Running focused meetings is a step towards the team lead role I want',
    tips: ['Link the goal to a value or a longer-term ambition.', 'Ask yourself: why now?'],
  },
  timeBound: {
    explanation: 'Set a deadline and a few checkpoints along the way.',
    placeholder: 'e.g. By the end of next quarter, with a review every four weeks',
    tips: ['Choose a target date.', 'Add checkpoints to review progress.', 'Plan what you will do first this week.'],
  },
};
