import { AI_COACHING_MESSAGES as M, type Guardrails } from '@coaching/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useEffectiveGuardrails } from './guardrail-banner.js';

const FIELDS = Object.keys(M.guardrailLabels) as (keyof Guardrails)[];

const shown = (value: Guardrails[keyof Guardrails]) => (Array.isArray(value) ? (value.length > 0 ? value.join(', ') : M.guardrailNone) : value);

/** The coach view's 'Active Guardrails' panel (spec sections 2 and 6): every guardrail the AI works within. */
export function ActiveGuardrailsPanel({ userId }: { userId: string }) {
  const guardrails = useEffectiveGuardrails(userId);
  return (
    <Paper variant="outlined" component="section" aria-label={M.activeGuardrails} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {M.activeGuardrails}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {FIELDS.map((field) => (
          <Box key={field}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {M.guardrailLabels[field]}
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
