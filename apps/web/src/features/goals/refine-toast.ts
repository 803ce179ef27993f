import { REFINE_IMPROVEMENTS_TOAST_MS, type GoalAssistanceType, type GoalSuggestion } from '@coaching/contract';
import { enqueueSnackbar } from 'notistack';
import { i18n } from '../../i18n/i18n.js';

/**
 * Spec section 9: after a Refine the AI answered, what it improved, as an info toast held 5 s.
 * notistack directly, because notify.info has no duration of its own (components/notify.ts).
 */
export function toastRefineImprovements(type: GoalAssistanceType, suggestion: Pick<GoalSuggestion, 'improvements'>): void {
  if (type !== 'refine') return;
  const improvements = suggestion.improvements.map((text) => text.trim()).filter((text) => text !== '');
  if (improvements.length === 0) return;
  const message = i18n.t('goals:assist.refined', { improvements: improvements.join('; ') });
  enqueueSnackbar(message, { variant: 'info', autoHideDuration: REFINE_IMPROVEMENTS_TOAST_MS });
}
