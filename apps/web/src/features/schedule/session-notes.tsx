import { SESSION_LIMITS, type Session } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Alert, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionActions } from './use-session-actions.js';

/**
 * The coach's private notes (left out of the client's replies), saved with PUT. Notes the AI drafted when the
 * session was completed are marked as its draft until the coach saves them, as they are or edited.
 */
export function SessionNotes({ session, actions }: { session: Session; actions: SessionActions }) {
  const { t } = useTranslation('schedule');
  const saved = session.notes ?? '';
  const [draft, setDraft] = useState<string>();
  const value = draft ?? saved;
  const changed = draft !== undefined && draft !== saved;
  const aiDraft = session.notesDraft === true;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        sx={{ gap: 1.5 }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          actions.update.run({ id: session._id, body: { notes: value } }, () => setDraft(undefined));
        }}
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('details.notes')}
          </Typography>
          {aiDraft && <Chip size="small" color="info" variant="outlined" icon={<AutoAwesomeIcon />} label={t('details.aiDraft')} />}
        </Stack>
        {aiDraft && <Alert severity="info">{t('details.aiDraftHint')}</Alert>}
        <TextField
          multiline
          minRows={4}
          label={t('details.notesLabel')}
          helperText={t('details.notesHint')}
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.notesMaxLength } }}
        />
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          {changed && <Button onClick={() => setDraft(undefined)}>{t('details.discardNotes')}</Button>}
          <Button type="submit" variant="contained" disabled={!changed && !aiDraft} loading={actions.update.pending}>
            {t(aiDraft && !changed ? 'details.keepDraft' : 'details.saveNotes')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
