import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { localizeMessage } from '../i18n/localize-message.js';

/** The bar's words, from the catalogue of the page that shows it. */
export type SaveBarTexts = { save: string; discard: string; unsaved: string };

type SaveBarProps = {
  /** Something was changed since the last save. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed (a contract message, said in the reader's language); the draft is kept. */
  failure?: string | undefined;
  /** The last save's success text, shown for a while. */
  notice?: string | undefined;
  onSave: () => void;
  onDiscard: () => void;
  texts: SaveBarTexts;
};

/**
 * The one Save of a settings page's draft, kept in view at the bottom while the page scrolls: Save and Discard
 * enabled once something changed, the outcome of the last save beside them. Closing or reloading the tab with
 * unsaved changes asks first (the browser's own question).
 */
export function SaveBar({ dirty, saving, failure, notice, onSave, onDiscard, texts }: SaveBarProps) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 16, zIndex: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          {failure ? (
            <Alert severity="error">{localizeMessage(failure)}</Alert>
          ) : notice ? (
            <Alert severity="success">{localizeMessage(notice)}</Alert>
          ) : dirty ? (
            <Typography color="text.secondary">{texts.unsaved}</Typography>
          ) : null}
        </Box>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button disabled={!dirty || saving} onClick={onDiscard}>
            {texts.discard}
          </Button>
          <Button variant="contained" disabled={!dirty} loading={saving} onClick={onSave}>
            {texts.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
