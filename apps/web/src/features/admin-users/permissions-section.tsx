import { USER_ADMIN_MESSAGES, type Permission, type User } from '@coaching/contract';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPermissions } from '../../api/admin-users.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { PermissionChecklist } from './permission-checklist.js';

type Props = { user: User; self: boolean };

/** An admin's permissions (PATCH /users/{id}/permissions): the whole set is sent; nobody changes their own. */
export function PermissionsSection({ user, self }: Props) {
  const { t } = useTranslation('admin-users');
  const titleId = useId();
  const save = useSetPermissions();
  const [saved, setSaved] = useState<Permission[]>(user.permissions ?? []);
  const [chosen, setChosen] = useState<Permission[]>(saved);
  const [failure, setFailure] = useState<string>();
  const changed = chosen.length !== saved.length || chosen.some((permission) => !saved.includes(permission));

  const submit = async () => {
    setFailure(undefined);
    try {
      const { data, message } = await save.mutateAsync({ id: user._id, permissions: chosen });
      const now = data.user.permissions ?? [];
      setSaved(now);
      setChosen(now);
      notify.success(message ?? USER_ADMIN_MESSAGES.permissionsUpdated);
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('permissions.failed') }));
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('permissions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {self ? t('permissions.ownHint') : t('permissions.hint')}
      </Typography>
      <PermissionChecklist value={chosen} onChange={setChosen} disabled={self} />
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {localizeMessage(failure)}
        </Alert>
      )}
      {!self && (
        <Button variant="outlined" disabled={!changed} loading={save.isPending} onClick={() => void submit()}>
          {t('permissions.save')}
        </Button>
      )}
    </Box>
  );
}
