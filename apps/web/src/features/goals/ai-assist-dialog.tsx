import type { GoalAssistanceType, GoalSuggestion } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ShownSuggestion = { type: GoalAssistanceType; content: string; parsedData: GoalSuggestion; offline: boolean };

type Props = { suggestion: ShownSuggestion; onApply: () => void; onClose: () => void };

/** What the AI (or the offline fallback) suggests; nothing reaches the form until Apply Suggestions. */
export function AiAssistDialog({ suggestion, onApply, onClose }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const titleId = useId();
  const { type, content, parsedData, offline } = suggestion;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`assist.titles.${type}`)}</DialogTitle>
      <DialogContent>
        {offline && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('messages:ai.offlineSuggestions')}
          </Alert>
        )}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{content}</Typography>
        {parsedData.improvements.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('assist.improvements')}
            </Typography>
            <List dense aria-label={t('assist.improvements')}>
              {parsedData.improvements.map((improvement) => (
                <ListItem key={improvement} disableGutters>
                  <ListItemText primary={improvement} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assist.cancel')}</Button>
        <Button variant="contained" onClick={onApply}>
          {t('messages:goal.applySuggestions')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
