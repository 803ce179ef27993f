import { SUCCESS_MESSAGES } from '@coaching/contract';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { failureMessage } from '../../api/error-messages.js';
import { useCoachAvailability, useUpdateAvailability } from '../../api/sessions.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { BlocksEditor } from './blocks-editor.js';
import { OverridesEditor } from './overrides-editor.js';
import { PreferencesEditor } from './preferences-editor.js';
import { bodyOf, draftOf, problemsOf, type Problem, type ScheduleDraft } from './schedule-draft.js';
import { ScheduleWeek } from './schedule-week.js';
import { zonedDay } from './schedule-time.js';
import { TimezoneField } from './timezone-field.js';
import { WeeklyHoursEditor } from './weekly-hours-editor.js';

/** /coach/schedule: a week of sessions over the coach's hours, and the hours, overrides, blocks and preferences, saved together. */
export function SchedulePage() {
  const { t } = useTranslation(['schedule', 'common']);
  const { user, setUser } = useAuth();
  const query = useCoachAvailability();
  const save = useUpdateAvailability();
  const [edited, setEdited] = useState<ScheduleDraft>();
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [now] = useState(() => Date.now());
  const saved = useMemo(() => (query.data ? draftOf(query.data) : undefined), [query.data]);
  const draft = edited ?? saved;
  // The week redraws behind the typing, not with every keystroke.
  const shownDraft = useDeferredValue(draft);

  const say = (problem: Problem): string => {
    switch (problem.key) {
      case 'problems.dayTimes':
        return t(problem.key, { day: t(`weekdays.${problem.day}`) });
      case 'problems.overrideTwice':
      case 'problems.overrideTimes':
        return t(problem.key, { date: problem.date });
      default:
        return t(problem.key);
    }
  };

  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
        {t('schedule.loadFailed')}
      </RetryAlert>
    );
  }
  if (!draft) {
    return (
      <Box role="status" aria-label={t('schedule.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress />
      </Box>
    );
  }

  const change = (patch: Partial<ScheduleDraft>) => setEdited({ ...draft, ...patch });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft).map(say);
    setProblems(found);
    setFailure(undefined);
    if (found.length > 0) return;
    save.mutate(bodyOf(draft), {
      onSuccess: (reply) => {
        setEdited(undefined);
        // The zone is the profile's: every coach screen reads it from the signed-in user.
        if (user && reply.data.timezone !== user.profile.timezone) setUser({ ...user, profile: { ...user.profile, timezone: reply.data.timezone } });
        notify.success(reply.message || SUCCESS_MESSAGES.settingsUpdated);
      },
      onError: (error) => {
        const text = failureMessage(error, { fallback: t('failures.saveSchedule') });
        setFailure(localizeMessage(text));
        notify.error(text);
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachSchedule')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button disabled={!edited} onClick={() => { setEdited(undefined); setProblems([]); setFailure(undefined); }}>
            {t('schedule.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={!edited} loading={save.isPending}>
            {t('schedule.save')}
          </Button>
        </Stack>
      </Stack>
      {edited && (
        <Alert severity="info" role="status">
          {t('schedule.unsaved')}
        </Alert>
      )}
      {(problems.length > 0 || failure) && (
        <Alert severity="error" role="alert">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('schedule.fix')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {[...problems, ...(failure ? [failure] : [])].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('zoneNote', { zone: draft.timezone })}
      </Typography>
      <ScheduleWeek draft={shownDraft ?? draft} />
      <Section title={t('schedule.timezone')}>
        <TimezoneField value={draft.timezone} onChange={(timezone) => change({ timezone })} />
      </Section>
      <Section title={t('schedule.weekly')}>
        <WeeklyHoursEditor value={draft.weekly} onChange={(weekly) => change({ weekly })} />
      </Section>
      <Section title={t('schedule.overrides')} hint={t('schedule.overridesHint')}>
        <OverridesEditor value={draft.overrides} onChange={(overrides) => change({ overrides })} today={zonedDay(now, draft.timezone)} />
      </Section>
      <Section title={t('schedule.blocks')} hint={t('schedule.blocksHint')}>
        <BlocksEditor value={draft.blocks} onChange={(blocks) => change({ blocks })} zone={draft.timezone} now={now} />
      </Section>
      <Section title={t('schedule.preferences')}>
        <PreferencesEditor value={draft.sessionPreferences} onChange={(sessionPreferences) => change({ sessionPreferences })} />
      </Section>
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
