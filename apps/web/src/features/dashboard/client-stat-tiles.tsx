import { PATHS } from '@coaching/contract';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import PsychologyIcon from '@mui/icons-material/Psychology';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { useTranslation } from 'react-i18next';
import { useClientMetrics } from '../../api/progress.js';
import { StatTileGrid, tileState } from '../../components/stat-tile.js';
import { useFormat } from '../../i18n/format.js';

/** The client's numbers (spec section 2, Client dashboard): goals, sessions, AI coaching and the reflection streak, each opening its page. */
export function ClientStatTiles() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const metrics = useClientMetrics();
  const tiles = [
    {
      label: t('stats.activeGoals'),
      icon: <FlagIcon />,
      to: PATHS.client.goals,
      state: tileState(metrics, (m) => ({ value: format.number(m.goals.active), caption: t('stats.completedGoals', { count: m.goals.completed }) })),
    },
    {
      label: t('stats.upcomingSessions'),
      icon: <EventIcon />,
      to: PATHS.client.sessions,
      state: tileState(metrics, (m) => ({ value: format.number(m.sessions.upcoming), caption: t('stats.completedSessions', { count: m.sessions.completed }) })),
    },
    {
      label: t('stats.aiConversations'),
      icon: <PsychologyIcon />,
      to: PATHS.client.aiCoaching,
      state: tileState(metrics, (m) => ({ value: format.number(m.aiCoaching.conversations), caption: t('stats.aiMessages', { count: m.aiCoaching.messages }) })),
    },
    {
      label: t('stats.reflectionStreak'),
      icon: <WhatshotIcon />,
      to: `${PATHS.client.progress}?tab=reflections`,
      state: tileState(metrics, (m) => ({
        value: t('stats.days', { count: m.progress.reflectionStreak }),
        caption: m.progress.reflectionStreak === 0 ? t('stats.noStreak') : t('stats.keepGoing'),
      })),
    },
  ];
  return <StatTileGrid label={t('stats.label')} tiles={tiles} failedMessage={t('stats.loadFailed')} retryLabel={t('stats.tryAgain')} />;
}
