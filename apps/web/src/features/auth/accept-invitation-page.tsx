import { ACCOUNT_INVITATION_MESSAGES, PATHS, type AccountInvitationPreview } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAccountInvitationPreview } from '../../api/account-invitations.js';
import { isApiError } from '../../api/api-error.js';
import { failureCode, failureMessage } from '../../api/error-messages.js';
import { useAuth } from '../../auth/auth-provider.js';
import { PasswordField } from '../../components/password-field.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AcceptInvitationFormSchema, type AcceptInvitationForm } from './accept-invitation-form.js';
import { AuthCardLayout } from './auth-card-layout.js';

/**
 * /accept-invitation?token=TOKEN, from an admin's invitation mail (issue 20); visitors only. The person
 * sees who invited them, to which role and address, then chooses a username and password and is signed in.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('account-invitation');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const preview = useAccountInvitationPreview(token);

  if (token && preview.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-label={t('loading')}>
        <CircularProgress />
      </Box>
    );
  }
  const closed = preview.data && preview.data.status !== 'pending';
  const problem = !token
    ? t('missingToken')
    : preview.isError
      ? localizeMessage(failureMessage(preview.error, { fallback: t('loadFailed'), byCode: { NOT_FOUND: ACCOUNT_INVITATION_MESSAGES.notFound } }))
      : closed
        ? localizeMessage(preview.data!.status === 'expired' ? ACCOUNT_INVITATION_MESSAGES.expired : ACCOUNT_INVITATION_MESSAGES.noLongerValid)
        : undefined;

  return (
    <AuthCardLayout title={t('title')} width="sm">
      {problem || !preview.data ? (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {problem}
          </Alert>
          <Button component={RouterLink} to={PATHS.landing} sx={{ alignSelf: 'flex-start' }}>
            {t('goHome')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <InvitationSummary invitation={preview.data} />
          <AcceptForm token={token!} email={preview.data.email} />
        </Stack>
      )}
    </AuthCardLayout>
  );
}

function InvitationSummary({ invitation }: { invitation: AccountInvitationPreview }) {
  const { t } = useTranslation('account-invitation');
  const format = useFormat();
  const role = t(`roles.${invitation.role}`);
  const inviter = invitation.invitedBy && `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`.trim();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {inviter ? t('invitedBy', { inviter, role }) : t('invited', { role })}
      </Typography>
      <Typography color="text.secondary">
        {t('account', { name: `${invitation.firstName} ${invitation.lastName}`, email: invitation.email })} {t('expires', { date: format.date(invitation.expiresAt) })}
      </Typography>
    </Stack>
  );
}

function AcceptForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('account-invitation');
  const { acceptInvitation } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationForm>({ resolver: zodResolver(AcceptInvitationFormSchema), defaultValues: { username: '', password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(undefined);
    try {
      await acceptInvitation({ token, username, password });
    } catch (error) {
      const field = isApiError(error) && error.kind === 'http' ? error.errors.find(({ path }) => path === 'username' || path === 'password') : undefined;
      if (field) return setError(field.path as 'username' | 'password', { type: 'server', message: field.msg });
      if (isApiError(error) && failureCode(error) === 'USERNAME_TAKEN') return setError('username', { type: 'server', message: error.message });
      return setFailure(failureMessage(error, { fallback: t('loadFailed') }));
    }
    // The visitors-only guard takes the new user on to the home of their role.
    await navigate(PATHS.landing);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('title')} spacing={2}>
      <Typography>{t('choose')}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {localizeMessage(failure)}
        </Alert>
      )}
      <TextField label={t('email')} value={email} slotProps={{ htmlInput: { readOnly: true } }} autoComplete="email" />
      <TextField
        label={t('username')}
        autoComplete="username"
        autoFocus
        {...register('username')}
        error={Boolean(errors.username)}
        helperText={localizeMessage(errors.username?.message)}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={localizeMessage(errors.password?.message)}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={localizeMessage(errors.confirmPassword?.message)}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('haveAccount')}{' '}
        <Link component={RouterLink} to={PATHS.login}>
          {t('signIn')}
        </Link>
      </Typography>
    </Stack>
  );
}
