import { GeneralSettingsSchema, LANGUAGES, SETTINGS_MESSAGES, type GeneralSettings, type GeneralSettingsReply } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { useUpdateGeneralSettings } from '../../api/platform-settings.js';
import { notify } from '../../components/notify.js';
import { SaveBar } from '../../components/save-bar.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';
import { useFormat } from '../../i18n/format.js';
import { LANGUAGE_NAMES } from '../../i18n/languages.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { changedFields } from './settings-changes.js';
import { TimezoneField } from './timezone-field.js';

const resolver = zodResolver(GeneralSettingsSchema);
/** Reset and a save replace the edits, which the form's own resetOptions would otherwise keep. */
const DISCARD_EDITS = { keepDirtyValues: false };
const FIELDS = new Set<string>(Object.keys(GeneralSettingsSchema.shape));

type Props = { saved: GeneralSettingsReply; canManage: boolean };

/**
 * The general settings (issue 20): one form validated by the contract's schema, one Save that sends the fields
 * changed. A refusal is said in the server's words and the draft stays; without users.manage it is read only.
 */
export function GeneralSettingsForm({ saved, canManage }: Props) {
  const { t } = useTranslation('admin-settings');
  const format = useFormat();
  const save = useUpdateGeneralSettings();
  const [failure, setFailure] = useState<string>();
  // A background refetch brings in what changed elsewhere without losing the admin's own edits.
  const { control, handleSubmit, reset, setError, formState } = useForm<GeneralSettings>({ resolver, values: saved.settings, resetOptions: { keepDirtyValues: true } });
  const readOnly = !canManage;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { data, message } = await save.mutateAsync(changedFields(values, saved.settings));
      reset(data.settings, DISCARD_EDITS);
      notify.success(message ?? SETTINGS_MESSAGES.generalSaved);
    } catch (error) {
      const reason = failureMessage(error, { fallback: t('saveFailed') });
      setFailure(reason);
      notify.error(reason);
      // Each field the server named says why under it, too.
      if (isApiError(error)) for (const { path, msg } of error.errors) if (FIELDS.has(path)) setError(path as Path<GeneralSettings>, { type: 'server', message: msg });
    }
  });

  const discard = () => {
    setFailure(undefined);
    reset(saved.settings, DISCARD_EDITS);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {readOnly && <Alert severity="info">{t('readOnly')}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {saved.updatedAt ? t('lastChanged', { when: format.dateTime(saved.updatedAt) }) : t('neverChanged')}
      </Typography>
      <SettingsCard title={t('registration.title')}>
        <Controller
          control={control}
          name="registrationOpen"
          render={({ field }) => (
            <SettingSwitch
              label={t('registration.open')}
              description={field.value ? t('registration.openHint') : t('registration.closedHint')}
              checked={field.value}
              onChange={field.onChange}
              disabled={readOnly}
            />
          )}
        />
        <Controller
          control={control}
          name="coachVerificationRequired"
          render={({ field }) => (
            <SettingSwitch label={t('registration.verification')} description={t('registration.verificationHint')} checked={field.value} onChange={field.onChange} disabled={readOnly} />
          )}
        />
      </SettingsCard>
      <SettingsCard title={t('region.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <TimezoneField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('region.timezone')}
                helperText={t('region.timezoneHint')}
                noOptionsText={t('region.noTimezone')}
                error={localizeMessage(fieldState.error?.message)}
                disabled={readOnly}
              />
            )}
          />
          <Controller
            control={control}
            name="defaultLanguage"
            render={({ field }) => (
              <TextField {...field} select fullWidth label={t('region.language')} helperText={t('region.languageHint')} disabled={readOnly}>
                {LANGUAGES.map((code) => (
                  <MenuItem key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </SettingsCard>
      <SettingsCard title={t('mail.title')} hint={t('mail.hint')}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          {(['mailSenderName', 'mailSenderAddress'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  fullWidth
                  label={name === 'mailSenderName' ? t('mail.name') : t('mail.address')}
                  type={name === 'mailSenderAddress' ? 'email' : 'text'}
                  error={Boolean(fieldState.error)}
                  helperText={localizeMessage(fieldState.error?.message)}
                  disabled={readOnly}
                />
              )}
            />
          ))}
        </Stack>
      </SettingsCard>
      {!readOnly && (
        <SaveBar
          dirty={formState.isDirty}
          saving={save.isPending}
          failure={failure}
          onSave={() => void submit()}
          onDiscard={discard}
          texts={{ save: t('save'), discard: t('discard'), unsaved: t('unsaved') }}
        />
      )}
    </Stack>
  );
}
