import type { Session } from '@coaching/contract';
import { Box, Link, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from './session-rules.js';
import { useViewerZone, useZonedFormat } from './session-time.js';
import { useWhen } from './use-when.js';

/** When, how long, with whom and where, as a description list. */
export function SessionDetails({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const zone = useViewerZone();
  const when = useWhen(zone);
  const format = useZonedFormat(zone);
  const rows: [string, ReactNode][] = [
    [t('detail.date'), `${when(session.scheduledDate, session.endDate)} · ${format.zone(session.scheduledDate)}`],
    [t('detail.duration'), t('minutes', { minutes: session.duration })],
    [t('detail.coach'), `${session.coach.firstName} ${session.coach.lastName}`.trim()],
    [t('detail.location'), <SessionPlace key="place" session={session} />],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/** The kind of place, then its details: a meeting address as a link that opens apart from the app, anything else as written. */
function SessionPlace({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const details = session.location.details.trim();
  const href = safeHref(details);
  return (
    <>
      {t(`location.${session.locationType}`)}
      {details && <br />}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </Link>
      ) : (
        details
      )}
    </>
  );
}
