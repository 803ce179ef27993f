import { PATHS, type CoachMetrics } from '@coaching/contract';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveClientCount, useCoachMetrics } from '../../api/coach.js';
import { StatTileGrid, tileState } from '../../components/stat-tile.js';
import { useFormat } from '../../i18n/format.js';

/** Spec sections 2 and 9: shown while the coach has no rated session yet, and said to be so. */
export const RATING_FALLBACK = 4.8;

/** Active Clients, Conversations, Sessions and Avg Rating: the coach's real numbers. */
export function StatTiles() {
  const { t, i18n } = useTranslation('coach-dashboard');
  const format = useFormat();
  const clients = useActiveClientCount();
  const metrics = useCoachMetrics();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rating = useMemo(() => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), [language]);
  const showRating = (m: CoachMetrics) =>
    m.averageSessionRating === null
      ? { value: rating.format(RATING_FALLBACK), caption: t('tiles.noRatings') }
      : { value: rating.format(m.averageSessionRating), caption: t('tiles.ratedSessions', { count: m.ratedSessions }) };
  const tiles = [
    { label: t('tiles.activeClients'), icon: <PeopleIcon />, to: PATHS.coach.clients, state: tileState(clients, (total) => ({ value: format.number(total) })) },
    {
      label: t('tiles.conversations'),
      icon: <ForumIcon />,
      to: PATHS.coach.conversations,
      state: tileState(metrics, (m) => ({ value: format.number(m.activeConversations) })),
    },
    { label: t('tiles.sessions'), icon: <EventIcon />, to: PATHS.coach.sessions, state: tileState(metrics, (m) => ({ value: format.number(m.totalSessions) })) },
    { label: t('tiles.avgRating'), icon: <StarIcon />, state: tileState(metrics, showRating) },
  ];
  return <StatTileGrid label={t('tiles.label')} tiles={tiles} failedMessage={t('tiles.loadFailed')} retryLabel={t('tryAgain')} />;
}
