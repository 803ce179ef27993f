import type { ClientAiConfig, Guardrails, UpdateClientAiConfig } from '@coaching/contract';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedEntries<T extends object>(next: T, saved: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(value, saved[key as keyof T]))) as Partial<T>;
}

/**
 * What the coach changed, as PUT's `config`: fields left out keep their value on the server. The communication
 * style is edited once, at the top level; the server keeps guardrails.communicationStyle the same.
 */
export function aiConfigChanges(next: ClientAiConfig, saved: ClientAiConfig): UpdateClientAiConfig {
  const { guardrails, ...rest } = next;
  const { guardrails: savedGuardrails, ...savedRest } = saved;
  const { communicationStyle: _edited, ...guardrailFields } = guardrails;
  const { communicationStyle: _saved, ...savedGuardrailFields } = savedGuardrails;
  const guardrailChanges: Partial<Guardrails> = changedEntries(guardrailFields, savedGuardrailFields);
  return { ...changedEntries(rest, savedRest), ...(Object.keys(guardrailChanges).length > 0 ? { guardrails: guardrailChanges } : {}) };
}
