import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { partOfDay, useCoachZone } from './coach-time.js';

/** 'Good morning, Sarah': the part of the day on the coach's clock, and their first name (spec section 2). */
export function CoachGreeting() {
  const { t } = useTranslation('coach-dashboard');
  const { user } = useAuth();
  const zone = useCoachZone();
  const name = user?.profile.firstName.trim() || t('greeting.fallbackName');
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1">
        {t(`greeting.${partOfDay(Date.now(), zone)}`, { name })}
      </Typography>
      <Typography color="text.secondary">{t('subtitle')}</Typography>
    </Box>
  );
}
