import { Box, Grid, Skeleton, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientMetrics } from '../../api/progress.js';
import { CardFailed } from '../../components/titled-card.js';
import { EncouragementBanner } from './encouragement-banner.js';
import { GoalsPanel } from './goals-panel.js';
import { OverviewPanel } from './overview-panel.js';
import { ProgressCards } from './progress-cards.js';
import { ReflectionsPanel } from './reflections-panel.js';
import { SkillsPanel } from './skills-panel.js';
import { PROGRESS_TABS, useProgressTab } from './use-progress-tab.js';

/**
 * /client/progress (issue 19): the client's progress from what is stored. The cards, banner and Overview come
 * from GET /analytics/client; the Goals, Skills and Reflections tabs load their own data, each with its retry.
 */
export function ProgressPage() {
  const { t } = useTranslation(['progress', 'common']);
  const ids = useId();
  const [tab, setTab] = useProgressTab();
  const metrics = useClientMetrics();
  // On a phone the four tabs share the width, so none hides behind a scroll arrow.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const tabId = (value: string) => `${ids}-tab-${value}`;
  const panelId = `${ids}-panel`;

  const summary = () => {
    if (metrics.isPending)
      return (
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          <Grid container spacing={2}>
            {[0, 1, 2].map((tile) => (
              <Grid key={tile} size={{ xs: 12, sm: 4 }}>
                <Skeleton variant="rounded" height={96} />
              </Grid>
            ))}
          </Grid>
          <Skeleton variant="rounded" height={48} />
        </Stack>
      );
    if (metrics.isError) return <CardFailed message={t('loadFailed')} retryLabel={t('tryAgain')} onRetry={metrics.refetch} retrying={metrics.isFetching} />;
    return (
      <Stack spacing={2}>
        <ProgressCards metrics={metrics.data} />
        <EncouragementBanner trend={metrics.data.progress.trend} />
      </Stack>
    );
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.clientProgress')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {summary()}
      <Tabs value={tab} onChange={(_event, value: typeof tab) => setTab(value)} aria-label={t('tabs.label')} variant={narrow ? 'fullWidth' : 'standard'}>
        {PROGRESS_TABS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} id={tabId(value)} aria-controls={panelId} sx={narrow ? { minWidth: 0, px: 0.5 } : undefined} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {tab === 'overview' && metrics.isSuccess && <OverviewPanel progress={metrics.data.progress} />}
        {tab === 'goals' && <GoalsPanel />}
        {tab === 'skills' && <SkillsPanel />}
        {tab === 'reflections' && <ReflectionsPanel streak={metrics.data?.progress.reflectionStreak} />}
      </Box>
    </Stack>
  );
}
