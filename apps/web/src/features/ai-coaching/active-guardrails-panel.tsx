import { AI_COACHING_MESSAGES, type Guardrails } from '@coaching/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guardrailValue, useEffectiveGuardrails } from './guardrail-banner.js';

const FIELDS = Object.keys(AI_COACHING_MESSAGES.guardrailLabels) as (keyof Guardrails)[];

/** The coach view's 'Active Guardrails' panel (spec sections 2 and 6): every guardrail the AI works within. */
export function ActiveGuardrailsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('messages');
  const guardrails = useEffectiveGuardrails(userId);
  const shown = (value: Guardrails[keyof Guardrails]) =>
    Array.isArray(value) ? (value.length > 0 ? value.map(guardrailValue).join(', ') : t('aiCoaching.guardrailNone')) : guardrailValue(value);
  return (
    <Paper variant="outlined" component="section" aria-label={t('aiCoaching.activeGuardrails')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('aiCoaching.activeGuardrails')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {FIELDS.map((field) => (
          <Box key={field}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`aiCoaching.guardrailLabels.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textTransform: 'capitalize' }}>
              {shown(guardrails[field])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
