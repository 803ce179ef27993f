import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Pill } from './pill.js';

type Row = { label: string; action?: { name: string; color: 'primary' | 'secondary' }; text: ReactNode };

const ROWS: Row[] = [
  { label: 'Intended', action: { name: 'Move', color: 'primary' }, text: 'Propose a direction so the team can get going.' },
  { label: 'Experienced', text: 'The decision is already made. Our concerns do not count.' },
  { label: 'The moment needs', action: { name: 'Bystand', color: 'secondary' }, text: '“It has gone quiet. What am I missing?”' },
];

/** The pitch in one worked example: what a leader meant, what the room heard, and what would help. */
export function MomentCard() {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, p: { xs: 3, sm: 4 }, borderRadius: 4, boxShadow: '0 24px 48px -24px rgba(16, 36, 64, 0.35)', maxWidth: 480, mx: 'auto' }}
    >
      <Typography component="figcaption" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6, mb: 1.5 }}>
        Example: one sentence, two readings
      </Typography>
      <Typography component="blockquote" sx={{ m: 0, fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.35 }}>
        “Let’s just go with my plan for the launch.”
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 3 }}>
        {ROWS.map((row, index) => (
          <Box key={row.label} sx={index > 0 ? { borderTop: 1, borderColor: 'divider', mt: 2, pt: 2 } : undefined}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {row.label}
              </Typography>
              {row.action && <Pill tone={row.action.color}>{row.action.name}</Pill>}
            </Box>
            <Typography component="dd" sx={{ m: 0 }}>
              {row.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
