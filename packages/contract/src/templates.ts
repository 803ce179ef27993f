import { z } from 'zod';
import { IdSchema } from './envelope.js';
import { TEMPLATE_MESSAGES } from './messages.js';

/**
 * The coach's templates (issue 18, Templates): session plans (an agenda of timed items, attached to a
 * session when scheduling) and message templates (a text inserted in a conversation). Each is the
 * coach's own; a use is counted when a plan is attached or a message inserted.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const TEMPLATE_KINDS = ['session_plan', 'message'] as const;
export const TemplateKindSchema = z.enum(TEMPLATE_KINDS, { error: TEMPLATE_MESSAGES.kindInvalid });
export type TemplateKind = z.infer<typeof TemplateKindSchema>;

export const TEMPLATE_LIMITS = {
  titleMaxLength: 200,
  contentMaxLength: 5_000,
  agendaMaxItems: 20,
  agendaTitleMaxLength: 200,
  agendaMinutesMin: 1,
  agendaMinutesMax: 240,
} as const;

/** Where a message template names the client: replaced by their first name when it is inserted. */
export const TEMPLATE_FIRST_NAME_PLACEHOLDER = '{{firstName}}';

export const AgendaItemSchema = z.object({
  title: z
    .string({ error: TEMPLATE_MESSAGES.agendaTitleRequired })
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.agendaTitleRequired, abort: true })
    .max(TEMPLATE_LIMITS.agendaTitleMaxLength, { error: TEMPLATE_MESSAGES.agendaTitleTooLong }),
  minutes: z
    .number({ error: TEMPLATE_MESSAGES.minutesInvalid })
    .int({ error: TEMPLATE_MESSAGES.minutesInvalid })
    .min(TEMPLATE_LIMITS.agendaMinutesMin, { error: TEMPLATE_MESSAGES.minutesInvalid })
    .max(TEMPLATE_LIMITS.agendaMinutesMax, { error: TEMPLATE_MESSAGES.minutesInvalid }),
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;

export const TemplateSchema = z.object({
  _id: IdSchema,
  kind: TemplateKindSchema,
  title: z.string(),
  /** A message template's text ('' for a session plan unless the coach adds notes). */
  content: z.string(),
  /** A session plan's agenda, in order ([] for a message template). */
  agenda: z.array(z.object({ title: z.string(), minutes: z.number().int() })),
  useCount: z.number().int().describe('Sessions scheduled with this plan, or times this message was inserted'),
  lastUsedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Template = z.infer<typeof TemplateSchema>;

const TitleSchema = z
  .string({ error: TEMPLATE_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: TEMPLATE_MESSAGES.titleRequired, abort: true })
  .max(TEMPLATE_LIMITS.titleMaxLength, { error: TEMPLATE_MESSAGES.titleTooLong });
const ContentSchema = z.string().max(TEMPLATE_LIMITS.contentMaxLength, { error: TEMPLATE_MESSAGES.contentTooLong });
const AgendaSchema = z.array(AgendaItemSchema).max(TEMPLATE_LIMITS.agendaMaxItems, { error: TEMPLATE_MESSAGES.agendaTooLong });

/** What each kind needs: a session plan at least one agenda item, a message template some text. */
export function templateProblem(template: { kind: TemplateKind; content: string; agenda: readonly unknown[] }): { msg: string; path: 'agenda' | 'content' } | undefined {
  if (template.kind === 'session_plan' && template.agenda.length === 0) return { msg: TEMPLATE_MESSAGES.agendaRequired, path: 'agenda' };
  if (template.kind === 'message' && template.content.trim() === '') return { msg: TEMPLATE_MESSAGES.contentRequired, path: 'content' };
  return undefined;
}

export const CreateTemplateBodySchema = z
  .object({
    kind: TemplateKindSchema,
    title: TitleSchema,
    content: ContentSchema.default(''),
    agenda: AgendaSchema.default([]),
  })
  .superRefine((body, context) => {
    const problem = templateProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem.msg, path: [problem.path] });
  });
export type CreateTemplateBody = z.input<typeof CreateTemplateBodySchema>;

/** Any of the fields; the template keeps its kind, and must still have what its kind needs. */
export const UpdateTemplateBodySchema = z.object({
  title: TitleSchema.optional(),
  content: ContentSchema.optional(),
  agenda: AgendaSchema.optional(),
});
export type UpdateTemplateBody = z.input<typeof UpdateTemplateBodySchema>;

export const TemplateListQuerySchema = z.object({
  kind: TemplateKindSchema.optional().describe('Only session plans, or only message templates'),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

export const TemplateListSchema = z.object({ templates: z.array(TemplateSchema) });
export type TemplateList = z.infer<typeof TemplateListSchema>;
export const TemplateResultSchema = z.object({ template: TemplateSchema });
export type TemplateResult = z.infer<typeof TemplateResultSchema>;

/** The plan attached to a session: a copy of the template's title and agenda when it was scheduled, kept as it was. */
export const SessionPlanSchema = z.object({
  templateId: IdSchema.nullable().describe('The template it was copied from, which may since have changed or been deleted'),
  title: z.string(),
  agenda: z.array(z.object({ title: z.string(), minutes: z.number().int() })),
});
export type SessionPlan = z.infer<typeof SessionPlanSchema>;
