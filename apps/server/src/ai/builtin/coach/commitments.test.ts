import { describe, expect, it } from 'vitest';
import { findCommitments } from './commitments.js';
import { resolvedPointer } from './earlier-step.js';

// A Wednesday, so 'Friday' is two days ahead and 'Monday' five.
const NOW = new Date('2026-11-18T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('commitments read out of a message', () => {
  it('takes the deadline out of the item and resolves it to a date', () => {
    expect(findCommitments("I'll send the proposal by Friday.", NOW)).toEqual([
      { item: 'Send the proposal', said: 'send the proposal by Friday', deadlinePhrase: 'by Friday', deadline: day('2026-11-20') },
    ]);
  });

  it('keeps a start date in the item: it says when to begin, not when to finish', () => {
    for (const [message, item] of [
      ['I will run three times a week starting Monday.', 'Run three times a week starting Monday'],
      ["I'm going to meditate every morning from next week.", 'Meditate every morning from next week'],
      ['I will swim twice a week starting on the 1st of December.', 'Swim twice a week starting on the 1st of December'],
    ] as const) {
      const [commitment] = findCommitments(message, NOW);
      expect(commitment, message).toMatchObject({ item, deadlinePhrase: null, deadline: null });
    }
  });

  it('still finds a deadline after a start date', () => {
    const [commitment] = findCommitments('I will run three times a week starting Monday until the end of the month.', NOW);
    expect(commitment).toMatchObject({ item: 'Run three times a week starting Monday', deadline: day('2026-11-30') });
  });

  it('does not take hedged thoughts or fears for commitments', () => {
    expect(findCommitments("Maybe I'll call her. I'm afraid I will fail again.", NOW)).toEqual([]);
  });

  it('reads a step floated with a day as a commitment, its day as the deadline', () => {
    expect(findCommitments('I could sit down with Priya for 20 minutes on Monday to walk her through the report', NOW)).toEqual([
      {
        item: 'Sit down with Priya for 20 minutes to walk her through the report',
        said: 'sit down with Priya for 20 minutes on Monday to walk her through the report',
        deadlinePhrase: 'on Monday',
        deadline: day('2026-11-23'),
      },
    ]);
  });

  it('leaves a step floated with no day or time as an idea', () => {
    expect(findCommitments('I could delegate more.', NOW)).toEqual([]);
    expect(findCommitments('I could sit down with Priya to walk her through the report.', NOW)).toEqual([]);
  });

  it('reads "let me ..." and "I\'ve decided ..." as commitments', () => {
    expect(findCommitments('Let me draft the email tonight.', NOW)).toMatchObject([{ item: 'Draft the email', deadline: day('2026-11-18') }]);
    expect(findCommitments("I've decided to book the course next week.", NOW)).toMatchObject([{ item: 'Book the course', deadlinePhrase: 'next week' }]);
    expect(findCommitments("I've decided. I'll talk to Priya tomorrow.", NOW)).toMatchObject([{ item: 'Talk to Priya', deadline: day('2026-11-19') }]);
  });

  it('reads a plan in the wordings people settle on', () => {
    const items = (message: string) => findCommitments(message, NOW).map((c) => c.item);
    // Settled as its time: the schedule is the item.
    expect(items("ok let's say Thursday at 6, gym by the office")).toEqual(['Thursday at 6, gym by the office']);
    expect(items("Let's make it Monday morning, before standup.")).toEqual(['Monday morning, before standup']);
    expect(items('Decided. Tuesdays and Thursdays after work.')).toEqual(['Tuesdays and Thursdays after work']);
    // A step said in the present, then settled.
    expect(items("I send her the draft on Friday. That's the plan.")).toEqual(['Send her the draft']);
    expect(items("And I send Carmen a chapter before every first Monday. That's my deadline.")).toEqual(['Send Carmen a chapter before every first Monday']);
    expect(items("ok two applications next week and I ask Tom for a referral. That's it.")).toEqual(['Two applications and I ask Tom for a referral']);
    // The object said first.
    expect(items("the email I'll send tomorrow morning")).toEqual(['Send the email']);
    expect(items('the questions I can do on Thursday evening, I have nothing on')).toEqual(['Do the questions']);
    expect(items("the invoices I'll do tonight, after the kids are down")).toEqual(['Do the invoices, after the kids are down']);
    // A plan that ends in a check is still a plan; a question of its own is not.
    expect(items("So I'll call the landlord tomorrow, ok?")).toEqual(['Call the landlord']);
    expect(items("I'll swim Monday and Thursday. Is that enough?")).toEqual(['Swim Monday and Thursday']);
    expect(items('I could ask Jo on Friday, does that sound ok?')).toEqual(['Ask Jo']);
    expect(items("Maybe I'll ask Jo on Friday?")).toEqual([]);
    expect(items('Should I ask Jo on Friday, right?')).toEqual([]);
    // People named, then pointed to; a title's full stop; what narrows the step.
    expect(items("Right. Paulo at Transportes Silva and Rui from the cold storage place. I'll call them both.")).toEqual(['Call Paulo at Transportes Silva and Rui from the cold storage place']);
    expect(items("Mum and Dad. I'll ring them on Sunday.")).toEqual(['Ring Mum and Dad']);
    expect(items("fine, I'll also ask Mr. Sharma from the shop next door on Monday.")).toEqual(['Ask Mr. Sharma from the shop next door']);
    expect(items("I'll write the intro tomorrow. Just the first page.")).toEqual(['Write the intro, just the first page']);
    expect(items("What I'll do is call her on Monday.")).toEqual(['Call her']);
  });

  it('leaves near-misses out: the past, someone else\'s plan, a wish, a question told, a habit', () => {
    for (const message of [
      'I already emailed the venue on Friday asking about payment plans.',
      'I just sent the invoice on Tuesday.',
      "Back in April I emailed Raj the Friday before our 1:1 with a long list of everything I'm doing.",
      "Two months ago I got promoted. Same team, so now I'm managing the guys I used to go to lunch with.",
      "My boss Karin said she'll book a meeting room for us next week anyway.",
      'Marco is going to review the drawings on Monday anyway.',
      'Our manager Nadia is doing mid-year reviews next week.',
      'My manager will review it on Monday.',
      "They'll let me know next week.",
      'I want to go back as someone who leaves at 4:30 without apologising.',
      'I want to finish the first draft of my novel by the end of the school year.',
      "Everyone keeps asking what I'm going to do and I say 'golf'.",
      "No idea how I'm going to pay for it.",
      'My writing group meets the first Monday of the month, Carmen runs it.',
      "I go to the gym on Mondays. That's it.",
      'I wrote most of it at the library, in the mornings, with my phone locked in my locker.',
      'maybe I could call her on Monday',
      "If they offered me the job I'd start on Monday.",
    ]) {
      expect(findCommitments(message, NOW), message).toEqual([]);
    }
  });

  it('gives a plan settled as its time the step talked about before', () => {
    const history = [
      { speaker: 'client' as const, content: 'Maybe I could go back to the library routine, even just for 2 hours' },
      { speaker: 'coach' as const, content: 'How well does that fit you?' },
    ];
    expect(resolvedPointer('Tomorrow, 9 to 11, 4th floor', "Ok let's say tomorrow, 9 to 11, 4th floor.", history, NOW)).toBe('Go back to the library routine: tomorrow, 9 to 11, 4th floor');
    const goal = [
      { speaker: 'client' as const, content: 'I want to be running 3 times a week again.' },
      { speaker: 'coach' as const, content: 'What would that give you?' },
    ];
    expect(resolvedPointer('Saturday and Tuesday at 8:30pm', "Ok let's say Saturday and Tuesday at 8:30pm.", goal, NOW)).toBe('Running: Saturday and Tuesday at 8:30pm');
  });
});

describe('commitments in the shapes people type them', () => {
  const items = (message: string) => findCommitments(message, NOW).map((c) => c.item);

  it('reads a step said without its subject, as a note to oneself', () => {
    expect(items('will ping sam tmrw')).toEqual(['Ping sam']);
    expect(items('call the bank tomorrow')).toEqual(['Call the bank']);
    expect(items('Email Sarah re the budget by Fri')).toEqual(['Email Sarah re the budget']);
    expect(items('plan: email Raj friday, then draft the slides')).toEqual(['Email Raj, then draft the slides']);
  });

  it('reads each step of a numbered list', () => {
    expect(items('this week: 1) book dentist 2) call the landlord 3) sleep more')).toEqual(['Book dentist', 'Call the landlord']);
  });

  it("reads 'next step for me is', days before the step, and a start said on its own", () => {
    expect(items('next step for me is booking the venue')).toEqual(['Booking the venue']);
    expect(items('mon and wed after work then, gym bag packed the night before')).toHaveLength(1);
    expect(items('evenings at the desk, 7 to 8. starting tomorrow')).toEqual(['Evenings at the desk, 7 to 8, starting tomorrow']);
  });

  it('leaves requests to the coach, nouns, habits, hedges, wishes and others\u2019 plans alone', () => {
    for (const message of [
      'tell me what you think',
      'book club is on friday',
      'Finish line is in sight',
      'run out of time every single day',
      'maybe ask her later',
      'move on, I guess',
      'I could do a 1:1 with each of them. Ask what they need.',
      'I wish I could call her tomorrow',
      "She's going to email me on monday",
      'speaking of which, my boss is off next week',
      "I won't call him",
      'I have to hand it in by the end of the month',
      "I keep telling myself I'll start next weekend",
      "I'm going to a trade fair in May and I always end up by the coffee stand",
    ]) {
      expect(items(message), message).toEqual([]);
    }
  });
});
