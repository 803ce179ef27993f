import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { withEntry } from '../../components/chip-list.js';
import { ENTRY_MAX_LENGTH } from './profile-form.js';

export type AddEntryTexts = { title: string; label: string; add: string; cancel: string; duplicate: string };

type Props = { open: boolean; entries: readonly string[]; texts: AddEntryTexts; onAdd: (entries: string[]) => void; onClose: () => void };

/**
 * One more goal or challenge (spec section 2's add-goal and add-challenge dialogs): Enter or Add puts the entry in
 * the list, trimmed, and closes; a blank entry or one already there (in any case) adds nothing; Escape closes.
 */
export function AddEntryDialog({ open, entries, texts, onAdd, onClose }: Props) {
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const next = withEntry(entries, draft);
  const adds = next.length > entries.length;
  const duplicate = draft.trim() !== '' && !adds;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the profile form in React's tree: its submit must not save the profile.
    event.stopPropagation();
    if (!adds) return;
    onAdd(next);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object, transition: { onExited: () => setDraft('') } }}
    >
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={texts.label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={duplicate}
          helperText={duplicate ? texts.duplicate : undefined}
          slotProps={{ htmlInput: { maxLength: ENTRY_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!adds}>
          {texts.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
