import { MOOD_SCALE, REFLECTION_LIMITS, type Reflection } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useCreateReflection, useUpdateReflection } from '../../api/progress.js';
import { LabelledSlider } from '../../components/labelled-slider.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { reflectionFormResolver, reflectionFormValues, type ReflectionFormValues } from './reflection-form.js';

type Props = { reflection?: Reflection; onClose: () => void };

/** The Daily Reflection: a text, mood and confidence from 1 to 10 (7 to start); Save waits for some text. */
export function ReflectionDialog({ reflection, onClose }: Props) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const titleId = useId();
  const form = useForm<ReflectionFormValues>({ resolver: reflectionFormResolver, defaultValues: reflectionFormValues(reflection) });
  const create = useCreateReflection();
  const update = useUpdateReflection();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string>();
  const text = useWatch({ control: form.control, name: 'reflection' });
  const { errors, isDirty } = form.formState;
  const { ref: textRef, ...textField } = form.register('reflection');
  const valueText = (value: number) => t('reflections.dialog.valueText', { value: format.number(value) });

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    const body = { ...values, reflection: values.reflection.trim() };
    const callbacks = {
      onSuccess: (reply: { message?: string }) => {
        if (reply.message) notify.success(reply.message);
        onClose();
      },
      onError: (error: unknown) => setFailure(failureMessage(error, { fallback: t('reflections.dialog.saveFailed') })),
    };
    if (reflection) update.mutate({ id: reflection._id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // What was written is not thrown away by a stray click or Escape: Cancel is the way out.
      onClose={() => {
        if (!isDirty && !saving) onClose();
      }}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{reflection ? t('reflections.dialog.editTitle') : t('reflections.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 3, pt: 1 }}>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          <TextField
            {...textField}
            inputRef={textRef}
            label={t('reflections.dialog.text')}
            required
            autoFocus
            multiline
            minRows={4}
            error={Boolean(errors.reflection)}
            helperText={localizeMessage(errors.reflection?.message) ?? t('reflections.dialog.textHelper')}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: REFLECTION_LIMITS.textMaxLength } }}
          />
          {(['mood', 'confidence'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <LabelledSlider
                  label={t(`reflections.dialog.${name}`)}
                  helper={t(`reflections.dialog.${name}Helper`)}
                  error={localizeMessage(fieldState.error?.message)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={MOOD_SCALE.min}
                  max={MOOD_SCALE.max}
                  step={1}
                  marks
                  valueText={valueText}
                />
              )}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('reflections.dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={text.trim() === ''}>
          {t('reflections.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
