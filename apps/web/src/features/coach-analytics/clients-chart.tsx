import type { CoachClient } from '@coaching/contract';
import { Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { TitledCard, CardEmpty, CardFailed, CardLoading } from '../../components/titled-card.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { useClientProgress } from './use-client-progress.js';
import { clientName } from '../../i18n/person-name.js';

/** One bar pair per client, so the chart grows with the list. */
const ROW_HEIGHT = 36;

/** Goal completion per client: the goals they have completed beside those still active, stacked into one bar. */
export function ClientsChart() {
  const { t } = useTranslation('coach-analytics');
  const query = useClientProgress();
  return (
    <TitledCard title={t('clients.title')} description={t('clients.description')}>
      {(titleId) =>
        query.isPending ? (
          <CardLoading label={t('clients.loading')} height={280} />
        ) : query.isError ? (
          <CardFailed retryLabel={t('tryAgain')} message={t('clients.loadFailed')} onRetry={query.refetch} retrying={query.isFetching} />
        ) : query.data.clients.length === 0 ? (
          <CardEmpty message={t('clients.empty')} />
        ) : (
          <ClientsContent titleId={titleId} clients={query.data.clients} total={query.data.pagination.total} />
        )
      }
    </TitledCard>
  );
}

function ClientsContent({ titleId, clients, total }: { titleId: string; clients: CoachClient[]; total: number }) {
  const { t } = useTranslation('coach-analytics');
  const format = useFormat();
  const { palette } = useTheme();
  const names = clients.map(clientName);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  /** The completed share of the goals that are completed or active; said in words for a client with neither. */
  const completion = ({ stats }: CoachClient) => {
    const total = stats.completedGoals + stats.activeGoals;
    return total === 0 ? t('clients.noGoals') : format.percent(Math.round((stats.completedGoals / total) * 100));
  };
  return (
    <Stack spacing={1}>
      {total > clients.length && (
        <Typography variant="body2" color="text.secondary">
          {t('clients.firstOf', { shown: format.number(clients.length), total: format.number(total) })}
        </Typography>
      )}
      <ChartWithTable
        showTableLabel={t('showTable')}
        chart={
          <BarChart
            layout="horizontal"
            height={80 + clients.length * ROW_HEIGHT}
            yAxis={[{ scaleType: 'band', data: names, width: 120 }]}
            xAxis={[{ tickMinStep: 1, valueFormatter: count }]}
            series={[
              {
                data: clients.map((client) => client.stats.completedGoals),
                label: t('clients.completedGoals'),
                stack: 'goals',
                color: palette.success.main,
                valueFormatter: count,
              },
              { data: clients.map((client) => client.stats.activeGoals), label: t('clients.activeGoals'), stack: 'goals', color: palette.primary.main, valueFormatter: count },
            ]}
          />
        }
        table={
          <DataTable
            labelledBy={titleId}
            columns={[
              { label: t('clients.client') },
              { label: t('clients.completedGoals'), numeric: true },
              { label: t('clients.activeGoals'), numeric: true },
              { label: t('clients.completion'), numeric: true },
            ]}
            rows={clients.map((client, index) => ({
              key: client._id,
              header: names[index] ?? client.email,
              cells: [format.number(client.stats.completedGoals), format.number(client.stats.activeGoals), completion(client)],
            }))}
          />
        }
      />
    </Stack>
  );
}
