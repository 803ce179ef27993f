import type { CoachMetrics } from '@coaching/contract';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { TitledCard, CardEmpty } from '../../components/titled-card.js';
import { useCalendarDateLabel } from '../../i18n/calendar-date.js';
import { useRatingLabel } from './analytics-format.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';

type Week = CoachMetrics['series']['ratingsPerWeek'][number];

/** The clients' average rating week by week, on the 0-5 scale; a week without feedback is a gap in the line. */
export function RatingsChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('coach-analytics');
  const format = useFormat();
  const weekLabel = useCalendarDateLabel();
  const rating = useRatingLabel();
  const labels = weeks.map((week) => weekLabel(week.week));
  return (
    <TitledCard title={t('ratings.title')} description={t('ratings.description')}>
      {(titleId) =>
        weeks.every((week) => week.average === null) ? (
          <CardEmpty message={t('ratings.empty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('showTable')}
            chart={
              <LineChart
                height={300}
                xAxis={[{ scaleType: 'point', data: labels }]}
                yAxis={[{ min: 0, max: 5, valueFormatter: (value: number) => format.number(value) }]}
                series={[{ data: weeks.map((week) => week.average), label: t('ratings.average'), connectNulls: false, showMark: true, valueFormatter: rating }]}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('week') }, { label: t('ratings.average'), numeric: true }, { label: t('ratings.count'), numeric: true }]}
                rows={weeks.map((week, index) => ({
                  key: week.week,
                  header: labels[index] ?? week.week,
                  cells: [rating(week.average), format.number(week.count)],
                }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
