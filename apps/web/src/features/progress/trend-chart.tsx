import { MOOD_SCALE, type ClientProgress } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';
import { useCalendarDateLabel } from '../../i18n/calendar-date.js';
import { useScaleLabel } from './progress-format.js';

type Day = ClientProgress['days'][number];

/** The last 30 days: mood and confidence on the 1-10 scale (left axis), engagement in activities (right axis). */
export function TrendChart({ days }: { days: Day[] }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const dayLabel = useCalendarDateLabel();
  const scaleLabel = useScaleLabel();
  const { palette } = useTheme();
  const empty = days.every((day) => day.mood === null && day.confidence === null && day.engagement === 0);
  const labels = days.map((day) => dayLabel(day.date));
  const scale = (value: number | null) => scaleLabel(value);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  return (
    <TitledCard title={t('trend.title')} description={t('trend.description')}>
      {(titleId) =>
        empty ? (
          <CardEmpty message={t('trend.empty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('showTable')}
            chart={
              <LineChart
                height={300}
                xAxis={[{ scaleType: 'point', data: labels }]}
                yAxis={[
                  { id: 'scale', min: MOOD_SCALE.min, max: MOOD_SCALE.max, position: 'left' },
                  { id: 'activities', position: 'right', tickMinStep: 1, min: 0 },
                ]}
                series={[
                  { data: days.map((day) => day.mood), label: t('trend.mood'), yAxisId: 'scale', color: palette.primary.main, connectNulls: true, valueFormatter: scale },
                  { data: days.map((day) => day.confidence), label: t('trend.confidence'), yAxisId: 'scale', color: palette.success.main, connectNulls: true, valueFormatter: scale },
                  { data: days.map((day) => day.engagement), label: t('trend.engagement'), yAxisId: 'activities', color: palette.warning.main, area: false, valueFormatter: count },
                ]}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('trend.day') }, { label: t('trend.mood'), numeric: true }, { label: t('trend.confidence'), numeric: true }, { label: t('trend.engagement'), numeric: true }]}
                rows={days.map((day, index) => ({
                  key: day.date,
                  header: labels[index] ?? day.date,
                  cells: [scaleLabel(day.mood), scaleLabel(day.confidence), format.number(day.engagement)],
                }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
