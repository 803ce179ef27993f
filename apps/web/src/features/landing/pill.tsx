import { Box } from '@mui/material';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'secondary' | 'outlined';

/** A static label in chip form; MUI Chip would bring its delete and click machinery for text that does nothing. */
export function Pill({ children, tone = 'outlined' }: { children: ReactNode; tone?: Tone }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: tone === 'outlined' ? 500 : 700,
        lineHeight: 1.4,
        border: 1,
        borderColor: tone === 'outlined' ? 'divider' : 'transparent',
        bgcolor: tone === 'outlined' ? 'transparent' : `${tone}.main`,
        color: tone === 'outlined' ? 'text.primary' : `${tone}.contrastText`,
      }}
    >
      {children}
    </Box>
  );
}
