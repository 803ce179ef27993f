import { PATHS, RESET_SUCCESS_REDIRECT_MS } from '@coaching/contract';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCardLayout } from './auth-card-layout.js';
import { ResetPasswordForm } from './reset-password-form.js';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || undefined;
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(PATHS.login, { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCardLayout title={t('reset.title')} subtitle={done ? undefined : t('reset.subtitle')}>
      <Stack spacing={2}>
        {done ? (
          <Alert severity="success" role="status">
            <AlertTitle>{t('messages:success.passwordReset')}</AlertTitle>
            {t('reset.done', { count: RESET_SUCCESS_REDIRECT_MS / 1000 })}
          </Alert>
        ) : (
          <ResetPasswordForm token={token} onReset={() => setDone(true)} />
        )}
        <Button component={RouterLink} to={PATHS.login} variant={done ? 'contained' : 'text'}>
          {t('reset.backToLogin')}
        </Button>
      </Stack>
    </AuthCardLayout>
  );
}
