import {
  type CreateTemplateBodySchema,
  type SessionPlan,
  type Template,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  type TemplateListQuery,
  templateProblem,
  type UpdateTemplateBodySchema,
} from '@coaching/contract';
import type { z } from 'zod';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { TemplateRow, TemplatesRepository } from './templates.repository.js';

type CreateBody = z.output<typeof CreateTemplateBodySchema>;
type UpdateBody = z.output<typeof UpdateTemplateBodySchema>;

const templateNotFound = () => new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);

export function toTemplate(row: TemplateRow): Template {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    agenda: row.agenda,
    useCount: row.useCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A copy's title: the original's with " (copy)", shortened so the whole still fits. */
function copyTitle(title: string): string {
  const suffix = TEMPLATE_MESSAGES.copyOf('');
  return TEMPLATE_MESSAGES.copyOf(title.slice(0, TEMPLATE_LIMITS.titleMaxLength - suffix.length).trimEnd());
}

/**
 * The coach's templates (issue 18): session plans and message templates, each the coach's own. Other
 * coaches are told a template does not exist (404); clients and admins may not use templates (403).
 */
export function createTemplatesService(deps: {
  templates: TemplatesRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  clock: () => Date;
}) {
  const { templates, policy, clock } = deps;

  /** The template, when it is the caller's own. */
  async function owned(caller: Caller, templateId: string): Promise<TemplateRow> {
    policy.requireRole(caller, 'templates.manage');
    const row = await templates.findById(templateId);
    if (!row) throw templateNotFound();
    await policy.require(caller, 'templates.manage', row.coachId, templateNotFound);
    return row;
  }

  async function countUse(caller: Caller, row: TemplateRow): Promise<TemplateRow> {
    return (await templates.countUse(caller.userId, row.id, clock())) ?? row;
  }

  return {
    async list(caller: Caller, query: TemplateListQuery): Promise<Template[]> {
      policy.requireRole(caller, 'templates.manage');
      return (await templates.list(caller.userId, query.kind)).map(toTemplate);
    },

    async get(caller: Caller, templateId: string): Promise<Template> {
      return toTemplate(await owned(caller, templateId));
    },

    async create(caller: Caller, body: CreateBody): Promise<Template> {
      policy.requireRole(caller, 'templates.manage');
      const now = clock();
      const row = await templates.insert({
        coachId: caller.userId,
        kind: body.kind,
        title: body.title,
        content: body.content,
        agenda: body.agenda,
        createdAt: now,
        updatedAt: now,
      });
      return toTemplate(row);
    },

    /** Changes what is given; the template keeps its kind and must still have what its kind needs. */
    async update(caller: Caller, templateId: string, body: UpdateBody): Promise<Template> {
      const row = await owned(caller, templateId);
      const next = { kind: row.kind, title: body.title ?? row.title, content: body.content ?? row.content, agenda: body.agenda ?? row.agenda };
      const problem = templateProblem(next);
      if (problem) throw validationError([problem]);
      const updated = await templates.update(caller.userId, row.id, { title: next.title, content: next.content, agenda: next.agenda, updatedAt: clock() });
      if (!updated) throw templateNotFound();
      return toTemplate(updated);
    },

    /** Sessions already scheduled with a plan keep their copy of it. */
    async remove(caller: Caller, templateId: string): Promise<void> {
      const row = await owned(caller, templateId);
      if (!(await templates.remove(caller.userId, row.id))) throw templateNotFound();
    },

    /** A new template with the same text or agenda, not yet used. */
    async duplicate(caller: Caller, templateId: string): Promise<Template> {
      const row = await owned(caller, templateId);
      const now = clock();
      const copy = await templates.insert({
        coachId: caller.userId,
        kind: row.kind,
        title: copyTitle(row.title),
        content: row.content,
        agenda: row.agenda,
        createdAt: now,
        updatedAt: now,
      });
      return toTemplate(copy);
    },

    /** Counts a use of a template (a message template inserted in a conversation). */
    async use(caller: Caller, templateId: string): Promise<Template> {
      return toTemplate(await countUse(caller, await owned(caller, templateId)));
    },

    /**
     * The plan a session gets when the coach schedules it with one of their session plans: a copy of
     * the title and agenda, and one more use of the template (on the caller's transaction).
     */
    async planForSession(caller: Caller, templateId: string): Promise<SessionPlan> {
      const row = await owned(caller, templateId);
      if (row.kind !== 'session_plan') throw validationError([{ msg: TEMPLATE_MESSAGES.notASessionPlan, path: 'planTemplateId' }]);
      await countUse(caller, row);
      return { templateId: row.id, title: row.title, agenda: row.agenda };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
