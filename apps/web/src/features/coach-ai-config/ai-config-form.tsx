import { COACH_MESSAGES, ClientAiConfigSchema, type ClientAiConfig, type UpdateClientAiConfig } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.js';
import { aiConfigChanges } from './ai-config-changes.js';
import { ApproachFields } from './approach-fields.js';
import { ContextField } from './context-field.js';
import { FormSection } from './form-section.js';
import { GuardrailLists } from './guardrail-lists.js';
import { ModelFields } from './model-fields.js';

type Props = {
  saved: ClientAiConfig;
  save: UseMutationResult<ClientAiConfig, Error, UpdateClientAiConfig>;
  savedMessage: string;
};

const resolver = zodResolver(ClientAiConfigSchema);
/** Reset and a save replace the edits, which the form's own resetOptions would otherwise keep. */
const DISCARD_EDITS = { keepDirtyValues: false };

/**
 * The AI configuration form (issue 18) for one client or for the coach's defaults: validated by the contract's
 * schema, and only what changed is sent.
 */
export function AiConfigForm({ saved, save, savedMessage }: Props) {
  const { t } = useTranslation('coach-ai-config');
  // A background refetch brings in what changed elsewhere without losing the coach's own edits.
  const { control, handleSubmit, reset, formState } = useForm<ClientAiConfig>({ resolver, values: saved, resetOptions: { keepDirtyValues: true } });
  const unchanged = !formState.isDirty;

  const submit = handleSubmit((config) => {
    save.mutate(aiConfigChanges(config, saved), {
      onSuccess: (aiConfig) => {
        reset(aiConfig, DISCARD_EDITS);
        notify.success(savedMessage);
      },
      onError: () => notify.error(COACH_MESSAGES.updateAiConfigFailed),
    });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <FormSection title={t('form.sections.context')}>
        <ContextField control={control} />
      </FormSection>
      <FormSection title={t('form.sections.approach')}>
        <ApproachFields control={control} />
      </FormSection>
      <FormSection title={t('form.sections.model')}>
        <ModelFields control={control} />
      </FormSection>
      <FormSection title={t('form.sections.guardrails')}>
        <GuardrailLists control={control} />
      </FormSection>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('form.resetHint')}
        </Typography>
        <Button onClick={() => reset(saved, DISCARD_EDITS)} disabled={unchanged || save.isPending}>
          {t('form.reset')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={unchanged}>
          {t('form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
