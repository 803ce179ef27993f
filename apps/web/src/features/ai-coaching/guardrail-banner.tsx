import { defaultGuardrails, type Guardrails } from '@coaching/contract';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGuardrails } from '../../api/ai-coaching.js';
import { i18n } from '../../i18n/i18n.js';
import { valueLabel } from '../../i18n/localize-message.js';

/** The user's guardrails, or the defaults while they load or when they cannot be read (spec section 7: a 404 is silent). */
export function useEffectiveGuardrails(userId: string): Guardrails {
  return useGuardrails(userId).data ?? defaultGuardrails();
}

/** A guardrail's value as the reader says it: a named setting or focus area translated, a coach's own words as typed. */
export function guardrailValue(value: string): string {
  const named = valueLabel('ai-coaching:guardrailValues', value);
  return named === value ? valueLabel('common:labels.focusAreas', value) : named;
}

export function guardrailSummary(guardrails: Guardrails): string {
  const focus = (guardrails.focusAreas.length > 0 ? guardrails.focusAreas : guardrails.sessionGoals).map(guardrailValue);
  return i18n.t('messages:aiCoaching.guardrailBanner', {
    style: guardrailValue(guardrails.communicationStyle),
    length: guardrailValue(guardrails.responseLength),
    focus: focus.length > 0 ? focus.join(', ') : i18n.t('messages:aiCoaching.guardrailNoFocus'),
  });
}

/** A coach's assistant helps with their practice: its style and length matter, a client's session goals do not. */
function practiceSummary(guardrails: Guardrails): string {
  return i18n.t('ai-coaching:coachGuardrailBanner', { style: guardrailValue(guardrails.communicationStyle), length: guardrailValue(guardrails.responseLength) });
}

/** One compact line on how the AI coach (or a coach's assistant) is set up: style, length, focus. */
export function GuardrailBanner({ userId, practice = false }: { userId: string; practice?: boolean }) {
  // Renders again in a newly chosen language.
  useTranslation();
  const guardrails = useEffectiveGuardrails(userId);
  return (
    <Alert role="note" severity="info" icon={<TuneIcon fontSize="small" />} sx={{ py: 0 }}>
      {practice ? practiceSummary(guardrails) : guardrailSummary(guardrails)}
    </Alert>
  );
}
