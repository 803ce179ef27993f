import type { Db } from './db/client.js';
import { createTemplatesRepository } from './modules/templates/templates.repository.js';

const DAY = 86_400_000;

/** The demo coach's templates: two session plans and three message templates that greet the client by first name. */
export async function seedDemoTemplates(db: Db, coachId: string, now: Date): Promise<void> {
  const templates = createTemplatesRepository(db);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const plans = [
    {
      title: 'First session: goals and ways of working',
      content: 'Leave room for questions about how coaching works.',
      agenda: [
        { title: 'Welcome and ground rules', minutes: 10 },
        { title: 'What brings you to coaching', minutes: 20 },
        { title: 'Choose two goals to start with', minutes: 20 },
        { title: 'Agree next steps', minutes: 10 },
      ],
      daysAgo: 30,
    },
    {
      title: 'Monthly progress review',
      content: '',
      agenda: [
        { title: 'Wins since last month', minutes: 10 },
        { title: 'Progress on each goal', minutes: 25 },
        { title: 'Obstacles and support', minutes: 15 },
        { title: 'Commitments for the next month', minutes: 10 },
      ],
      daysAgo: 20,
    },
  ];
  for (const plan of plans) {
    await templates.insert({
      coachId,
      kind: 'session_plan',
      title: plan.title,
      content: plan.content,
      agenda: plan.agenda,
      createdAt: at(plan.daysAgo),
      updatedAt: at(plan.daysAgo),
    });
  }
  const messages = [
    ['Session reminder', 'Hi {{firstName}}, a quick reminder of our session tomorrow. Anything you would like to focus on? Let me know beforehand.'],
    ['After the session', 'Thanks for today, {{firstName}}. Your next step, as we agreed: write it down where you will see it this week.'],
    ['Checking in', 'Hi {{firstName}}, how are things going since we last spoke? A couple of lines is plenty.'],
  ] as const;
  for (const [index, [title, content]] of messages.entries()) {
    await templates.insert({ coachId, kind: 'message', title, content, agenda: [], createdAt: at(15 - index), updatedAt: at(15 - index) });
  }
}
