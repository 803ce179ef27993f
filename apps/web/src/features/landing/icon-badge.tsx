import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A tinted tile behind a decorative icon (MUI icons without a title are already aria-hidden). */
export function IconBadge({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'secondary' }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: 'inline-grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        borderRadius: 2.5,
        color: tone === 'primary' ? 'primary.main' : theme.palette.mode === 'dark' ? 'secondary.main' : '#8a5a00',
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.12),
      })}
    >
      {children}
    </Box>
  );
}
