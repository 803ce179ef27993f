import type { CoachClient } from '@coaching/contract';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Completed over total sessions as a bar, named and said in words for screen readers. */
export function SessionProgress({ stats }: { stats: Pick<CoachClient['stats'], 'totalSessions' | 'completedSessions'> }) {
  const { t } = useTranslation('coach-clients');
  const labelId = useId();
  const { totalSessions: total, completedSessions: completed } = stats;
  const value = total > 0 ? Math.round((completed / total) * 100) : 0;
  const text = total > 0 ? t('card.progress', { completed, count: total }) : t('card.noSessions');
  return (
    <Box>
      <Typography id={labelId} variant="caption" color="text.secondary" component="p">
        {t('card.progressLabel')}
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-labelledby={labelId} aria-valuetext={text} sx={{ my: 0.5, height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary" component="p" aria-hidden="true">
        {text}
      </Typography>
    </Box>
  );
}
