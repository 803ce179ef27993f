import { defaultGuardrails, type AiConversation, type AiStats, type Guardrails, type Role } from '@coaching/contract';
import { AI_COACHING_MESSAGES } from '@coaching/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { stubApi, type FakeReply } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { AiCoachingPage } from './ai-coaching-page.js';
import { AiProgressPage } from './ai-progress-page.js';
import { makeStats } from './ai-coaching-fixtures.js';
import { handleAiCall, type FetchCall, type FakeAiServer } from './fake-ai-server.js';

export * from './ai-coaching-fixtures.js';
export { FAKE_REPLY, storeClientMessage, type FetchCall } from './fake-ai-server.js';
export { apiFail, apiOk, callsTo, controlledStream, sseResponse } from '../../test/fake-api.js';

type RenderOptions = {
  role?: Role;
  path?: string;
  conversations?: AiConversation[];
  guardrails?: Guardrails;
  stats?: AiStats;
  /** Answers first; return undefined to let the fake server answer. */
  override?: (call: FetchCall, server: FakeAiServer) => FakeReply | undefined;
};

/** Signs a user in, stubs the API with a small in-memory AI coaching server and renders the AI coaching routes. */
export function renderAiCoaching(options: RenderOptions = {}) {
  const user = testUser({ role: options.role ?? 'client' });
  const server: FakeAiServer = {
    user,
    conversations: options.conversations ?? [],
    guardrails: options.guardrails ?? defaultGuardrails(),
    stats: options.stats ?? makeStats(),
    calls: [],
  };
  stubApi(async (call) => {
    if (call.path !== '/auth/me') server.calls.push(call);
    return (await options.override?.(call, server)) ?? handleAiCall(server, call);
  });
  storeSession(user);
  const home = user.role === 'coach' ? '/coach/ai-coaching' : '/client/ai-coaching';
  const { router } = renderRoutes(
    [
      { path: '/client/ai-coaching', element: <AiCoachingPage /> },
      { path: '/client/ai-coaching/session/:sessionId', element: <AiCoachingPage /> },
      { path: '/client/ai-coaching/progress', element: <AiProgressPage /> },
      { path: '/coach/ai-coaching', element: <AiCoachingPage /> },
    ],
    options.path ?? home,
  );
  return { server, router, user: userEvent.setup() };
}

/** The message box once the open conversation (if any) has loaded, so Enter really sends. */
export async function readyMessageBox(): Promise<HTMLElement> {
  const box = await screen.findByRole('textbox', { name: AI_COACHING_MESSAGES.messageInputLabel });
  await waitFor(() => expect(screen.queryByRole('status', { name: AI_COACHING_MESSAGES.loadingConversation })).not.toBeInTheDocument());
  return box;
}
