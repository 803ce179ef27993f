import { REFINE_IMPROVEMENTS_TOAST_MS, type GoalAssistanceType, type GoalSuggestion } from '@coaching/contract';
import { notify } from '../../components/notify.js';
import { i18n } from '../../i18n/i18n.js';

/**
 * Spec section 9: after a Refine the AI answered, an info toast about what it improved, held 5 s. It only counts
 * the improvements and points to the suggestion, which lists them: a toast long enough to list them covered the
 * steps. One line at the bottom centre falls below the Goal Assistant's steps, where the right-hand corner would
 * cover the suggestion (e2e/journeys/goals.test.ts checks both at 1440 x 900).
 */
export function toastRefineImprovements(type: GoalAssistanceType, suggestion: Pick<GoalSuggestion, 'improvements'>): void {
  if (type !== 'refine') return;
  const count = suggestion.improvements.filter((text) => text.trim() !== '').length;
  if (count === 0) return;
  notify.info(i18n.t('goals:assist.refined', { count }), { autoHideDuration: REFINE_IMPROVEMENTS_TOAST_MS });
}
