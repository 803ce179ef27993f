import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One saved value in view mode: what it is, then the value (or the section's words for an empty one). */
export function ProfileDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
