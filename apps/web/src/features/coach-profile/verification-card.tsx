import { COACH_VERIFICATION_MESSAGES, SubmitVerificationBodySchema, VERIFICATION_LIMITS, type CoachVerification, type SubmitVerificationBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { useCoachVerification, useSubmitVerification } from '../../api/coach-verification.js';
import { useAuth } from '../../auth/auth-provider.js';
import { VERIFICATION_ANCHOR, verificationState, type VerificationState } from '../../components/coach-verification-state.js';
import { notify } from '../../components/notify.js';
import { CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';

type FormValues = { certifications: { name: string; issuer: string; year: number | undefined }[]; experience: number | undefined };

/** The coach's verification on /coach/profile (issue 20): where it stands, and the certifications and experience to submit. */
export function VerificationCard() {
  const { t } = useTranslation('coach-verification');
  const query = useCoachVerification();
  const { user, setUser } = useAuth();
  const { hash } = useLocation();
  const loaded = query.data;

  // The signed-in user carries the verification too (the dashboard's banner, the invite button): keep it in step.
  useEffect(() => {
    if (loaded && user && (user.verification?.status !== loaded.status || user.verification?.submittedAt !== loaded.submittedAt)) setUser({ ...user, verification: loaded });
  }, [loaded, user, setUser]);

  // The dashboard's banner links here.
  useEffect(() => {
    if (loaded && hash === `#${VERIFICATION_ANCHOR}`) document.getElementById(VERIFICATION_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <Box id={VERIFICATION_ANCHOR} sx={{ scrollMarginTop: 80 }}>
      <TitledCard title={t('card.title')} description={t('card.description')}>
        {() =>
          query.isPending ? (
            <CardLoading label={t('card.loading')} height={160} />
          ) : query.isError ? (
            <CardFailed message={t('card.loadFailed')} retryLabel={t('card.tryAgain')} onRetry={query.refetch} retrying={query.isFetching} />
          ) : (
            <VerificationContent verification={query.data} experienceHint={user?.coachSpecific?.experience} />
          )
        }
      </TitledCard>
    </Box>
  );
}

function VerificationContent({ verification, experienceHint }: { verification: CoachVerification; experienceHint: number | undefined }) {
  const state = verificationState(verification);
  return (
    <Stack spacing={2}>
      <StateAlert verification={verification} state={state} />
      {state === 'verified' ? (
        <SubmittedSummary verification={verification} />
      ) : (
        // Keyed by the submission, so that the form starts from what the server holds after each one.
        <VerificationForm key={verification.submittedAt ?? ''} verification={verification} state={state} experienceHint={experienceHint} />
      )}
    </Stack>
  );
}

function StateAlert({ verification, state }: { verification: CoachVerification; state: VerificationState }) {
  const { t } = useTranslation('coach-verification');
  const format = useFormat();
  if (state === 'verified') {
    return (
      <Alert severity="success" role="status">
        {t('states.verified')} {verification.decidedAt && t('states.verifiedOn', { date: format.date(verification.decidedAt) })}
      </Alert>
    );
  }
  if (state === 'declined') {
    return (
      <Alert severity="error" role="status">
        {verification.reason ? t('states.declined', { reason: verification.reason }) : t('states.declinedNoReason')}
      </Alert>
    );
  }
  if (state === 'waiting') {
    return (
      <Alert severity="info" role="status">
        {t('states.waiting', { date: format.date(verification.submittedAt!) })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {t('states.toSubmit')}
    </Alert>
  );
}

function SubmittedSummary({ verification }: { verification: CoachVerification }) {
  const { t } = useTranslation('coach-verification');
  if (verification.certifications.length === 0 && verification.experience === null) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {t('submitted.title')}
      </Typography>
      <List dense disablePadding>
        {verification.certifications.map((certification, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText primary={t('submitted.certification', certification)} />
          </ListItem>
        ))}
      </List>
      {verification.experience !== null && <Typography variant="body2">{t('submitted.experience', { count: verification.experience })}</Typography>}
    </div>
  );
}

const EMPTY_ROW = { name: '', issuer: '', year: undefined };

/** The contract's rules; an empty year or experience field is undefined (NaN once typed and cleared), which they refuse in words. */
const verificationResolver = zodResolver(SubmitVerificationBodySchema) as unknown as Resolver<FormValues, unknown, SubmitVerificationBody>;

function VerificationForm({ verification, state, experienceHint }: { verification: CoachVerification; state: VerificationState; experienceHint: number | undefined }) {
  const { t } = useTranslation('coach-verification');
  const { user, setUser } = useAuth();
  const submit = useSubmitVerification();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, SubmitVerificationBody>({
    resolver: verificationResolver,
    defaultValues: {
      certifications: verification.certifications.length > 0 ? verification.certifications : [EMPTY_ROW],
      experience: verification.experience ?? experienceHint,
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const saved = await submit.mutateAsync(body);
      if (user) setUser({ ...user, verification: saved });
      notify.success(localizeMessage(COACH_VERIFICATION_MESSAGES.submitted));
    } catch (error) {
      const fieldErrors = isApiError(error) && error.kind === 'http' ? error.errors.filter(({ path }) => /^(certifications(\.\d+\.(name|issuer|year))?|experience)$/.test(path)) : [];
      for (const { path, msg } of fieldErrors) setError(path as FieldPath<FormValues>, { type: 'server', message: msg });
      if (fieldErrors.length === 0) setFailure(failureMessage(error, { fallback: t('card.failed') }));
    }
  });

  const listError = errors.certifications?.root?.message ?? errors.certifications?.message;
  const submitLabel = state === 'declined' ? t('form.resubmit') : state === 'waiting' ? t('form.update') : t('form.submit');
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('card.title')}>
      {failure && (
        <Alert severity="error" role="alert">
          {localizeMessage(failure)}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('form.certifications')}
      </Typography>
      {fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors.certifications?.[index];
        return (
          <Stack key={row.id} role="group" aria-label={t('form.certification', { number })} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('form.name')}
              {...register(`certifications.${index}.name`)}
              error={Boolean(rowErrors?.name)}
              helperText={localizeMessage(rowErrors?.name?.message)}
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.textMax } }}
            />
            <TextField
              label={t('form.issuer')}
              {...register(`certifications.${index}.issuer`)}
              error={Boolean(rowErrors?.issuer)}
              helperText={localizeMessage(rowErrors?.issuer?.message)}
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.textMax } }}
            />
            <TextField
              label={t('form.year')}
              type="number"
              {...register(`certifications.${index}.year`, { valueAsNumber: true })}
              error={Boolean(rowErrors?.year)}
              helperText={localizeMessage(rowErrors?.year?.message)}
              sx={{ flex: 1, minWidth: 110 }}
              slotProps={{ htmlInput: { min: VERIFICATION_LIMITS.earliestYear, max: new Date().getFullYear(), inputMode: 'numeric' } }}
            />
            <IconButton aria-label={t('form.remove', { number })} onClick={() => remove(index)} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {localizeMessage(listError)}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(EMPTY_ROW)}
        disabled={fields.length >= VERIFICATION_LIMITS.certifications}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('form.add')}
      </Button>
      <TextField
        label={t('form.experience')}
        type="number"
        {...register('experience', { valueAsNumber: true })}
        error={Boolean(errors.experience)}
        helperText={localizeMessage(errors.experience?.message)}
        sx={{ maxWidth: 280 }}
        slotProps={{ htmlInput: { min: 0, max: VERIFICATION_LIMITS.experienceMax, inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" loading={submit.isPending} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
