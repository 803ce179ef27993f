import type { SessionsAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, downloadName, type CardQuery, type FigureTable } from './analytics-card.js';
import { useBucketLabel, useFigures } from './analytics-format.js';

const STATUSES = ['completed', 'cancelled', 'noShow'] as const;

/** The period's sessions by when they start: completed, cancelled and missed in each day, week or month. */
export function SessionActivityCard({ query, data }: { query: CardQuery; data: SessionsAnalytics | undefined }) {
  const { t } = useTranslation('admin-analytics');
  const { palette } = useTheme();
  const label = useBucketLabel();
  const { count } = useFigures();
  const series = data?.series ?? [];
  const labels = series.map((point) => (data ? label(point.bucket, data.period.interval) : point.bucket));
  const colors = { completed: palette.success.main, cancelled: palette.grey[500], noShow: palette.warning.main };
  const table: FigureTable | null = data
    ? {
        columns: [{ label: t(`bucket.${data.period.interval}`) }, ...STATUSES.map((status) => ({ label: t(`sessions.${status}`), numeric: true })), { label: t('sessions.total'), numeric: true }],
        rows: series.map((point, index) => ({ key: point.bucket, cells: [labels[index] ?? point.bucket, ...STATUSES.map((status) => count(point[status])), count(point.total)] })),
      }
    : null;
  return (
    <AnalyticsCard
      title={t('sessions.title')}
      description={t('sessions.description')}
      fileName={downloadName('session-activity', data?.period)}
      query={query}
      table={table}
      emptyMessage={t('empty')}
      chart={
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={STATUSES.map((status) => ({ data: series.map((point) => point[status]), label: t(`sessions.${status}`), color: colors[status], stack: 'sessions' }))}
        />
      }
    />
  );
}
