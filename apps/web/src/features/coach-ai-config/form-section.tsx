import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled part of the AI configuration form, named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}
