import { ADMIN_MESSAGES, BIO_MAX_LENGTH, PHONE_MAX_LENGTH, ROLES, SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, FormHelperText, Grid, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../../api/admin-users.js';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { FormTextField } from '../../components/profile/form-text-field.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { PermissionsSection } from './permissions-section.js';
import { updateUserBody, userFormFieldOf, userFormResolver, userFormValues, type UserFormValues } from './user-form.js';
import { userName } from './user-name.js';

type Props = { user: User; self: boolean; onClose: () => void };

/**
 * The admin user form (spec sections 3 and 5): the username shown and never changed; email, names, phone, bio,
 * role and whether the account is active. An admin's permissions are their own section, saved on their own.
 */
export function EditUserDialog({ user, self, onClose }: Props) {
  const { t } = useTranslation('admin-users');
  const titleId = useId();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError } = useForm<UserFormValues>({ defaultValues: userFormValues(user), resolver: userFormResolver });

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { message } = await update.mutateAsync({ id: user._id, body: updateUserBody(values, self) });
      notify.success(message ?? SUCCESS_MESSAGES.userUpdated);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const { path, msg } of error.errors) {
          const field = userFormFieldOf(path);
          if (field) setError(field, { message: msg });
        }
      }
      setFailure(failureMessage(error, { fallback: ADMIN_MESSAGES.saveUserFailed }));
      notify.error(ADMIN_MESSAGES.saveUserFailed);
    }
  });

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('edit.title', { name: userName(user) })}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(event) => void save(event)}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('edit.username')} value={user.username} helperText={t('edit.usernameHint')} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label={t('edit.email')} type="email" required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label={t('edit.firstName')} required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label={t('edit.lastName')} required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phone" label={t('edit.phone')} type="tel" fullWidth slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="role" label={t('edit.role')} select fullWidth disabled={self}>
                {ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {t(`roles.${role}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="bio" label={t('edit.bio')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="isActive"
                render={({ field: { value, onChange, ref } }) => (
                  <FormControlLabel
                    label={t('edit.active')}
                    control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} inputRef={ref} disabled={self} />}
                  />
                )}
              />
              <FormHelperText sx={{ mt: 0 }}>{self ? t('edit.ownAccountHint') : t('edit.activeHint')}</FormHelperText>
            </Grid>
          </Grid>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
        </Stack>
        {user.role === 'admin' && (
          <>
            <Divider sx={{ my: 3 }} />
            <PermissionsSection user={user} self={self} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={update.isPending}>
          {t('edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
