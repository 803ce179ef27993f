import type { AiSettingsReply, PlatformAnalytics } from '@coaching/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpIcon from '@mui/icons-material/Help';
import { Box, List, ListItem, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiSettings } from '../../api/ai-settings.js';
import { useHealth } from '../../api/health.js';
import { TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';

type Tone = 'good' | 'bad' | 'unknown';
const ICONS: Record<Tone, ReactNode> = {
  good: <CheckCircleIcon color="success" />,
  bad: <ErrorIcon color="error" />,
  unknown: <HelpIcon color="disabled" />,
};

function HealthRow({ label, value, tone, loading }: { label: string; value: string; tone: Tone; loading: boolean }) {
  return (
    <ListItem disableGutters aria-busy={loading}>
      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden="true">
        {loading ? <Skeleton variant="circular" width={24} height={24} /> : ICONS[tone]}
      </ListItemIcon>
      <ListItemText primary={label} secondary={loading ? <Skeleton width={160} /> : value} slotProps={{ secondary: { component: 'div' } }} />
    </ListItem>
  );
}

/** System status (GET /health), the engine that answers the AI coach, and today's registrations (analytics.view). */
export function PlatformHealth({ overview, canViewAnalytics }: { overview: UseQueryResult<PlatformAnalytics>; canViewAnalytics: boolean }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useFormat();
  const health = useHealth();
  const ai = useAiSettings();
  const system: [string, Tone] = health.isSuccess
    ? health.data.status === 'healthy'
      ? [t('health.healthy'), 'good']
      : [t('health.unhealthy'), 'bad']
    : [t('health.unreachable'), 'bad'];
  const engine = (reply: AiSettingsReply): string =>
    reply.engine.kind === 'builtin' ? t('health.builtin') : reply.engine.model ? t('health.model', { model: reply.engine.model }) : t('health.modelUnnamed');
  const aiStatus: [string, Tone] = ai.isSuccess ? [engine(ai.data), 'good'] : [t('health.aiUnknown'), 'unknown'];
  const newToday: [string, Tone] = !canViewAnalytics
    ? [t('health.newTodayHidden'), 'unknown']
    : overview.isSuccess
      ? [format.number(overview.data.users.newToday), 'good']
      : [t('cards.failed'), 'unknown'];
  return (
    <TitledCard title={t('health.title')}>
      {() => (
        <Box component="div">
          <List dense disablePadding>
            <HealthRow label={t('health.system')} value={system[0]} tone={system[1]} loading={health.isPending} />
            <HealthRow label={t('health.ai')} value={aiStatus[0]} tone={aiStatus[1]} loading={ai.isPending} />
            <HealthRow label={t('health.newToday')} value={newToday[0]} tone={newToday[1]} loading={canViewAnalytics && overview.isPending} />
          </List>
        </Box>
      )}
    </TitledCard>
  );
}
