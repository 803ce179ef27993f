import type { FastifyInstance } from 'fastify';
import { bearer, type SignedIn } from '../support/factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The templates API as one signed-in user calls it. */
export function templatesApi(app: FastifyInstance, who: SignedIn) {
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url: `/api/templates${url}`, headers: bearer(who.token), ...(payload === undefined ? {} : { payload }) });
  return {
    list: (kind?: string) => call('GET', kind ? `?kind=${kind}` : ''),
    create: (body: object) => call('POST', '', body),
    get: (id: string) => call('GET', `/${id}`),
    update: (id: string, body: object) => call('PUT', `/${id}`, body),
    remove: (id: string) => call('DELETE', `/${id}`),
    duplicate: (id: string) => call('POST', `/${id}/duplicate`),
    use: (id: string) => call('POST', `/${id}/use`),
  };
}

export const sessionPlanBody = (overrides: object = {}) => ({
  kind: 'session_plan',
  title: 'First session',
  agenda: [
    { title: 'Welcome', minutes: 10 },
    { title: 'Goals', minutes: 30 },
  ],
  ...overrides,
});

export const messageBody = (overrides: object = {}) => ({ kind: 'message', title: 'Check-in', content: 'Hi {{firstName}}, how did the week go?', ...overrides });
