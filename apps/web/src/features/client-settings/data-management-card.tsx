import { DeleteAccountBodySchema, PATHS, PROFILE_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount, useExportData } from '../../api/account.js';
import { failureMessage } from '../../api/error-messages.js';
import { sessionStore } from '../../api/session-store.js';
import { flashAfterReload, notify } from '../../components/notify.js';
import { PasswordField } from '../../components/password-field.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/**
 * Data Management (spec section 2, issue 19): download everything stored about the client as one JSON file, or
 * erase the account. Each asks first; deleting asks for the password again, then signs out to the landing page.
 */
export function DataManagementCard() {
  const { t } = useTranslation('client-settings');
  const titleId = useId();
  const [asking, setAsking] = useState<'export' | 'delete'>();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t('data.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('data.hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setAsking('export')}>
            {t('data.export')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setAsking('delete')}>
            {t('data.delete')}
          </Button>
        </Stack>
      </CardContent>
      {asking === 'export' && <ExportDialog onClose={() => setAsking(undefined)} />}
      {asking === 'delete' && <DeleteAccountDialog onClose={() => setAsking(undefined)} />}
    </Card>
  );
}

function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('client-settings');
  const titleId = useId();
  const textId = useId();
  const exportData = useExportData();
  const confirm = () =>
    exportData.mutate(undefined, {
      onSuccess: () => {
        notify.success(SUCCESS_MESSAGES.dataExported);
        onClose();
      },
      onError: () => notify.error(PROFILE_MESSAGES.exportDataFailed),
    });
  return (
    <Dialog open onClose={() => !exportData.isPending && onClose()} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('data.exportTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('data.exportText')}</DialogContentText>
        {exportData.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {localizeMessage(PROFILE_MESSAGES.exportDataFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={exportData.isPending}>
          {t('data.cancel')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} loading={exportData.isPending} onClick={confirm}>
          {t('data.exportConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('client-settings');
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string>();
  const form = useForm<{ password: string }>({ resolver: zodResolver(DeleteAccountBodySchema), defaultValues: { password: '' } });
  const passwordError = form.formState.errors.password?.message;

  const submit = form.handleSubmit((body) => {
    setFailure(undefined);
    remove.mutate(body, {
      onSuccess: () => {
        // Every session of the account has ended on the server. This browser forgets it and loads the landing
        // page afresh (no return path to remember, nothing of the account left in memory), which says it is done.
        flashAfterReload({ variant: 'success', message: SUCCESS_MESSAGES.accountDeleted });
        sessionStore.clear();
        window.location.assign(PATHS.landing);
      },
      onError: (error) => {
        const message = failureMessage(error, { fallback: PROFILE_MESSAGES.deleteAccountFailed });
        setFailure(message);
        notify.error(PROFILE_MESSAGES.deleteAccountFailed);
      },
    });
  });

  return (
    <Dialog
      open
      onClose={() => !remove.isPending && onClose()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{t('data.deleteTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>{t('data.deleteText')}</DialogContentText>
          <Typography variant="body2">{t('data.deleteKept')}</Typography>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          <PasswordField
            {...form.register('password')}
            label={t('data.password')}
            autoComplete="current-password"
            autoFocus
            fullWidth
            error={Boolean(passwordError)}
            helperText={localizeMessage(passwordError) ?? t('data.passwordHint')}
            disabled={remove.isPending}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('data.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
          {t('data.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
