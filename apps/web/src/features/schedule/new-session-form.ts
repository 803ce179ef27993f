import { SESSION_LIMITS, type CreateSessionBody, type SessionLocationType } from '@coaching/contract';
import { zonedInstant } from './schedule-time.js';

/** What the coach fills in; the day and time are read on the coach's clock. */
export type NewSessionForm = {
  clientId: string;
  day: string;
  time: string;
  duration: string;
  locationType: SessionLocationType;
  details: string;
  title: string;
  notes: string;
  /** One of the coach's session plans, or '' for none. */
  planTemplateId: string;
};

export type FormErrors = Partial<Record<'clientId' | 'when' | 'duration' | 'title', string>>;

/** The words of each problem, in the reader's language (keys of the 'messages' and 'schedule' catalogues). */
export type ErrorTexts = { client: string; date: string; duration: string; title: string };

export function validate(form: NewSessionForm, texts: ErrorTexts): FormErrors {
  const errors: FormErrors = {};
  if (!form.clientId) errors.clientId = texts.client;
  if (!form.day || !form.time) errors.when = texts.date;
  const duration = Number(form.duration);
  if (!Number.isInteger(duration) || duration < SESSION_LIMITS.durationMin || duration > SESSION_LIMITS.durationMax) errors.duration = texts.duration;
  if (form.title.trim() === '') errors.title = texts.title;
  return errors;
}

export function toBody(form: NewSessionForm, zone: string): CreateSessionBody {
  return {
    clientId: form.clientId,
    title: form.title.trim(),
    scheduledDate: zonedInstant(form.day, form.time, zone),
    duration: Number(form.duration),
    location: { type: form.locationType, details: form.details.trim() },
    ...(form.notes.trim() ? { notes: form.notes } : {}),
    ...(form.planTemplateId ? { planTemplateId: form.planTemplateId } : {}),
  };
}
