import {
  AI_CHAT_LIMITS,
  AI_COACHING_MESSAGES as M,
  COACH_MESSAGES,
  COACHING_METHODOLOGIES,
  DEFAULT_METHODOLOGY,
  METHODOLOGY_LABELS,
  SUCCESS_MESSAGES,
  type AiConversation,
  type Methodology,
} from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { isApiError } from '../../api/api-error.js';
import { useCreateAiConversation } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';
import { FocusAreaPicker } from './focus-area-picker.js';

const MAX_GOALS = 10;
const goalsOf = (text: string) =>
  text
    .split('\n')
    .map((goal) => goal.trim())
    .filter(Boolean)
    .slice(0, MAX_GOALS);

type NewConversationDialogProps = { open: boolean; onClose: () => void; onCreated: (conversation: AiConversation) => void };

/** Title, the ten focus areas, the methodology and optional goals; Create opens the new conversation. */
export function NewConversationDialog({ open, onClose, onCreated }: NewConversationDialogProps) {
  const create = useCreateAiConversation();
  const [title, setTitle] = useState('');
  const [focusAreas, setFocusAreas] = useState<string[]>([]);
  const [methodology, setMethodology] = useState<Methodology>(DEFAULT_METHODOLOGY);
  const [goals, setGoals] = useState('');
  const titleId = useId();

  const close = () => {
    setTitle('');
    setFocusAreas([]);
    setMethodology(DEFAULT_METHODOLOGY);
    setGoals('');
    onClose();
  };

  const submit = async () => {
    try {
      const conversation = await create.mutateAsync({ title: title.trim(), focusAreas, goals: goalsOf(goals), methodology });
      notify.success(SUCCESS_MESSAGES.conversationCreated);
      onCreated(conversation);
      close();
    } catch (error) {
      notify.error(isApiError(error) && error.status < 500 ? error.userMessage : COACH_MESSAGES.createConversationFailed);
    }
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{M.newConversationDialogTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label={M.titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          helperText={M.titleHelper}
          slotProps={{ htmlInput: { maxLength: AI_CHAT_LIMITS.titleMaxLength } }}
        />
        <FocusAreaPicker label={M.focusAreasHeading} value={focusAreas} onChange={setFocusAreas} />
        <TextField select label={M.methodologyLabel} value={methodology} onChange={(event) => setMethodology(event.target.value as Methodology)}>
          {COACHING_METHODOLOGIES.map((option) => (
            <MenuItem key={option} value={option}>
              {METHODOLOGY_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={M.goalsLabel} value={goals} onChange={(event) => setGoals(event.target.value)} helperText={M.goalsHelper} multiline minRows={2} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {M.cancelAction}
        </Button>
        <Button variant="contained" loading={create.isPending} onClick={() => void submit()}>
          {M.createAction}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
