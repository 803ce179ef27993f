import type { ClientMetrics } from '@coaching/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ForumIcon from '@mui/icons-material/Forum';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatTile, type TileState } from '../../components/stat-tile.js';
import { useFormat } from '../../i18n/format.js';

/** Goals Achieved, Sessions Completed and Active Conversations (human conversations that are active, and the AI ones). */
export function ProgressCards({ metrics }: { metrics: ClientMetrics }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const loaded = (value: number, caption: string): TileState => ({ status: 'success', value: format.number(value), caption, onRetry: () => undefined, retrying: false });
  const { goals, sessions, conversations, aiCoaching } = metrics;
  const tiles = [
    { label: t('cards.goalsAchieved'), icon: <EmojiEventsIcon />, state: loaded(goals.completed, t('cards.goalsCaption', { completed: format.number(goals.completed), total: format.number(goals.total) })) },
    { label: t('cards.sessionsCompleted'), icon: <EventAvailableIcon />, state: loaded(sessions.completed, t('cards.sessionsCaption', { count: sessions.upcoming })) },
    {
      label: t('cards.activeConversations'),
      icon: <ForumIcon />,
      state: loaded(conversations.active + aiCoaching.conversations, t('cards.conversationsCaption', { human: format.number(conversations.active), ai: format.number(aiCoaching.conversations) })),
    },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label={t('cards.label')}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 4 }}>
          <StatTile {...tile} failedMessage={t('loadFailed')} retryLabel={t('tryAgain')} />
        </Grid>
      ))}
    </Grid>
  );
}
