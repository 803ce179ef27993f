import AddIcon from '@mui/icons-material/Add';
import { Button, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withoutEntry } from '../../components/chip-list.js';
import { ChipListView } from '../../components/chip-list-view.js';
import { ProfileSection } from '../../components/profile/profile-section.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AddEntryDialog } from './add-entry-dialog.js';
import type { ClientProfileFormValues, ListField } from './profile-form.js';

type Props = { name: ListField; saved: readonly string[]; editing: boolean; control: Control<ClientProfileFormValues> };

/** Coaching Goals or Current Challenges: chips to read; while editing, removable, with an Add button opening its dialog. */
export function ChipListSection({ name, saved, editing, control }: Props) {
  const { t } = useTranslation('client-profile');
  const texts = { empty: t(`lists.${name}.empty`), add: t(`lists.${name}.add`) };
  return (
    <ProfileSection title={t(`lists.${name}.title`)}>
      {editing ? <EditedList name={name} control={control} texts={texts} /> : <ChipListView values={saved} empty={texts.empty} />}
    </ProfileSection>
  );
}

function EditedList({ name, control, texts }: Pick<Props, 'name' | 'control'> & { texts: { empty: string; add: string } }) {
  const { t } = useTranslation('client-profile');
  const { field, fieldState } = useController({ control, name });
  const [adding, setAdding] = useState(false);
  const dialogTexts = { title: t(`lists.${name}.dialogTitle`), label: t(`lists.${name}.field`), add: t('lists.add'), cancel: t('lists.cancel'), duplicate: t('lists.duplicate') };
  return (
    <>
      <ChipListView
        values={field.value}
        empty={texts.empty}
        onDelete={(value) => field.onChange(withoutEntry(field.value, value))}
        removeLabel={(value) => t('lists.remove', { value })}
      />
      {fieldState.error?.message && <FormHelperText error>{localizeMessage(fieldState.error.message)}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1.5 }}>
        {texts.add}
      </Button>
      <AddEntryDialog open={adding} entries={field.value} texts={dialogTexts} onAdd={field.onChange} onClose={() => setAdding(false)} />
    </>
  );
}
