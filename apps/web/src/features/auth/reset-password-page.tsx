import { RESET_SUCCESS_REDIRECT_MS, SUCCESS_MESSAGES } from '@coaching/contract';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCardLayout } from './auth-card-layout.js';
import { ResetPasswordForm } from './reset-password-form.js';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || undefined;
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCardLayout
      title="Reset your password"
      subtitle={done ? undefined : 'Choose a new password for your account.'}
    >
      <Stack spacing={2}>
        {done ? (
          <Alert severity="success" role="status">
            <AlertTitle>{SUCCESS_MESSAGES.passwordReset}</AlertTitle>
            You can sign in with your new password now. We will take you to the sign-in page in {RESET_SUCCESS_REDIRECT_MS / 1000} seconds.
          </Alert>
        ) : (
          <ResetPasswordForm token={token} onReset={() => setDone(true)} />
        )}
        <Button component={RouterLink} to="/login" variant={done ? 'contained' : 'text'}>
          Back to Login
        </Button>
      </Stack>
    </AuthCardLayout>
  );
}
