import type { CoachAiAnalytics, ClientAiTrends } from '@coaching/contract';
import { Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useCalendarDateLabel } from '../../i18n/calendar-date.js';
import { useScoreLabel } from './oversight-format.js';

/** More lines than this are unreadable: the most active clients are drawn, the tables list everyone. */
const CLIENTS_DRAWN = 5;

/** Sentiment and messages per week, a line or a bar per client, each with its table. */
export function TrendsCharts({ analytics }: { analytics: CoachAiAnalytics }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const score = useScoreLabel();
  const weekLabel = useCalendarDateLabel();
  const active = analytics.clients.filter((client) => client.messages > 0);
  const drawn = [...active].sort((a, b) => b.messages - a.messages).slice(0, CLIENTS_DRAWN);
  const labels = analytics.weeks.map(weekLabel);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const rows = (cell: (client: ClientAiTrends, index: number) => string) =>
    analytics.weeks.map((week, index) => ({ key: week, header: labels[index] ?? week, cells: active.map((client) => cell(client, index)) }));
  const columns = [{ label: t('week') }, ...active.map((client) => ({ label: client.clientName, numeric: true }))];
  const note = active.length > CLIENTS_DRAWN && (
    <Typography variant="caption" color="text.secondary">
      {t('charts.mostActive', { count: CLIENTS_DRAWN })}
    </Typography>
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TitledCard title={t('charts.sentimentTitle')} description={t('charts.sentimentDescription')}>
          {(titleId) =>
            active.length === 0 ? (
              <CardEmpty message={t('charts.empty')} />
            ) : (
              <ChartWithTable
                showTableLabel={t('showTable')}
                chart={
                  <>
                    <LineChart
                      height={280}
                      xAxis={[{ scaleType: 'point', data: labels }]}
                      yAxis={[{ min: 0, max: 1 }]}
                      series={drawn.map((client) => ({
                        label: client.clientName,
                        data: client.weeks.map((week) => week.sentiment),
                        connectNulls: true,
                        valueFormatter: (value: number | null) => score(value),
                      }))}
                    />
                    {note}
                  </>
                }
                table={<DataTable labelledBy={titleId} columns={columns} rows={rows((client, index) => score(client.weeks[index]?.sentiment))} />}
              />
            )
          }
        </TitledCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TitledCard title={t('charts.messagesTitle')} description={t('charts.messagesDescription')}>
          {(titleId) =>
            active.length === 0 ? (
              <CardEmpty message={t('charts.empty')} />
            ) : (
              <ChartWithTable
                showTableLabel={t('showTable')}
                chart={
                  <>
                    <BarChart
                      height={280}
                      xAxis={[{ scaleType: 'band', data: labels }]}
                      yAxis={[{ tickMinStep: 1, valueFormatter: count }]}
                      series={drawn.map((client) => ({
                        label: client.clientName,
                        data: client.weeks.map((week) => week.messages),
                        stack: 'messages',
                        valueFormatter: count,
                      }))}
                    />
                    {note}
                  </>
                }
                table={<DataTable labelledBy={titleId} columns={columns} rows={rows((client, index) => format.number(client.weeks[index]?.messages ?? 0))} />}
              />
            )
          }
        </TitledCard>
      </Grid>
    </Grid>
  );
}
