import { COACH_VERIFICATION_MESSAGES, VERIFICATION_LIMITS, VerificationDecisionBodySchema, type User, type VerificationDecisionBody } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideVerification } from '../../api/admin-users.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { userName } from './user-name.js';

type Props = { coach: User; onClose: () => void };

/** A pending coach's certifications and experience, and the admin's decision (PATCH /users/{id}/verification). */
export function VerificationDialog({ coach, onClose }: Props) {
  const { t } = useTranslation('admin-users');
  const format = useFormat();
  const titleId = useId();
  const decide = useDecideVerification();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const verification = coach.verification;
  const submitted = Boolean(verification?.submittedAt);
  const name = userName(coach);

  const send = async (decision: VerificationDecisionBody['decision']) => {
    setFailure(undefined);
    const parsed = VerificationDecisionBodySchema.safeParse({ decision, ...(reason.trim() ? { reason } : {}) });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    try {
      const { message } = await decide.mutateAsync({ id: coach._id, body: parsed.data });
      notify.success(message ?? (decision === 'approve' ? COACH_VERIFICATION_MESSAGES.approved : COACH_VERIFICATION_MESSAGES.declined));
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('verification.failed') }));
    }
  };

  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('verification.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('verification.hint')}</DialogContentText>
          {verification && submitted ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('verification.submitted', { date: format.dateTime(verification.submittedAt ?? '') })}
              </Typography>
              <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                <Typography component="dt" variant="subtitle2">
                  {t('verification.experience')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {t('verification.years', { count: verification.experience ?? 0 })}
                </Typography>
                <Typography component="dt" variant="subtitle2">
                  {t('verification.certifications')}
                </Typography>
                {verification.certifications.map((certification) => (
                  <Typography key={`${certification.name}-${certification.year}`} component="dd" sx={{ m: 0 }}>
                    {t('verification.certification', certification)}
                  </Typography>
                ))}
              </Stack>
              <TextField
                label={t('verification.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                multiline
                minRows={2}
                error={Boolean(reasonError)}
                helperText={reasonError ? localizeMessage(reasonError) : t('verification.reasonHint')}
                slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.reasonMax } }}
              />
            </>
          ) : (
            <Alert severity="info">{t('verification.notSubmitted', { name })}</Alert>
          )}
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decide.isPending}>
          {t('verification.cancel')}
        </Button>
        <Button color="error" disabled={!submitted || decide.isPending} onClick={() => void send('decline')}>
          {t('verification.decline')}
        </Button>
        <Button variant="contained" disabled={!submitted} loading={decide.isPending} onClick={() => void send('approve')}>
          {t('verification.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
