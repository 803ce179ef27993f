import { ClientAiConfigSchema, type ClientAiConfig } from '@coaching/contract';
import { TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

const CONTEXT_MAX = ClientAiConfigSchema.shape.context.maxLength ?? 4_000;

/** What the AI coach should know about the client; the client never sees it. */
export function ContextField({ control }: { control: Control<ClientAiConfig> }) {
  const { t } = useTranslation('coach-ai-config');
  const format = useFormat();
  const { field, fieldState } = useController({ control, name: 'context' });
  return (
    <TextField
      {...field}
      label={t('form.context')}
      multiline
      minRows={4}
      maxRows={14}
      fullWidth
      error={!!fieldState.error}
      helperText={
        fieldState.error
          ? t('form.tooLong', { max: format.number(CONTEXT_MAX) })
          : t('form.contextHelper', { length: format.number(field.value.length), max: format.number(CONTEXT_MAX) })
      }
      slotProps={{ htmlInput: { maxLength: CONTEXT_MAX } }}
    />
  );
}
