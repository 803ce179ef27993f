import { CreateTemplateBodySchema, type AgendaItem, type Template, type TemplateKind } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the template dialog edits: the create body, every field filled in. */
export type TemplateFormValues = { kind: TemplateKind; title: string; content: string; agenda: AgendaItem[] };

/** The contract's own rules (lengths, agenda items, what each kind needs), so the dialog says what the server would. */
export const templateFormResolver = zodResolver(CreateTemplateBodySchema) as unknown as Resolver<TemplateFormValues>;

export const NEW_AGENDA_ITEM: AgendaItem = { title: '', minutes: 10 };

export function templateFormValues(kind: TemplateKind, template?: Template): TemplateFormValues {
  if (template) return { kind: template.kind, title: template.title, content: template.content, agenda: template.agenda.map((item) => ({ ...item })) };
  return { kind, title: '', content: '', agenda: kind === 'session_plan' ? [{ ...NEW_AGENDA_ITEM }] : [] };
}

/** An agenda's length in minutes; a field being typed (NaN) counts as nothing yet. */
export const totalMinutes = (agenda: readonly { minutes: number }[]) => agenda.reduce((sum, item) => sum + (Number.isFinite(item.minutes) ? item.minutes : 0), 0);
