import { defaultClientAiConfig, type ClientAiConfig, type CoachClient, type UpdateClientAiConfig } from '@coaching/contract';
import { fixtureId, makeCoachClient, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { ClientAiConfigPage } from './client-ai-config-page.js';
import { CoachAiSettingsPage } from './coach-ai-settings-page.js';

export const ANN_ID = fixtureId(1, 18);
export const ann: CoachClient = makeCoachClient(ANN_ID, 'Ann', 'Doe');

/** What the fake API holds: the coach's clients and their configurations, and the coach's defaults. */
export type FakeAiConfigServer = {
  clients: CoachClient[];
  configs: Map<string, ClientAiConfig>;
  defaults: ClientAiConfig;
  calls: FetchCall[];
};

type Options = {
  path: string;
  configs?: Record<string, ClientAiConfig>;
  defaults?: ClientAiConfig;
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** As the server merges a PUT: fields left out keep their value, the communication style is one setting. */
function merged(current: ClientAiConfig, changes: UpdateClientAiConfig): ClientAiConfig {
  const { guardrails, ...rest } = changes;
  const communicationStyle = changes.communicationStyle ?? guardrails?.communicationStyle ?? current.communicationStyle;
  return { ...current, ...rest, communicationStyle, guardrails: { ...current.guardrails, ...guardrails, communicationStyle } };
}

/** Signs in as the test coach, with Ann as their client, and renders the AI configuration screens at `path`. */
export function renderAiConfig({ path, configs = {}, defaults = defaultClientAiConfig(), override }: Options) {
  const server: FakeAiConfigServer = {
    clients: [ann],
    configs: new Map(Object.entries({ [ANN_ID]: ann.aiConfig, ...configs })),
    defaults,
    calls: [],
  };
  const routes = [
    { path: '/coach/clients/:id/ai-config', element: <ClientAiConfigPage /> },
    { path: '/coach/ai-settings', element: <CoachAiSettingsPage /> },
  ];
  return renderWithFakeApi({ user: makeCoachUser(), server, handle, override, routes, path });
}

function handle(server: FakeAiConfigServer, call: FetchCall): FakeReply {
  const body = call.body as { config: UpdateClientAiConfig } | undefined;
  if (call.path === '/coach/ai-settings') {
    if (call.method === 'PUT' && body) server.defaults = merged(server.defaults, body.config);
    return apiOk('GET /coach/ai-settings', { aiConfig: server.defaults });
  }
  const [, id, rest] = /^\/coach\/clients\/([^/]+)(\/ai-config)?$/.exec(call.path) ?? [];
  const client = server.clients.find((candidate) => candidate._id === id);
  const config = id ? server.configs.get(id) : undefined;
  if (!client || !config || !id) return apiFail(404, 'Client not found', 'NOT_FOUND');
  if (!rest) return apiOk('GET /coach/clients/:id', { client: { ...client, aiConfig: config } });
  if (call.method === 'PUT' && body) server.configs.set(id, merged(config, body.config));
  return apiOk('GET /coach/clients/:id/ai-config', { aiConfig: server.configs.get(id) ?? config });
}
