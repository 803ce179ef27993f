import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { localizeMessage } from '../../i18n/localize-message.js';

// Usually fetched already alongside this dialog (see preloadSignIn); the spinner covers a slow network.
const SignInPanel = lazy(() => import('./sign-in-panel.js'));

/** Loaded on demand by LazySignInDialog, hence the default export. */
export default function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notice } = useAuth();
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="sign-in-title" scroll="body">
      <DialogTitle id="sign-in-title" component="h2" sx={{ pr: 7, pt: 3 }}>
        {t('signIn.title')}
      </DialogTitle>
      <IconButton aria-label={t('signIn.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 16 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0, pb: 4 }}>
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'warning' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {localizeMessage(notice.message)}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('signIn.subtitle')}
        </Typography>
        <Suspense
          fallback={
            <Box role="status" aria-label={t('signIn.loadingForm')} sx={{ display: 'grid', placeItems: 'center', minHeight: 260 }}>
              <CircularProgress />
            </Box>
          }
        >
          <SignInPanel />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
