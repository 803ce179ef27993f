import { LANGUAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, notificationWords } from './notification-texts.js';

type Catalogue = (typeof NOTIFICATION_TEXTS)['en'];
/** The web's notifications catalogue of each language, read at run time (the web is another project for the compiler). */
const WEB = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const file = new URL(`../../../../web/src/i18n/locales/${language}/notifications.ts`, import.meta.url).href;
      return [language, ((await import(file)) as { default: Catalogue }).default] as const;
    }),
  ),
) as Record<(typeof LANGUAGES)[number], Catalogue>;
const fr = WEB.fr;

describe('the words of a push or a text', () => {
  it.each(LANGUAGES)('are the words the app shows in its bell, in %s', (language) => {
    const web = WEB[language];
    const { types, sessionAt, someone, inConversation, onGoal } = NOTIFICATION_TEXTS[language];
    expect({ types, sessionAt, someone, inConversation, onGoal }).toEqual({ types: web.types, sessionAt: web.sessionAt, someone: web.someone, inConversation: web.inConversation, onGoal: web.onGoal });
  });

  it("name the session and its time in the reader's timezone and language", () => {
    const words = notificationWords(
      { type: 'session.cancelled', data: { personName: 'Jordan Taylor', sessionTitle: 'Weekly check-in', startsAt: '2027-01-04T09:00:00.000Z', late: true } },
      { language: 'fr', timezone: 'Europe/Paris' },
    );
    expect(words.title).toBe(fr.types.sessionCancelledLate.replace('{{personName}}', 'Jordan Taylor'));
    expect(words.body).toMatch(/^« Weekly check-in », 4 janv\. 2027.*10:00$/);
  });
});
