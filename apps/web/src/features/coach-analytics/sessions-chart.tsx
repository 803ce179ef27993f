import type { CoachMetrics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StackedWeeksChart } from '../../components/stacked-weeks-chart.js';

type Week = CoachMetrics['series']['sessionsPerWeek'][number];

/** Completed, cancelled and no-show sessions of the last 12 weeks, stacked week by week. */
export function SessionsChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('coach-analytics');
  const { palette } = useTheme();
  return (
    <StackedWeeksChart
      title={t('sessions.title')}
      description={t('sessions.description')}
      emptyMessage={t('sessions.empty')}
      showTableLabel={t('showTable')}
      weekLabel={t('week')}
      weeks={weeks}
      series={[
        { key: 'completed', label: t('sessions.completed'), color: palette.success.main },
        { key: 'cancelled', label: t('sessions.cancelled'), color: palette.grey[500] },
        { key: 'noShow', label: t('sessions.noShow'), color: palette.warning.main },
      ]}
    />
  );
}
