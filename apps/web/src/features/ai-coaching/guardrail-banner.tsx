import { AI_COACHING_MESSAGES as M, defaultGuardrails, type Guardrails } from '@coaching/contract';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert } from '@mui/material';
import { useGuardrails } from '../../api/ai-coaching.js';

/** The user's guardrails, or the defaults while they load or when they cannot be read (spec section 7: a 404 is silent). */
export function useEffectiveGuardrails(userId: string): Guardrails {
  return useGuardrails(userId).data ?? defaultGuardrails();
}

export function guardrailSummary(guardrails: Guardrails): string {
  const focus = guardrails.focusAreas.length > 0 ? guardrails.focusAreas : guardrails.sessionGoals;
  return M.guardrailBanner(guardrails.communicationStyle, guardrails.responseLength, focus.length > 0 ? focus.join(', ') : M.guardrailNoFocus);
}

/** One compact line on how the AI coach is set up: style, length, focus. */
export function GuardrailBanner({ userId }: { userId: string }) {
  const guardrails = useEffectiveGuardrails(userId);
  return (
    <Alert role="note" severity="info" icon={<TuneIcon fontSize="small" />} sx={{ py: 0 }}>
      {guardrailSummary(guardrails)}
    </Alert>
  );
}
