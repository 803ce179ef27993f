import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';

// Usually fetched already alongside this dialog (see preloadSignIn); the spinner covers a slow network.
const SignInPanel = lazy(() => import('./sign-in-panel.js'));
// Part of what the panel's form brought; lazy here only to keep it out of this dialog's own code.
const ForgotPasswordForm = lazy(() => import('../../components/sign-in/forgot-password-form.js'));

const FORGOT_TITLE_ID = 'sign-in-forgot-title';

function Loading() {
  const { t } = useTranslation('auth');
  return (
    <Box role="status" aria-label={t('signIn.loadingForm')} sx={{ display: 'grid', placeItems: 'center', minHeight: 260 }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * Loaded on demand by LazySignInDialog, hence the default export. 'Forgot your password?' puts its form in
 * place of the sign-in form, in this same dialog, and closing it (Cancel, Close, Escape) brings sign-in back.
 */
export default function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notice } = useAuth();
  const { t } = useTranslation(['auth', 'messages']);
  /** Set while the forgot-password form stands in: the email the sign-in form held. */
  const [forgotEmail, setForgotEmail] = useState<string>();
  const forgotting = forgotEmail !== undefined;
  const forgotButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  const backToSignIn = () => {
    returning.current = true;
    setForgotEmail(undefined);
  };

  // Back on sign-in, the focus returns to the button that left it.
  useEffect(() => {
    if (forgotting || !returning.current) return;
    returning.current = false;
    forgotButton.current?.focus();
  }, [forgotting]);

  return (
    <Dialog
      open={open}
      onClose={forgotting ? backToSignIn : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={forgotting ? FORGOT_TITLE_ID : 'sign-in-title'}
      scroll="body"
      // Opened again, the dialog starts on sign-in, whichever form it was closed on.
      slotProps={{ transition: { onExited: () => setForgotEmail(undefined) } }}
    >
      {forgotting && (
        <Suspense fallback={<Loading />}>
          <ForgotPasswordForm titleId={FORGOT_TITLE_ID} initialEmail={forgotEmail} onClose={backToSignIn} />
        </Suspense>
      )}
      {/* Hidden rather than unmounted while the forgot-password form stands in, so what was typed is kept. */}
      <Box sx={{ display: forgotting ? 'none' : 'contents' }}>
        <DialogTitle id="sign-in-title" component="h2" sx={{ pr: 7, pt: 3 }}>
          {t('signIn.title')}
        </DialogTitle>
        <IconButton aria-label={t('signIn.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 16 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ pt: 0, pb: 4 }}>
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'warning' ? 'alert' : 'status'} sx={{ mb: 2 }}>
              {t(notice.messageKey)}
            </Alert>
          )}
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('signIn.subtitle')}
          </Typography>
          <Suspense fallback={<Loading />}>
            <SignInPanel onForgotPassword={setForgotEmail} forgotRef={forgotButton} />
          </Suspense>
        </DialogContent>
      </Box>
    </Dialog>
  );
}
