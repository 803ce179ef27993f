import { Button, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { withEntry, withoutEntry } from './chip-list.js';
import { ChipListView } from './chip-list-view.js';

export type ChipListTexts = {
  /** Names the entry field and its Add button. */
  add: string;
  addButton: string;
  empty: string;
  remove: (value: string) => string;
  /** Said under the field while its entry is already in the list. */
  duplicate?: string;
  /** Said under the field once the list holds maxItems entries. */
  full?: string;
};

type Props = {
  values: readonly string[];
  onChange: (values: string[]) => void;
  texts: ChipListTexts;
  /** The list's accessible name, when no heading names it. */
  label?: string;
  display?: (value: string) => string;
  maxItems?: number;
  maxLength?: number;
  /** What is wrong with the list as a whole, as the form's validation says it. */
  error?: string | undefined;
  /** Shown but not to be changed: the chips alone, without the field to add one or the crosses. */
  disabled?: boolean;
};

/**
 * A list being edited: its chips, and an inline field whose entry Enter or Add puts in the list, trimmed;
 * blank entries and ones already there (in any case) are dropped, and a full list takes no more.
 */
export function ChipListField({ values, onChange, texts, label, display, maxItems, maxLength, error, disabled = false }: Props) {
  const [draft, setDraft] = useState('');
  const entry = draft.trim().toLocaleLowerCase();
  const duplicate = entry !== '' && values.some((value) => value.toLocaleLowerCase() === entry);
  const full = maxItems !== undefined && values.length >= maxItems;
  const hint = error ?? (duplicate ? texts.duplicate : undefined) ?? (full ? texts.full : undefined);
  const add = () => {
    if (full) return;
    onChange(withEntry(values, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the entry rather than submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  if (disabled) return <ChipListView values={values} empty={texts.empty} label={label} display={display} />;
  return (
    <Stack spacing={1.5}>
      <ChipListView values={values} empty={texts.empty} label={label} display={display} onDelete={(value) => onChange(withoutEntry(values, value))} removeLabel={texts.remove} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={texts.add}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={!!error || (entry !== '' && (duplicate || full))}
          helperText={hint}
          slotProps={{ htmlInput: { maxLength } }}
          sx={{ flexGrow: 1, maxWidth: 480 }}
        />
        <Button variant="outlined" onClick={add} aria-label={texts.add}>
          {texts.addButton}
        </Button>
      </Stack>
    </Stack>
  );
}
