import { AI_RATE_LIMITS, AiSettingsSchema, SETTINGS_MESSAGES, type AiSettings, type AiSettingsReply } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateAiSettings } from '../../api/ai-settings.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { SaveBar } from '../../components/save-bar.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { aiSettingsChanges } from './ai-settings-changes.js';
import { ApproachDefaults, GuardrailListDefaults, ModelDefaults } from './default-fields.js';

const resolver = zodResolver(AiSettingsSchema);
const DISCARD_EDITS = { keepDirtyValues: false };

type Props = { saved: AiSettingsReply; canConfigure: boolean };

/**
 * The platform's AI defaults and the per-user message rate (issue 20): one form validated by the contract's
 * schema, one Save that sends what changed. A refusal is said in the server's words and the draft stays.
 */
export function AiDefaultsForm({ saved, canConfigure }: Props) {
  const { t } = useTranslation('admin-ai-settings');
  const format = useFormat();
  const save = useUpdateAiSettings();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, reset, formState } = useForm<AiSettings>({ resolver, values: saved.settings, resetOptions: { keepDirtyValues: true } });
  const disabled = !canConfigure;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { data, message } = await save.mutateAsync(aiSettingsChanges(values, saved.settings));
      reset(data.settings, DISCARD_EDITS);
      notify.success(message ?? SETTINGS_MESSAGES.aiSaved);
    } catch (error) {
      const reason = failureMessage(error, { fallback: t('saveFailed') });
      setFailure(reason);
      notify.error(reason);
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <Section title={t('defaults.title')} hint={t('defaults.hint')}>
        <Typography variant="subtitle1" component="h3">
          {t('defaults.model')}
        </Typography>
        <ModelDefaults control={control} disabled={disabled} />
        <Typography variant="subtitle1" component="h3">
          {t('defaults.approach')}
        </Typography>
        <ApproachDefaults control={control} disabled={disabled} />
        <Typography variant="subtitle1" component="h3">
          {t('defaults.guardrails')}
        </Typography>
        <GuardrailListDefaults control={control} disabled={disabled} />
      </Section>
      <Section title={t('rate.title')}>
        <Controller
          control={control}
          name="messagesPerMinute"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
              type="number"
              label={t('rate.label')}
              error={Boolean(fieldState.error)}
              helperText={localizeMessage(fieldState.error?.message) ?? t('rate.hint', { min: format.number(AI_RATE_LIMITS.min), max: format.number(AI_RATE_LIMITS.max) })}
              disabled={disabled}
              slotProps={{ htmlInput: { min: AI_RATE_LIMITS.min, max: AI_RATE_LIMITS.max, step: 1 } }}
              sx={{ maxWidth: 360 }}
            />
          )}
        />
      </Section>
      {canConfigure && (
        <SaveBar
          dirty={formState.isDirty}
          saving={save.isPending}
          failure={failure}
          onSave={() => void submit()}
          onDiscard={() => {
            setFailure(undefined);
            reset(saved.settings, DISCARD_EDITS);
          }}
          texts={{ save: t('save'), discard: t('discard'), unsaved: t('unsaved') }}
        />
      )}
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <Stack spacing={3} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
