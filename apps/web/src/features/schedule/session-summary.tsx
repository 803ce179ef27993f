import type { Session } from '@coaching/contract';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { clientName } from './session-facts.js';
import { useZonedFormat } from './use-coach-zone.js';

/** When, how long, where, with whom; and, once cancelled, by whom and why. */
export function SessionSummary({ session, zone }: { session: Session; zone: string }) {
  const { t } = useTranslation(['schedule', 'sessions']);
  const format = useZonedFormat(zone);
  const rows: [string, string][] = [
    [t('details.client'), clientName(session)],
    [t('details.when'), `${format.fullDate(session.scheduledDate)}, ${format.time(session.scheduledDate)}–${format.time(session.endDate)}`],
    [t('details.zone'), zone],
    [t('details.duration'), t('minutes', { count: session.duration })],
    [t('details.location'), [t(`sessions:location.${session.location.type}`), session.location.details].filter(Boolean).join(' · ')],
    [t('details.requestedBy'), t(session.requestedBy === 'client' ? 'details.byClient' : 'details.byCoach')],
  ];
  if (session.cancellation) {
    rows.push([t('details.cancelledBy'), t(`details.by.${session.cancellation.by}`)]);
    rows.push([t('details.cancelledAt'), format.dateTime(session.cancellation.at)]);
    rows.push([t('details.reason'), session.cancellation.reason]);
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
