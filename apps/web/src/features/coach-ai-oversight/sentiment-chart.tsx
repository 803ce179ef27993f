import type { SentimentPoint } from '@coaching/contract';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useScoreLabel } from './oversight-format.js';

/** The sentiment of each client message in order: its number, time and score, never its words. */
export function SentimentChart({ points }: { points: SentimentPoint[] }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const score = useScoreLabel();
  return (
    <TitledCard title={t('analysis.sentimentTitle')} description={t('analysis.sentimentDescription')}>
      {(titleId) =>
        points.length === 0 ? (
          <CardEmpty message={t('analysis.sentimentEmpty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('showTable')}
            chart={
              <LineChart
                height={260}
                xAxis={[{ scaleType: 'point', data: points.map((point) => point.index), valueFormatter: (index: number) => format.number(index) }]}
                yAxis={[{ min: 0, max: 1 }]}
                series={[{ label: t('analysis.score'), data: points.map((point) => point.score), valueFormatter: (value: number | null) => score(value) }]}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('analysis.message') }, { label: t('analysis.sentAt'), numeric: true }, { label: t('analysis.score'), numeric: true }]}
                rows={points.map((point) => ({ key: String(point.index), header: format.number(point.index), cells: [format.dateTime(point.at), score(point.score)] }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
