import type { DraftPurpose, PracticeReading } from './read.js';

/**
 * Messages the practice assistant drafts for a coach to send a client. What the coach did not say
 * stays a [placeholder] in brackets, so nothing is invented and the gaps are plain to see.
 */

type Slots = { greeting: string; when: string; topic: string | undefined; signOff: string };

const DRAFTS: Record<DraftPurpose, (slots: Slots) => string[]> = {
  reminder: ({ greeting, when, topic, signOff }) => [
    `${greeting}`,
    `A quick reminder of our coaching session ${when || '[day and time]'}.${topic ? ` We will pick up where we left off on ${topic}.` : ''}`,
    'Before we meet, have a think about what you would most like to get out of it.',
    signOff,
  ],
  follow_up: ({ greeting, topic, signOff }) => [
    `${greeting}`,
    `Thank you for our session${topic ? `; I enjoyed exploring ${topic} with you` : ''}.`,
    'As agreed, your next steps are: [the actions you agreed]. Let me know how they go, and what gets in the way.',
    `Looking forward to our next conversation.\n${signOff}`,
  ],
  reschedule: ({ greeting, when, signOff }) => [
    `${greeting}`,
    `I need to move our session ${when || '[day]'}. Would [option 1] or [option 2] work for you instead?`,
    'Sorry for the change, and thank you for your flexibility.',
    signOff,
  ],
  missed: ({ greeting, when, signOff }) => [
    `${greeting}`,
    `I missed you at our session ${when || 'today'} and hope all is well.`,
    'Would you like to find a new time? Here are two options: [option 1] or [option 2].',
    signOff,
  ],
  welcome: ({ greeting, when, signOff }) => [
    `${greeting}`,
    `Welcome to coaching! I am looking forward to our first session ${when || '[day and time]'}.`,
    'Before we meet, think about what you would like to be different in three months, and what would tell you it has changed.',
    signOff,
  ],
  check_in: ({ greeting, topic, signOff }) => [
    `${greeting}`,
    `I wanted to check in and see how things are going${topic ? ` with ${topic}` : ''} since our last session.`,
    'Is there anything you would like us to focus on next time?',
    signOff,
  ],
};

const PURPOSE_LABEL: Record<DraftPurpose, string> = {
  reminder: 'a reminder',
  follow_up: 'a follow-up',
  reschedule: 'a message to reschedule',
  missed: 'a message after a missed session',
  welcome: 'a welcome message',
  check_in: 'a check-in',
};

export function draftMessage(reading: PracticeReading, coachName: string): { label: string; text: string } {
  const slots: Slots = {
    greeting: `Hi ${reading.clientName ?? '[client name]'},`,
    when: reading.when ?? '',
    topic: reading.topic,
    signOff: `Best wishes,\n${coachName || '[your name]'}`,
  };
  return { label: PURPOSE_LABEL[reading.draftPurpose], text: DRAFTS[reading.draftPurpose](slots).join('\n') };
}
