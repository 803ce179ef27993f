import type { Session } from '@coaching/contract';
import { Button, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { visuallyHidden } from '../../components/visually-hidden.js';
import { LateMarker } from './late-marker.js';
import { clientName, isWaiting } from './session-facts.js';
import { coachSessionPath } from './schedule-paths.js';
import { useZonedFormat } from './use-coach-zone.js';

type Props = { sessions: Session[]; zone: string; onConfirm: (session: Session) => void; confirming: boolean };

/** The sessions, latest first, times on the coach's clock; a booking waiting for the coach is marked and confirmed in place. */
export function SessionTable({ sessions, zone, onConfirm, confirming }: Props) {
  const { t } = useTranslation(['schedule', 'sessions']);
  const format = useZonedFormat(zone);
  return (
    // Positioned, so that the hidden Actions heading is held inside the scrolling table on a phone
    // instead of widening the page.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.client')}</TableCell>
            <TableCell>{t('list.title')}</TableCell>
            <TableCell>{t('list.when', { zone })}</TableCell>
            <TableCell>{t('list.duration')}</TableCell>
            <TableCell>{t('list.location')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell>
              <Typography variant="inherit" component="span" sx={visuallyHidden}>
                {t('list.actions')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => {
            const waiting = isWaiting(session);
            return (
              <TableRow key={session._id} hover sx={waiting ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1) } : undefined}>
                <TableCell>{clientName(session)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={coachSessionPath(session._id)}>
                    {session.title}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(session.scheduledDate)}</TableCell>
                <TableCell>{t('minutes', { count: session.duration })}</TableCell>
                <TableCell>{t(`sessions:location.${session.location.type}`)}</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    <SessionStatusChip status={session.status} />
                    <LateMarker session={session} />
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  {waiting && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={confirming}
                      onClick={() => onConfirm(session)}
                      aria-label={t('list.confirmFor', { name: clientName(session), when: format.dateTime(session.scheduledDate) })}
                    >
                      {t('actions.confirm')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

