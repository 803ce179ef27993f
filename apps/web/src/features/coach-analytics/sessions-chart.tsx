import type { CoachMetrics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { TitledCard, CardEmpty } from '../../components/titled-card.js';
import { useWeekLabel } from './analytics-format.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';

type Week = CoachMetrics['series']['sessionsPerWeek'][number];

/** Completed, cancelled and no-show sessions of the last 12 weeks, stacked week by week. */
export function SessionsChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('coach-analytics');
  const format = useFormat();
  const weekLabel = useWeekLabel();
  const { palette } = useTheme();
  const empty = weeks.every((week) => week.completed + week.cancelled + week.noShow === 0);
  const labels = weeks.map((week) => weekLabel(week.week));
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const series = [
    { key: 'completed', label: t('sessions.completed'), color: palette.success.main },
    { key: 'cancelled', label: t('sessions.cancelled'), color: palette.grey[500] },
    { key: 'noShow', label: t('sessions.noShow'), color: palette.warning.main },
  ] as const;
  return (
    <TitledCard title={t('sessions.title')} description={t('sessions.description')}>
      {(titleId) =>
        empty ? (
          <CardEmpty message={t('sessions.empty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('showTable')}
            chart={
              <BarChart
                height={300}
                xAxis={[{ scaleType: 'band', data: labels }]}
                yAxis={[{ tickMinStep: 1, valueFormatter: count }]}
                series={series.map(({ key, label, color }) => ({ data: weeks.map((week) => week[key]), label, color, stack: 'sessions', valueFormatter: count }))}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('week') }, ...series.map(({ label }) => ({ label, numeric: true }))]}
                rows={weeks.map((week, index) => ({
                  key: week.week,
                  header: labels[index] ?? week.week,
                  cells: series.map(({ key }) => format.number(week[key])),
                }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
