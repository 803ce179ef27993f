import { Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListView } from './chip-list-view.js';
import { withEntry, withoutEntry } from './chip-list.js';
import type { ListField, ProfileFormValues } from './profile-form.js';

type Props = { control: Control<ProfileFormValues>; name: ListField };

/** A profile list being edited: its chips, and an inline field whose entry Enter or Add puts in the list. */
export function ChipListField({ control, name }: Props) {
  const { t } = useTranslation('coach-profile');
  const { field } = useController({ control, name });
  const [draft, setDraft] = useState('');
  const titleId = useId();

  const add = () => {
    field.onChange(withEntry(field.value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the entry rather than submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t(`lists.${name}.title`)}
      </Typography>
      <ChipListView
        values={field.value}
        empty={t(`lists.${name}.empty`)}
        onDelete={(value) => field.onChange(withoutEntry(field.value, value))}
        removeLabel={(value) => t('lists.remove', { value })}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" label={t(`lists.${name}.add`)} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} />
        <Button variant="outlined" onClick={add} aria-label={t(`lists.${name}.add`)}>
          {t('lists.addButton')}
        </Button>
      </Stack>
    </Stack>
  );
}
