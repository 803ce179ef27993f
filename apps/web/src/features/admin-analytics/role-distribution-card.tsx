import type { PlatformAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, type CardQuery, type FigureTable } from './analytics-card.js';
import { useFigures } from './analytics-format.js';

/** The accounts in use by role, and how many of each are active. */
export function RoleDistributionCard({ query, data }: { query: CardQuery; data: PlatformAnalytics | undefined }) {
  const { t } = useTranslation('admin-analytics');
  const { palette } = useTheme();
  const { count } = useFigures();
  const roles = data?.charts.roleDistribution ?? [];
  const colors = { client: palette.primary.main, coach: palette.secondary.main, admin: palette.warning.main };
  const table: FigureTable | null = data
    ? {
        columns: [{ label: t('roleDistribution.role') }, { label: t('roleDistribution.accounts'), numeric: true }, { label: t('roleDistribution.active'), numeric: true }],
        rows: roles.map((row) => ({ key: row.role, cells: [t(`roles.${row.role}`), count(row.count), count(row.active)] })),
      }
    : null;
  return (
    <AnalyticsCard
      title={t('roleDistribution.title')}
      description={t('roleDistribution.description')}
      fileName="role-distribution"
      query={query}
      table={table}
      emptyMessage={t('empty')}
      chart={
        <PieChart
          height={240}
          series={[{ innerRadius: 50, data: roles.map((row) => ({ id: row.role, value: row.count, label: t(`roles.${row.role}`), color: colors[row.role] })) }]}
        />
      }
    />
  );
}
