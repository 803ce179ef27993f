import { BarChart } from '@mui/x-charts/BarChart';
import { ChartWithTable } from './chart-with-table.js';
import { DataTable } from './data-table.js';
import { CardEmpty, TitledCard } from './titled-card.js';
import { useFormat } from '../i18n/format.js';
import { useCalendarDateLabel } from '../i18n/calendar-date.js';

export type WeekSeries<K extends string> = { key: K; label: string; color: string };

type Props<K extends string> = {
  title: string;
  description: string;
  /** Shown instead of the chart when every series is zero in every week. */
  emptyMessage: string;
  showTableLabel: string;
  /** The table's first column, naming the week. */
  weekLabel: string;
  weeks: ({ week: string } & Record<K, number>)[];
  series: readonly WeekSeries<K>[];
};

/**
 * A card of counts per week, stacked into one bar a week, with the same numbers as a table (a week's Monday
 * names the row). The coach's sessions per week and the client's activity per week are both this chart.
 */
export function StackedWeeksChart<K extends string>({ title, description, emptyMessage, showTableLabel, weekLabel, weeks, series }: Props<K>) {
  const format = useFormat();
  const dateLabel = useCalendarDateLabel();
  const empty = weeks.every((week) => series.every(({ key }) => week[key] === 0));
  const labels = weeks.map((week) => dateLabel(week.week));
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  return (
    <TitledCard title={title} description={description}>
      {(titleId) =>
        empty ? (
          <CardEmpty message={emptyMessage} />
        ) : (
          <ChartWithTable
            showTableLabel={showTableLabel}
            chart={
              <BarChart
                height={300}
                xAxis={[{ scaleType: 'band', data: labels }]}
                yAxis={[{ tickMinStep: 1, valueFormatter: count }]}
                series={series.map(({ key, label, color }) => ({ data: weeks.map((week) => week[key]), label, color, stack: 'weeks', valueFormatter: count }))}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: weekLabel }, ...series.map(({ label }) => ({ label, numeric: true }))]}
                rows={weeks.map((week, index) => ({ key: week.week, header: labels[index] ?? week.week, cells: series.map(({ key }) => format.number(week[key])) }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
