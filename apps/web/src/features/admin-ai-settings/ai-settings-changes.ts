import type { AiSettings, UpdateAiSettingsBody } from '@coaching/contract';

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

function changed<T extends object>(edited: T, saved: T): Partial<T> {
  return Object.fromEntries(Object.entries(edited).filter(([key, value]) => differs(value, saved[key as keyof T]))) as Partial<T>;
}

/**
 * What a Save sends: only the defaults, guardrails and rate that changed, so that another admin's change to
 * another field meanwhile stays.
 */
export function aiSettingsChanges(edited: AiSettings, saved: AiSettings): UpdateAiSettingsBody {
  const { guardrails, ...model } = edited.defaults;
  const { guardrails: savedGuardrails, ...savedModel } = saved.defaults;
  const guardrailChanges = changed(guardrails, savedGuardrails);
  const defaults = { ...changed(model, savedModel), ...(Object.keys(guardrailChanges).length ? { guardrails: guardrailChanges } : {}) };
  return {
    ...(Object.keys(defaults).length ? { defaults } : {}),
    ...(edited.messagesPerMinute !== saved.messagesPerMinute ? { messagesPerMinute: edited.messagesPerMinute } : {}),
  };
}
