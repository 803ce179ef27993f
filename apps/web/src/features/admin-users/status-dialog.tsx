import type { User } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusAction } from './users-grid-context.js';
import { userName } from './user-name.js';

/** Whom a confirmation is about: one user (from their menu) or the selected ones (the bulk action). */
export type StatusRequest = { action: StatusAction; users: User[]; bulk: boolean };

type Props = { request: StatusRequest | undefined; busy: boolean; onCancel: () => void; onConfirm: (request: StatusRequest) => void };

/** The deactivation (and reactivation) confirmation: who, how many, and what it does to them. */
export function StatusDialog({ request: asked, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('admin-users');
  // The words stay while the dialog fades out after the request is gone.
  const [request, setRequest] = useState(asked);
  if (asked && asked !== request) setRequest(asked);
  const titleId = useId();
  const bodyId = useId();
  const texts = (() => {
    if (!request) return { title: '', body: '' };
    const count = request.users.length;
    const name = request.users[0] ? userName(request.users[0]) : '';
    if (request.action === 'deactivate') {
      return request.bulk
        ? { title: t('confirm.bulkDeactivateTitle', { count }), body: t('confirm.bulkDeactivateBody', { count }) }
        : { title: t('confirm.deactivateTitle', { name }), body: t('confirm.deactivateBody', { name }) };
    }
    return request.bulk
      ? { title: t('confirm.bulkReactivateTitle', { count }), body: t('confirm.bulkReactivateBody', { count }) }
      : { title: t('confirm.reactivateTitle', { name }), body: t('confirm.reactivateBody', { name }) };
  })();

  return (
    <Dialog open={Boolean(asked)} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{texts.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={request?.action === 'deactivate' ? 'error' : 'primary'}
          loading={busy}
          onClick={() => request && onConfirm(request)}
        >
          {request?.action === 'reactivate' ? t('confirm.reactivate') : t('confirm.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
