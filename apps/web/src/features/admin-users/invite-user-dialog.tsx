import {
  ACCOUNT_INVITATION_MESSAGES,
  CreateAccountInvitationBodySchema,
  INVITATION_TTL_DAYS,
  LANGUAGES,
  ROLES,
  type CreateAccountInvitationBody,
  type Permission,
  type Role,
} from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInviteUser } from '../../api/admin-users.js';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { FormTextField } from '../../components/profile/form-text-field.js';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { PermissionChecklist } from './permission-checklist.js';

type Values = { email: string; firstName: string; lastName: string; role: Role; language: Language | ''; permissions: Permission[] };
const EMPTY: Values = { email: '', firstName: '', lastName: '', role: 'client', language: '', permissions: [] };
const FIELDS: readonly string[] = ['email', 'firstName', 'lastName', 'role', 'language', 'permissions'];

/** The body through the contract's schema: the platform's language unless one is chosen, permissions for an admin only. */
const toBody = ({ language, permissions, ...values }: Values): CreateAccountInvitationBody =>
  CreateAccountInvitationBodySchema.parse({ ...values, ...(language ? { language } : {}), ...(values.role === 'admin' ? { permissions } : {}) });

const invitation = CreateAccountInvitationBodySchema.shape;

/** The contract's rules and messages, field by field; '' is the platform's language, left out of the body. */
const InviteFormSchema = z.object({
  email: invitation.email,
  firstName: invitation.firstName,
  lastName: invitation.lastName,
  role: invitation.role,
  language: z.union([invitation.language.unwrap(), z.literal('')]),
  permissions: invitation.permissions.unwrap(),
});
const resolver = zodResolver(InviteFormSchema, undefined, { raw: true }) as Resolver<Values>;

/** Invite user (issue 20; replaces the spec's 'User creation should be handled through the registration process'). */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const titleId = useId();
  const invite = useInviteUser();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: EMPTY, resolver });
  const role = useWatch({ control, name: 'role' });

  const send = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { message } = await invite.mutateAsync(toBody(values));
      notify.success(message ?? ACCOUNT_INVITATION_MESSAGES.sent);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const { path, msg } of error.errors) if (FIELDS.includes(path)) setError(path as keyof Values, { message: msg });
      }
      setFailure(failureMessage(error, { fallback: t('invite.failed') }));
    }
  });

  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('invite.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} onSubmit={(event) => void send(event)}>
          <DialogContentText>{t('invite.hint', { days: INVITATION_TTL_DAYS })}</DialogContentText>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={control} name="email" label={t('invite.email')} type="email" required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label={t('invite.firstName')} required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label={t('invite.lastName')} required fullWidth autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="role" label={t('invite.role')} select fullWidth>
                {ROLES.map((each) => (
                  <MenuItem key={each} value={each}>
                    {t(`roles.${each}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="language" label={t('invite.language')} helperText={t('invite.languageHint')} select fullWidth>
                <MenuItem value="">{t('invite.platformLanguage')}</MenuItem>
                {LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language} lang={language}>
                    {LANGUAGE_NAMES[language]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
          </Grid>
          {role === 'admin' && (
            <section aria-labelledby={`${titleId}-permissions`}>
              <Typography id={`${titleId}-permissions`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('invite.permissions')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('invite.permissionsHint')}
              </Typography>
              <Controller control={control} name="permissions" render={({ field }) => <PermissionChecklist value={field.value} onChange={field.onChange} />} />
            </section>
          )}
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={invite.isPending}>
          {t('invite.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
