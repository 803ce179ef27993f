import { Alert, Button, Stack } from '@mui/material';
import { localizeMessage } from '../../i18n/localize-message.js';

type Props = { failure: string | undefined; saving: boolean; onCancel: () => void; cancelLabel: string; saveLabel: string };

/** The end of a profile form being edited: what failed, if the last save did; Cancel, and Save (the form's submit). */
export function ProfileFormActions({ failure, saving, onCancel, cancelLabel, saveLabel }: Props) {
  return (
    <>
      {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {saveLabel}
        </Button>
      </Stack>
    </>
  );
}
