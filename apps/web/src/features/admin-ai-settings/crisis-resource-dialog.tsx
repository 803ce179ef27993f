import {
  CRISIS_RESOURCE_KINDS,
  SETTINGS_MESSAGES,
  UpsertCrisisResourceBodySchema,
  type CrisisResource,
  type UpsertCrisisResourceBody,
} from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveCrisisResource, useUpdateCrisisResource } from '../../api/ai-settings.js';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { CountryField } from './country-field.js';
import { countryName } from './country-names.js';

type Values = { country: string; kind: CrisisResource['kind']; name: string; contact: string; url: string };
const FIELDS = new Set(['country', 'kind', 'name', 'contact', 'url']);

const resolver = zodResolver(UpsertCrisisResourceBodySchema) as unknown as Resolver<Values, unknown, UpsertCrisisResourceBody>;

const EMPTY: Values = { country: '', kind: 'crisis_line', name: '', contact: '', url: '' };

type Props = { editing: CrisisResource | undefined; onClose: () => void };

/** Adding a resource (PUT: replaces the country's resource of that kind) or editing one (PATCH: name, contact, address). */
export function CrisisResourceDialog({ editing, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-ai-settings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const add = useSaveCrisisResource();
  const update = useUpdateCrisisResource();
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const initial: Values = editing ? { country: editing.country, kind: editing.kind, name: editing.name, contact: editing.contact, url: editing.url ?? '' } : EMPTY;
  const { control, handleSubmit, setError } = useForm<Values, unknown, UpsertCrisisResourceBody>({ resolver, defaultValues: initial });
  const busy = add.isPending || update.isPending;

  const submit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const { message } = editing
        ? await update.mutateAsync({ id: editing._id, body: { name: body.name, contact: body.contact, url: body.url ?? null } })
        : await add.mutateAsync(body);
      notify.success(message ?? SETTINGS_MESSAGES.resourceSaved);
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('crisis.form.failed') }));
      if (isApiError(error)) for (const { path, msg } of error.errors) if (FIELDS.has(path)) setError(path as Path<Values>, { type: 'server', message: msg });
    }
  });

  const text = (name: 'name' | 'contact' | 'url', label: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          required={name !== 'url'}
          fullWidth
          type={name === 'url' ? 'url' : 'text'}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={localizeMessage(fieldState.error?.message) ?? hint}
        />
      )}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{editing ? t('crisis.form.editTitle', { name: editing.name }) : t('crisis.form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
            {editing ? (
              <Typography color="text.secondary">{t('crisis.form.editSubtitle', { country: countryName(editing.country, language), kind: t(`crisis.kinds.${editing.kind}`) })}</Typography>
            ) : (
              <>
                <Controller
                  control={control}
                  name="country"
                  render={({ field, fieldState }) => <CountryField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={localizeMessage(fieldState.error?.message)} />}
                />
                <Controller
                  control={control}
                  name="kind"
                  render={({ field }) => (
                    <TextField {...field} select fullWidth label={t('crisis.form.kind')} helperText={t('crisis.form.replaceHint')}>
                      {CRISIS_RESOURCE_KINDS.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {t(`crisis.kinds.${kind}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </>
            )}
            {text('name', t('crisis.form.name'))}
            {text('contact', t('crisis.form.contact'), t('crisis.form.contactHint'))}
            {text('url', t('crisis.form.url'))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('crisis.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('crisis.form.save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
