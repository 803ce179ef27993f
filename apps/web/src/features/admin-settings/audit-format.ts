import type { AuditEntry } from '@coaching/contract';
import { i18n } from '../../i18n/i18n.js';
import { translateKey, valueLabel } from '../../i18n/localize-message.js';

/** The country of a crisis resource's target ('GB:crisis_line'), by its name in the reader's language. */
function countryName(code: string, language: string): string {
  if (code === 'ZZ') return translateKey('admin-settings:audit.everyOtherCountry');
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What an entry was about, as a reader says it: the settings by name, a crisis resource by country and kind, an account by its id. */
export function targetLabel(entry: Pick<AuditEntry, 'targetType' | 'targetId'>, language: string): string {
  const { targetType, targetId: id } = entry;
  if (targetType === 'settings') {
    if (id === 'general') return translateKey('admin-settings:audit.targets.settingsGeneral');
    if (id === 'ai') return translateKey('admin-settings:audit.targets.settingsAi');
    return translateKey('admin-settings:audit.targets.settings', { id });
  }
  if (targetType === 'crisis_resource') {
    const [country = '', kind = ''] = id.split(':');
    return translateKey('admin-settings:audit.targets.crisisResource', { id: `${countryName(country, language)} · ${valueLabel('admin-settings:audit.kinds', kind)}` });
  }
  const key = `admin-settings:audit.targets.${targetType}`;
  return i18n.exists(key) ? translateKey(key, { id }) : translateKey('admin-settings:audit.targets.other', { type: targetType, id });
}

/** An action as the reader says it; one this build has no words for, as recorded. */
export const actionLabel = (action: string) => valueLabel('admin-settings:audit.actions', action);

/** A recorded field's name in the reader's language; one the catalogue does not know, as recorded. */
export const fieldLabel = (field: string) => valueLabel('admin-settings:audit.fields', field);

/** A recorded value as text: yes or no, lists joined, nested values as JSON, nothing as '(none)'. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return translateKey('admin-settings:audit.changes.none');
  if (typeof value === 'boolean') return translateKey(value ? 'admin-settings:audit.changes.yes' : 'admin-settings:audit.changes.no');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.length ? value.join(', ') : translateKey('admin-settings:audit.changes.none');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry changed, each with its value before and after. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
}
