import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { GoalAssistantPage } from './goal-assistant-page.js';

export { apiFail, apiOk, type FetchCall } from '../../test/fake-api.js';

type Handler = (call: FetchCall) => FakeReply | undefined;

/** A signed-in client on the assistant page; the handler answers the goal calls, the session call is answered here. */
export function renderAssistant(handler: Handler = () => undefined) {
  const user = testUser();
  storeSession(user);
  const calls: FetchCall[] = [];
  stubApi(async (call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user });
    calls.push(call);
    return (await handler(call)) ?? apiFail(500, 'Unexpected call', 'INTERNAL_ERROR');
  });
  const advanceTimers = (ms: number) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined);
  const view = renderRoutes(
    [
      { path: '/client/goals/assistant', element: <GoalAssistantPage /> },
      { path: '/client/goals', element: <h1>My Goals</h1> },
    ],
    '/client/goals/assistant',
  );
  return { ...view, calls, user: userEvent.setup({ advanceTimers }) };
}

export type TestUser = ReturnType<typeof userEvent.setup>;

export const criterionField = (label: string) => screen.findByLabelText(label, { selector: 'textarea' });
export const button = (name: string) => screen.getByRole('button', { name });

export const GOAL = {
  specific: 'Lead our weekly team meeting with a clear agenda',
  measurable: 'Run 12 meetings rated 4 of 5',
  achievable: 'Prepare every Monday morning',
  relevant: 'It prepares me for the team lead role',
  timeBound: 'By the end of next quarter',
};

const LABELS = ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound'] as const;

/** Writes each criterion and moves on with Next, then Finish. */
export async function completeSteps(user: TestUser, values: string[] = Object.values(GOAL)) {
  for (const [index, label] of LABELS.entries()) {
    await user.click(await criterionField(label));
    await user.paste(values[index]!);
    await user.click(button(index === LABELS.length - 1 ? 'Finish' : 'Next'));
  }
}
