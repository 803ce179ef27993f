import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BigCalendarProps } from './big-calendar.js';

// The calendar library comes only with a calendar on screen, not with the list.
const BigCalendar = lazy(() => import('./big-calendar.js'));

export function LazyCalendar(props: BigCalendarProps) {
  const { t } = useTranslation('schedule');
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label={t('calendar.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress />
        </Box>
      }
    >
      <BigCalendar {...props} />
    </Suspense>
  );
}
