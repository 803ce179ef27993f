import { TEMPLATE_MESSAGES, type CreateTemplateBody, type Template, type TemplateKind } from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { fixtureId, makeCoachUser } from '../../test/factories.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { TemplatesPage } from './templates-page.js';

let next = 0;

export function makeTemplate(overrides: Partial<Template> & { kind: TemplateKind }): Template {
  next += 1;
  const at = '2030-01-02T09:00:00.000Z';
  return { _id: fixtureId(next, 7), title: 'Template', content: '', agenda: [], useCount: 0, lastUsedAt: null, createdAt: at, updatedAt: at, ...overrides };
}

/** What the fake API holds and was asked. */
export type FakeTemplatesServer = { templates: Template[]; calls: FetchCall[] };

function handle(server: FakeTemplatesServer, call: FetchCall): FakeReply {
  const [pathname = '', search = ''] = call.path.split('?');
  const kind = new URLSearchParams(search).get('kind');
  if (pathname === '/templates' && call.method === 'GET') return apiOk('GET /templates', { templates: server.templates.filter((template) => !kind || template.kind === kind) });
  if (pathname === '/templates' && call.method === 'POST') {
    const body = call.body as Required<CreateTemplateBody>;
    const template = makeTemplate({ kind: body.kind, title: body.title, content: body.content ?? '', agenda: body.agenda ?? [] });
    server.templates.unshift(template);
    return apiOk('POST /templates', { template }, { message: TEMPLATE_MESSAGES.created });
  }
  const [, , id, action] = pathname.split('/');
  const template = server.templates.find((candidate) => candidate._id === id);
  if (!template) return apiFail(404, TEMPLATE_MESSAGES.notFound, 'NOT_FOUND');
  if (call.method === 'DELETE') {
    server.templates = server.templates.filter((candidate) => candidate !== template);
    return apiOk('DELETE /templates/:id', null, { message: TEMPLATE_MESSAGES.deleted });
  }
  if (call.method === 'PUT') {
    Object.assign(template, call.body);
    return apiOk('PUT /templates/:id', { template }, { message: TEMPLATE_MESSAGES.saved });
  }
  if (action === 'duplicate') {
    const copy = { ...template, _id: fixtureId((next += 1), 7), title: TEMPLATE_MESSAGES.copyOf(template.title), useCount: 0 };
    server.templates.unshift(copy);
    return apiOk('POST /templates/:id/duplicate', { template: copy }, { message: TEMPLATE_MESSAGES.duplicated });
  }
  if (action === 'use') {
    template.useCount += 1;
    return apiOk('POST /templates/:id/use', { template });
  }
  return apiOk('GET /templates/:id', { template });
}

/** The templates page of a coach, on a fake API holding `templates`. */
export function renderTemplatesPage(templates: Template[] = [], override?: (call: FetchCall) => FakeReply | undefined) {
  const server: FakeTemplatesServer = { templates, calls: [] };
  return renderWithFakeApi({
    user: makeCoachUser(),
    server,
    handle,
    override,
    routes: [{ path: '/coach/templates', element: <TemplatesPage /> }],
    path: '/coach/templates',
  });
}
