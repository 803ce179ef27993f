import type { ConversationsAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, downloadName, type CardQuery, type FigureTable } from './analytics-card.js';
import { useBucketLabel, useFigures } from './analytics-format.js';

const SERIES = ['aiConversations', 'aiMessages', 'safetyAlerts'] as const;

/** AI coaching over the period: conversations started, messages and safety alerts raised in each day, week or month. */
export function AiUsageCard({ query, data }: { query: CardQuery; data: ConversationsAnalytics | undefined }) {
  const { t } = useTranslation('admin-analytics');
  const { palette } = useTheme();
  const label = useBucketLabel();
  const { count } = useFigures();
  const series = data?.series ?? [];
  const labels = series.map((point) => (data ? label(point.bucket, data.period.interval) : point.bucket));
  const colors = { aiConversations: palette.primary.main, aiMessages: palette.info.main, safetyAlerts: palette.error.main };
  const table: FigureTable | null = data
    ? {
        columns: [{ label: t(`bucket.${data.period.interval}`) }, ...SERIES.map((key) => ({ label: t(`ai.${key}`), numeric: true }))],
        rows: series.map((point, index) => ({ key: point.bucket, cells: [labels[index] ?? point.bucket, ...SERIES.map((key) => count(point[key]))] })),
      }
    : null;
  return (
    <AnalyticsCard
      title={t('ai.title')}
      description={t('ai.description')}
      fileName={downloadName('ai-usage', data?.period)}
      query={query}
      table={table}
      emptyMessage={t('empty')}
      chart={
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={SERIES.map((key) => ({ data: series.map((point) => point[key]), label: t(`ai.${key}`), color: colors[key] }))}
        />
      }
    />
  );
}
