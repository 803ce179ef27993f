import type { SessionsAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, downloadName, type CardQuery, type FigureTable } from './analytics-card.js';
import { useBucketLabel, useFigures } from './analytics-format.js';

/** The revenue of the period's completed sessions in each day, week or month, and how it is counted. */
export function RevenueCard({ query, data }: { query: CardQuery; data: SessionsAnalytics | undefined }) {
  const { t } = useTranslation(['admin-analytics', 'messages']);
  const { palette } = useTheme();
  const label = useBucketLabel();
  const { money, count } = useFigures();
  const series = data?.series ?? [];
  const labels = series.map((point) => (data ? label(point.bucket, data.period.interval) : point.bucket));
  const table: FigureTable | null = data
    ? {
        columns: [{ label: t(`bucket.${data.period.interval}`) }, { label: t('sessions.completed'), numeric: true }, { label: t('revenue.revenue'), numeric: true }],
        rows: series.map((point, index) => ({ key: point.bucket, cells: [labels[index] ?? point.bucket, count(point.completed), money(point.revenue)] })),
      }
    : null;
  return (
    <AnalyticsCard
      title={t('revenue.title')}
      description={data ? t('revenue.descriptionTotal', { total: money(data.totals.revenue) }) : t('revenue.description')}
      fileName={downloadName('revenue', data?.period)}
      query={query}
      table={table}
      emptyMessage={t('empty')}
      note={t('messages:analytics.revenueBasis')}
      chart={
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[{ data: series.map((point) => point.revenue), label: t('revenue.revenue'), color: palette.success.main, area: true, valueFormatter: (value) => (value === null ? '' : money(value)) }]}
        />
      }
    />
  );
}
