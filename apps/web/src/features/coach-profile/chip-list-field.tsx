import { Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListField as SharedChipListField } from '../../components/chip-list-field.js';
import type { ListField, ProfileFormValues } from './profile-form.js';

type Props = { control: Control<ProfileFormValues>; name: ListField };

/** A profile list being edited, under its heading. */
export function ChipListField({ control, name }: Props) {
  const { t } = useTranslation('coach-profile');
  const { field } = useController({ control, name });
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t(`lists.${name}.title`)}
      </Typography>
      <SharedChipListField
        values={field.value}
        onChange={field.onChange}
        texts={{ add: t(`lists.${name}.add`), addButton: t('lists.addButton'), empty: t(`lists.${name}.empty`), remove: (value) => t('lists.remove', { value }) }}
      />
    </Stack>
  );
}
