import type { CoachClient } from '@coaching/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

/** Active Chats, Sessions and Active Goals, as a list of terms and their counts. */
export function ClientCounters({ stats }: { stats: CoachClient['stats'] }) {
  const { t } = useTranslation('coach-clients');
  const format = useFormat();
  const counters = [
    { label: t('card.activeChats'), value: stats.activeConversations },
    { label: t('card.sessions'), value: stats.totalSessions },
    { label: t('card.activeGoals'), value: stats.activeGoals },
  ];
  return (
    <Box
      component="dl"
      aria-label={t('card.counters')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 2, textAlign: 'center' }}
    >
      {counters.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {format.number(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
