import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { BookingDialog } from './booking-dialog.js';
import { CalendarFeedCard } from './calendar-feed-card.js';
import { SessionSection } from './session-section.js';
import { useViewerZone, useZonedFormat } from './session-time.js';

/** ?book=1 opens the booking dialog (the dashboard's 'Book a session' links here). */
export const BOOK_PARAM = 'book';

/** /client/sessions 'Coach Sessions': upcoming and past sessions, booking a free time, and the calendar feed. */
export function ClientSessionsPage() {
  const { t } = useTranslation(['sessions', 'common']);
  const { user } = useAuth();
  const zone = useZonedFormat(useViewerZone()).zone();
  const [params, setParams] = useSearchParams();
  const booking = params.has(BOOK_PARAM);
  const setBooking = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(BOOK_PARAM, '1');
        else next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack sx={{ gap: 4, maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('common:titles.clientSessions')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('zoneNote', { zone })}
          </Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBooking(true)}>
          {t('list.bookSession')}
        </Button>
      </Stack>
      <SessionSection kind="upcoming" />
      <SessionSection kind="past" />
      <CalendarFeedCard />
      <BookingDialog open={booking} onClose={() => setBooking(false)} coachId={user?.coachId ?? undefined} />
    </Stack>
  );
}
