import type { PlatformAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, downloadName, type CardQuery, type FigureTable } from './analytics-card.js';
import { useBucketLabel, useFigures } from './analytics-format.js';

const ROLES = ['client', 'coach', 'admin'] as const;

/** New accounts by role in each of the last 12 months, stacked, and the accounts in use at each month's end. */
export function UserGrowthCard({ query, data }: { query: CardQuery; data: PlatformAnalytics | undefined }) {
  const { t } = useTranslation('admin-analytics');
  const { palette } = useTheme();
  const label = useBucketLabel();
  const { count } = useFigures();
  const months = data?.charts.userGrowth ?? [];
  const labels = months.map((month) => label(month.month, 'month'));
  const colors = { client: palette.primary.main, coach: palette.secondary.main, admin: palette.warning.main };
  const table: FigureTable | null = data
    ? {
        columns: [{ label: t('month') }, ...ROLES.map((role) => ({ label: t(`roles.${role}`), numeric: true })), { label: t('userGrowth.newUsers'), numeric: true }, { label: t('userGrowth.total'), numeric: true }],
        rows: months.map((month, index) => ({
          key: month.month,
          cells: [labels[index] ?? month.month, ...ROLES.map((role) => count(month.byRole[role])), count(month.newUsers), count(month.total)],
        })),
      }
    : null;
  return (
    <AnalyticsCard
      title={t('userGrowth.title')}
      description={t('userGrowth.description')}
      fileName={downloadName('user-growth', months.length ? { from: months[0]?.month ?? '', to: months.at(-1)?.month ?? '' } : undefined)}
      query={query}
      table={table}
      emptyMessage={t('empty')}
      chart={
        <>
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={ROLES.map((role) => ({ data: months.map((month) => month.byRole[role]), label: t(`roles.${role}`), color: colors[role], stack: 'new' }))}
          />
          <LineChart
            height={200}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: months.map((month) => month.total), label: t('userGrowth.total'), color: palette.info.main, area: true }]}
          />
        </>
      }
    />
  );
}
