import { Dialog } from '@mui/material';
import { ForgotPasswordForm } from './forgot-password-form.js';

const TITLE_ID = 'forgot-password-title';

/** The forgot-password form in a dialog of its own, over the /login page; a fresh form each time it opens. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail?: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <ForgotPasswordForm titleId={TITLE_ID} initialEmail={initialEmail} onClose={onClose} />
    </Dialog>
  );
}
