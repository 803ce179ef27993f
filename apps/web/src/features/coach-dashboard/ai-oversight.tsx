import { PATHS } from '@coaching/contract';
import InsightsIcon from '@mui/icons-material/Insights';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCoachAiInsights } from '../../api/coach.js';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { AiAssistanceOff } from '../../components/ai-assistance-off.js';
import { AiSummaries } from './ai-summaries.js';
import { OversightCounters } from './oversight-counters.js';
import { BlockFailed, BlockLoading, DashboardBlock } from './dashboard-block.js';

/** The AI Coaching Oversight block of spec section 2: counters, the first alert, and the latest summaries. */
export function AiOversight() {
  const { t } = useTranslation('coach-dashboard');
  const actions = (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={PATHS.coach.aiAnalytics} size="small" variant="outlined" startIcon={<InsightsIcon />}>
        {t('oversight.analytics')}
      </Button>
      <Button component={RouterLink} to={PATHS.coach.aiSettings} size="small" variant="outlined" startIcon={<TuneIcon />}>
        {t('oversight.settings')}
      </Button>
    </Stack>
  );
  return (
    <DashboardBlock title={t('oversight.title')} action={actions}>
      {() => <OversightBody />}
    </DashboardBlock>
  );
}

function OversightBody() {
  const { t } = useTranslation(['coach-dashboard', 'messages']);
  const { clientInsights } = useAiAssistance();
  const { data, isPending, isFetching, refetch } = useCoachAiInsights();
  const summariesId = useId();
  if (isPending) return <BlockLoading label={t('oversight.loading')} rows={2} height={96} />;
  if (!data) return <BlockFailed message={t('oversight.loadFailed')} onRetry={refetch} retrying={isFetching} />;
  return (
    <Stack spacing={3}>
      <OversightCounters insights={data} />
      <section aria-labelledby={summariesId}>
        <Typography id={summariesId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('oversight.summaries')}
        </Typography>
        {/* Off, the server sends no summaries either; the counters and the alerts stay whatever the settings. */}
        {clientInsights ? <AiSummaries summaries={data.summaryReports} /> : <AiAssistanceOff message={t('messages:aiOversight.clientInsightsOff')} />}
      </section>
    </Stack>
  );
}
