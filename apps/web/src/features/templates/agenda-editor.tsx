import { TEMPLATE_LIMITS } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/localize-message.js';
import { NEW_AGENDA_ITEM, totalMinutes, type TemplateFormValues } from './template-form.js';

type Props = { control: Control<TemplateFormValues>; register: UseFormRegister<TemplateFormValues>; errors: FieldErrors<TemplateFormValues>; disabled: boolean };

/** A session plan's agenda: rows of title and minutes, added, removed and moved, with the total shown. */
export function AgendaEditor({ control, register, errors, disabled }: Props) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'agenda' });
  const agenda = useWatch({ control, name: 'agenda' });
  const listError = errors.agenda?.root?.message ?? errors.agenda?.message;

  return (
    <Stack component="fieldset" aria-labelledby={headingId} sx={{ gap: 1.5, border: 0, m: 0, p: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="legend" variant="subtitle1">
          {t('agenda.label')}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('agenda.total', { minutes: totalMinutes(agenda ?? []) })}
        </Typography>
      </Stack>
      {fields.length === 0 && <Typography color="text.secondary">{t('agenda.empty')}</Typography>}
      <Stack component="ol" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {fields.map((field, index) => {
          const number = index + 1;
          const itemErrors = errors.agenda?.[index];
          const { ref: titleRef, ...title } = register(`agenda.${index}.title`);
          const { ref: minutesRef, ...minutes } = register(`agenda.${index}.minutes`, { valueAsNumber: true });
          return (
            <Stack component="li" key={field.id} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
              <TextField
                {...title}
                inputRef={titleRef}
                label={t('agenda.itemTitle', { number })}
                error={Boolean(itemErrors?.title)}
                helperText={localizeMessage(itemErrors?.title?.message)}
                disabled={disabled}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.agendaTitleMaxLength } }}
              />
              <TextField
                {...minutes}
                inputRef={minutesRef}
                type="number"
                label={t('agenda.minutes', { number })}
                error={Boolean(itemErrors?.minutes)}
                helperText={localizeMessage(itemErrors?.minutes?.message)}
                disabled={disabled}
                sx={{ width: { sm: 150 } }}
                slotProps={{ htmlInput: { min: TEMPLATE_LIMITS.agendaMinutesMin, max: TEMPLATE_LIMITS.agendaMinutesMax, step: 5 } }}
              />
              <Stack direction="row" sx={{ pt: { sm: 1 } }}>
                <IconButton aria-label={t('agenda.up', { number })} disabled={disabled || index === 0} onClick={() => swap(index, index - 1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton aria-label={t('agenda.down', { number })} disabled={disabled || index === fields.length - 1} onClick={() => swap(index, index + 1)}>
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton aria-label={t('agenda.remove', { number })} disabled={disabled} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{localizeMessage(listError)}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ ...NEW_AGENDA_ITEM })}
        disabled={disabled || fields.length >= TEMPLATE_LIMITS.agendaMaxItems}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('agenda.add')}
      </Button>
    </Stack>
  );
}
