import { ANALYTICS_MESSAGES, type PlatformAnalytics } from '@coaching/contract';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatTileGrid, tileState } from '../../components/stat-tile.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { useOverviewFormat } from './overview-format.js';

/** Spec section 2's four cards, each with its growth this month against last, and how revenue and growth are counted. */
export function OverviewCards({ overview }: { overview: UseQueryResult<PlatformAnalytics> }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useFormat();
  const figures = useOverviewFormat();
  const tile = (show: (data: PlatformAnalytics) => { value: string; growth: number }) =>
    tileState(overview, (data) => {
      const { value, growth } = show(data);
      return { value, caption: figures.growth(growth) };
    });
  const tiles = [
    { label: t('cards.totalRevenue'), icon: <AttachMoneyIcon />, state: tile((d) => ({ value: figures.revenue(d.financials.totalRevenue), growth: d.financials.revenueGrowth })) },
    { label: t('cards.activeUsers'), icon: <PeopleIcon />, state: tile((d) => ({ value: format.number(d.users.active), growth: d.users.growth })) },
    { label: t('cards.totalSessions'), icon: <EventIcon />, state: tile((d) => ({ value: format.number(d.sessions.total), growth: d.sessions.growth })) },
    { label: t('cards.aiConversations'), icon: <PsychologyIcon />, state: tile((d) => ({ value: format.number(d.conversations.total), growth: d.conversations.growth })) },
  ];
  return (
    <>
      <StatTileGrid label={t('cards.label')} tiles={tiles} failedMessage={t('cards.failed')} retryLabel={t('tryAgain')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        {localizeMessage(ANALYTICS_MESSAGES.revenueBasis)} {localizeMessage(ANALYTICS_MESSAGES.growthBasis)}
      </Typography>
    </>
  );
}
