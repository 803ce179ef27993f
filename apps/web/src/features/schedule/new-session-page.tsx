import { PATHS, SESSION_LIMITS, SESSION_LOCATION_TYPES, SUCCESS_MESSAGES, type SessionLocationType } from '@coaching/contract';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sessionsApi, useCoachAvailability, useSessionChange } from '../../api/sessions.js';
import { useAuth } from '../../auth/auth-provider.js';
import { toBody, validate, type FormErrors, type NewSessionForm } from './new-session-form.js';
import { coachSessionPath } from './schedule-paths.js';
import { SessionClientField } from './session-client-field.js';
import { SessionPlanField } from './session-plan-field.js';
import { reportFailure, reportSuccess } from './session-notify.js';
import { SlotPicker } from './slot-picker.js';
import { useCoachZone } from './use-coach-zone.js';

/** /coach/sessions/new (?clientId= picks the client): a free slot or any time the coach chooses, as host. */
export function NewSessionPage() {
  const { t } = useTranslation(['schedule', 'sessions', 'messages', 'common']);
  const { user } = useAuth();
  const zone = useCoachZone();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const availability = useCoachAvailability();
  const [form, setForm] = useState<NewSessionForm>(() => ({
    clientId: params.get('clientId') ?? '',
    day: '',
    time: '',
    duration: '',
    locationType: 'video_call',
    details: '',
    title: t('form.defaultTitle'),
    notes: '',
    planTemplateId: '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useSessionChange(sessionsApi.create);
  // The coach's default length until they choose one (spec section 9: 60 unless changed).
  const duration = form.duration || String(availability.data?.sessionPreferences.defaultDuration ?? '');
  const set = <K extends keyof NewSessionForm>(key: K, value: NewSessionForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const filled = { ...form, duration };
    const found = validate(filled, {
      client: t('form.clientRequired'),
      date: t('messages:session.dateRequired'),
      duration: t('messages:session.durationInvalid'),
      title: t('messages:session.titleRequired'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toBody(filled, zone), {
      onSuccess: (reply) => {
        reportSuccess(reply, SUCCESS_MESSAGES.sessionCreated);
        void navigate(coachSessionPath(reply.data.session._id));
      },
      onError: (error) => {
        reportFailure(error, t('failures.create'));
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3, maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {t('common:titles.coachSessionNew')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 2.5 }}>
          <SessionClientField value={form.clientId} onChange={(clientId) => set('clientId', clientId)} error={errors.clientId} />
          <Typography variant="subtitle1" component="h2">
            {t('form.freeSlots')}
          </Typography>
          <SlotPicker
            coachId={user?._id}
            zone={zone}
            day={form.day}
            time={form.time}
            onPick={(pick) => setForm((current) => ({ ...current, day: pick.day, time: pick.time, duration: current.duration || String(pick.duration) }))}
          />
          <Typography variant="body2" color="text.secondary">
            {t('form.anyTime', { zone })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              type="date"
              label={t('form.date')}
              value={form.day}
              onChange={(event) => set('day', event.target.value)}
              error={Boolean(errors.when)}
              helperText={errors.when}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label={t('form.time')}
              value={form.time}
              onChange={(event) => set('time', event.target.value)}
              error={Boolean(errors.when)}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
            <TextField
              type="number"
              label={t('form.duration')}
              value={duration}
              onChange={(event) => set('duration', event.target.value)}
              error={Boolean(errors.duration)}
              helperText={errors.duration ?? t('form.durationHint', { min: SESSION_LIMITS.durationMin, max: SESSION_LIMITS.durationMax })}
              required
              slotProps={{ htmlInput: { min: SESSION_LIMITS.durationMin, max: SESSION_LIMITS.durationMax, step: 15 } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label={t('form.locationType')}
              value={form.locationType}
              onChange={(event) => set('locationType', event.target.value as SessionLocationType)}
              sx={{ minWidth: 200 }}
            >
              {SESSION_LOCATION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`sessions:location.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('form.locationDetails')}
              value={form.details}
              onChange={(event) => set('details', event.target.value)}
              helperText={t(`form.detailsHint.${form.locationType}`)}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.locationDetailsMaxLength } }}
            />
          </Stack>
          <TextField
            label={t('form.title')}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            required
            slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.titleMaxLength } }}
          />
          <TextField
            label={t('form.notes')}
            value={form.notes}
            onChange={(event) => set('notes', event.target.value)}
            helperText={t('form.notesHint')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.notesMaxLength } }}
          />
          <SessionPlanField value={form.planTemplateId} onChange={(planTemplateId) => set('planTemplateId', planTemplateId)} />
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} to={PATHS.coach.sessions}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('form.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
