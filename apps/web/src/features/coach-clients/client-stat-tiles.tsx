import type { CoachClientList } from '@coaching/contract';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { useCoachClients, useCoachMetrics } from '../../api/coach.js';
import { StatTileGrid, tileState } from '../../components/stat-tile.js';
import { useFormat } from '../../i18n/format.js';
import { clientListQuery, DEFAULT_FILTERS } from './client-query.js';

/**
 * Total clients, active conversations, completed sessions and upcoming sessions of the whole practice, whatever
 * the list below is filtered by. The sums are over the first page of clients (the unfiltered list's own call);
 * when the practice is larger than a page, the tile says which clients it adds up.
 */
export function ClientStatTiles() {
  const { t } = useTranslation('coach-clients');
  const format = useFormat();
  const clients = useCoachClients(clientListQuery(DEFAULT_FILTERS, 1));
  const metrics = useCoachMetrics();
  const sum = (key: 'activeConversations' | 'completedSessions') => (list: CoachClientList) => {
    const total = list.clients.reduce((acc, client) => acc + client.stats[key], 0);
    const partial = list.pagination.total > list.clients.length;
    return { value: format.number(total), caption: partial ? t('tiles.partial', { count: list.clients.length }) : undefined };
  };
  const tiles = [
    { label: t('tiles.totalClients'), icon: <PeopleIcon />, state: tileState(clients, (list) => ({ value: format.number(list.pagination.total) })) },
    { label: t('tiles.activeConversations'), icon: <ForumIcon />, state: tileState(clients, sum('activeConversations')) },
    { label: t('tiles.completedSessions'), icon: <TaskAltIcon />, state: tileState(clients, sum('completedSessions')) },
    { label: t('tiles.upcomingSessions'), icon: <EventAvailableIcon />, state: tileState(metrics, (m) => ({ value: format.number(m.upcomingSessions) })) },
  ];
  return <StatTileGrid label={t('tiles.label')} tiles={tiles} failedMessage={t('tiles.loadFailed')} retryLabel={t('tryAgain')} />;
}
