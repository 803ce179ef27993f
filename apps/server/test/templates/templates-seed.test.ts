import { type Template } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { signIn } from '../support/factories.js';
import { templatesApi } from './support.js';

const { app, database } = await createTestApp();

describe('the demo templates', () => {
  it('give the demo coach two session plans and three message templates', async () => {
    expect(await seedDemoData(database)).toBe(true);
    const coach = await signIn(app, 'coach@example.com', 'Coach123!');
    const plans = (await templatesApi(app, coach).list('session_plan')).json().data.templates as Template[];
    const messages = (await templatesApi(app, coach).list('message')).json().data.templates as Template[];
    expect(plans).toHaveLength(2);
    expect(plans.every((plan) => plan.agenda.length > 0)).toBe(true);
    expect(messages).toHaveLength(3);
    expect(messages.every((message) => message.content.includes('{{firstName}}'))).toBe(true);
  });
});
