import { Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListField } from '../../components/chip-list-field.js';
import { LIMITS, type ClientFormValues, type ListField } from './client-form.js';

type Props = { control: Control<ClientFormValues>; name: ListField };

/** One of the client's profile lists being edited, under its heading. */
export function ProfileListField({ control, name }: Props) {
  const { t } = useTranslation('coach-client-edit');
  const { field, fieldState } = useController({ control, name });
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t(`form.lists.${name}.title`)}
      </Typography>
      <ChipListField
        values={field.value}
        onChange={field.onChange}
        label={t(`form.lists.${name}.title`)}
        maxLength={LIMITS.entry}
        // Entries are bounded as they are typed, so what a list can break is mostly its length.
        error={fieldState.error ? t('form.lists.invalid') : undefined}
        texts={{
          add: t(`form.lists.${name}.add`),
          addButton: t('form.lists.addButton'),
          empty: t(`form.lists.${name}.empty`),
          remove: (value) => t('form.lists.remove', { value }),
        }}
      />
    </Stack>
  );
}
