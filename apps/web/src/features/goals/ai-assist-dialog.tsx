import { AI_MESSAGES, GOAL_MESSAGES, type GoalAssistanceType, type GoalSuggestion } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { ASSIST_TITLES } from './goal-content.js';

export type ShownSuggestion = { type: GoalAssistanceType; content: string; parsedData: GoalSuggestion; offline: boolean };

type Props = { suggestion: ShownSuggestion; onApply: () => void; onClose: () => void };

/** What the AI (or the offline fallback) suggests; nothing reaches the form until Apply Suggestions. */
export function AiAssistDialog({ suggestion, onApply, onClose }: Props) {
  const titleId = useId();
  const { type, content, parsedData, offline } = suggestion;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{ASSIST_TITLES[type]}</DialogTitle>
      <DialogContent>
        {offline && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {AI_MESSAGES.offlineSuggestions}
          </Alert>
        )}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{content}</Typography>
        {parsedData.improvements.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Improvements
            </Typography>
            <List dense aria-label="Improvements">
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onApply}>
          {GOAL_MESSAGES.applySuggestions}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
