import type { PlatformAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';
import { useOverviewFormat } from './overview-format.js';

type Months = PlatformAnalytics['charts']['userGrowth'];

/** The accounts at the end of each of the last 12 months, and those who joined in the month, with the same as a table. */
export function UserGrowthChart({ months }: { months: Months }) {
  const { t } = useTranslation('admin-dashboard');
  const theme = useTheme();
  const format = useFormat();
  const figures = useOverviewFormat();
  const labels = months.map((point) => figures.month(point.month));
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  return (
    <TitledCard title={t('charts.userGrowth.title')} description={t('charts.userGrowth.description')}>
      {(titleId) =>
        months.every((point) => point.total === 0) ? (
          <CardEmpty message={t('charts.userGrowth.empty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('charts.showTable')}
            chart={
              <LineChart
                height={280}
                xAxis={[{ scaleType: 'point', data: labels }]}
                yAxis={[{ tickMinStep: 1, valueFormatter: count }]}
                series={[
                  { data: months.map((point) => point.total), label: t('charts.userGrowth.total'), color: theme.palette.primary.main, valueFormatter: count },
                  { data: months.map((point) => point.newUsers), label: t('charts.userGrowth.newUsers'), color: theme.palette.secondary.main, valueFormatter: count },
                ]}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('charts.userGrowth.month') }, { label: t('charts.userGrowth.total'), numeric: true }, { label: t('charts.userGrowth.newUsers'), numeric: true }]}
                rows={months.map((point, index) => ({ key: point.month, header: labels[index] ?? point.month, cells: [format.number(point.total), format.number(point.newUsers)] }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
