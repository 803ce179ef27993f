import { PATHS, WEEKDAYS, type User } from '@coaching/contract';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCoachAvailability } from '../../api/sessions.js';
import { ProfileSection } from '../../components/profile/profile-section.js';

/** 1 January 2024 was a Monday: the days after it name the weekdays in the reader's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);

function useWeekdayNames(): Record<(typeof WEEKDAYS)[number], string> {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    return Object.fromEntries(WEEKDAYS.map((day, n) => [day, name.format(A_MONDAY + n * 86_400_000)])) as Record<(typeof WEEKDAYS)[number], string>;
  }, [language]);
}

/**
 * The coach's weekly hours, read only: the schedule screen edits them (GET /coach/availability, the data sessions are
 * booked against). Until that answers, the hours the signed-in user carries stand in.
 */
export function AvailabilitySummary({ user }: { user: User }) {
  const { t } = useTranslation('coach-profile');
  const days = useWeekdayNames();
  const query = useCoachAvailability();
  const weekly = query.data?.weekly ?? user.coachSpecific?.availability;
  const zone = query.data?.timezone ?? user.profile.timezone;
  const action = (
    <Button component={RouterLink} to={PATHS.coach.schedule} size="small" startIcon={<EditCalendarIcon />}>
      {t('availability.edit')}
    </Button>
  );

  return (
    <ProfileSection title={t('availability.title')} action={action}>
      {query.isError && !weekly ? (
        <Typography color="error" role="alert">
          {t('availability.loadFailed')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('availability.zone', { zone })}
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {weekly &&
              WEEKDAYS.map((day) => (
                <Stack key={day} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography component="dt" sx={{ fontWeight: 500 }}>
                    {days[day]}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} color={weekly[day].available ? 'text.primary' : 'text.secondary'}>
                    {weekly[day].available ? t('availability.hours', { start: weekly[day].startTime, end: weekly[day].endTime }) : t('availability.dayOff')}
                  </Typography>
                </Stack>
              ))}
          </Stack>
        </>
      )}
    </ProfileSection>
  );
}
