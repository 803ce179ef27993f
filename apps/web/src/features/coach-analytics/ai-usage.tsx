import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachAiInsights } from '../../api/coach.js';
import { useFormat } from '../../i18n/format.js';
import { TitledCard, CardFailed, CardLoading } from '../../components/titled-card.js';
import { DataTable } from '../../components/data-table.js';

/**
 * The clients' AI coaching. GET /ai-coaching/coach-insights counts sessions for all clients together and lists
 * the active clients with their last activity only, so this shows those totals and that list: no per-client
 * chart, whose numbers the API does not give.
 */
export function AiUsage() {
  const { t } = useTranslation('coach-analytics');
  const format = useFormat();
  const query = useCoachAiInsights();
  return (
    <TitledCard title={t('ai.title')} description={t('ai.description')}>
      {(titleId) => {
        if (query.isPending) return <CardLoading label={t('ai.loading')} height={160} />;
        if (query.isError) return <CardFailed retryLabel={t('tryAgain')} message={t('ai.loadFailed')} onRetry={query.refetch} retrying={query.isFetching} />;
        const { totalClientAISessions, activeClients } = query.data;
        const totals = [
          { label: t('ai.totalSessions'), value: totalClientAISessions },
          { label: t('ai.activeClients'), value: activeClients.length },
        ];
        return (
          <>
            <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 2 }}>
              {totals.map((total) => (
                <Grid key={total.label} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="body2" color="text.secondary" component="dt">
                    {total.label}
                  </Typography>
                  <Typography variant="h5" component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {format.number(total.value)}
                  </Typography>
                </Grid>
              ))}
            </Grid>
            {activeClients.length === 0 ? (
              <Typography color="text.secondary">{t('ai.noActiveClients')}</Typography>
            ) : (
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('ai.client') }, { label: t('ai.lastActivity') }]}
                rows={activeClients.map((client) => ({ key: client.clientId, header: client.clientName, cells: [format.dateTime(client.lastActivity)] }))}
              />
            )}
          </>
        );
      }}
    </TitledCard>
  );
}
