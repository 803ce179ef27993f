import { PATHS, pathTo, type ClientAiTrends } from '@coaching/contract';
import { Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../i18n/format.js';
import { useScoreLabel } from './oversight-format.js';

type SortKey = 'clientName' | 'conversations' | 'messages' | 'averageSentiment' | 'averageEngagement' | 'lastActivity' | 'openAlerts';
type Sort = { key: SortKey; direction: 'asc' | 'desc' };

const COLUMNS = [
  { key: 'clientName', label: 'table.client', numeric: false },
  { key: 'conversations', label: 'table.conversations', numeric: true },
  { key: 'messages', label: 'table.messages', numeric: true },
  { key: 'averageSentiment', label: 'table.sentiment', numeric: true },
  { key: 'averageEngagement', label: 'table.engagement', numeric: true },
  { key: 'lastActivity', label: 'table.lastActivity', numeric: false },
  { key: 'openAlerts', label: 'table.openAlerts', numeric: true },
] as const satisfies readonly { key: SortKey; label: string; numeric: boolean }[];

/** Missing values (no sentiment, never active) sort last whichever way the column is sorted. */
function compare(a: ClientAiTrends, b: ClientAiTrends, { key, direction }: Sort): number {
  const [x, y] = [a[key], b[key]];
  if (x === y) return a.clientName.localeCompare(b.clientName);
  if (x === null) return 1;
  if (y === null) return -1;
  const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
  return direction === 'asc' ? order : -order;
}

/** Each client's AI coaching over the weeks covered, sortable by any column; each name opens their AI conversations. */
export function ClientTrendsTable({ clients, labelledBy }: { clients: ClientAiTrends[]; labelledBy: string }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const score = useScoreLabel();
  const [sort, setSort] = useState<Sort>({ key: 'lastActivity', direction: 'desc' });
  const sorted = [...clients].sort((a, b) => compare(a, b, sort));
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, direction: current.key === key ? (current.direction === 'asc' ? 'desc' : 'asc') : key === 'clientName' ? 'asc' : 'desc' }));
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={sort.key === column.key ? sort.direction : false}
              >
                <TableSortLabel active={sort.key === column.key} direction={sort.key === column.key ? sort.direction : 'asc'} onClick={() => sortBy(column.key)}>
                  {t(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((client) => (
            <TableRow key={client.clientId} hover>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={pathTo(PATHS.coach.clientAiConversations, { clientId: client.clientId })}
                  aria-label={t('table.viewConversations', { name: client.clientName })}
                >
                  {client.clientName}
                </Link>
              </TableCell>
              <TableCell align="right">{format.number(client.conversations)}</TableCell>
              <TableCell align="right">{format.number(client.messages)}</TableCell>
              <TableCell align="right">{score(client.averageSentiment)}</TableCell>
              <TableCell align="right">{score(client.averageEngagement)}</TableCell>
              <TableCell>{client.lastActivity ? format.relative(client.lastActivity) : t('table.never')}</TableCell>
              <TableCell align="right">
                {client.openAlerts > 0 ? <Chip size="small" color="error" label={format.number(client.openAlerts)} /> : format.number(0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
