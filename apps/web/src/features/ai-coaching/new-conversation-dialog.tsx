import {
  AI_CHAT_LIMITS,
  COACH_MESSAGES,
  COACHING_METHODOLOGIES,
  DEFAULT_METHODOLOGY,
  type AiConversation,
  type Methodology,
} from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
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

type NewConversationDialogProps = {
  open: boolean;
  /** A coach's own assistant follows no coaching methodology, so none is asked for. */
  practice?: boolean;
  onClose: () => void;
  onCreated: (conversation: AiConversation) => void;
};

/** Title, the ten focus areas, the methodology and optional goals; Create opens the new conversation. */
export function NewConversationDialog({ open, practice = false, onClose, onCreated }: NewConversationDialogProps) {
  const { t } = useTranslation(['messages', 'common']);
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
      const conversation = await create.mutateAsync({ title: title.trim(), focusAreas, goals: goalsOf(goals), ...(practice ? {} : { methodology }) });
      notify.success(t('success.conversationCreated'));
      onCreated(conversation);
      close();
    } catch (error) {
      notify.error(failureMessage(error, { fallback: COACH_MESSAGES.createConversationFailed }));
    }
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('aiCoaching.newConversationDialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label={t('aiCoaching.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          helperText={t('aiCoaching.titleHelper')}
          slotProps={{ htmlInput: { maxLength: AI_CHAT_LIMITS.titleMaxLength } }}
        />
        <FocusAreaPicker label={t('aiCoaching.focusAreasHeading')} value={focusAreas} onChange={setFocusAreas} />
        {!practice && (
          <TextField select label={t('aiCoaching.methodologyLabel')} value={methodology} onChange={(event) => setMethodology(event.target.value as Methodology)}>
            {COACHING_METHODOLOGIES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`common:labels.methodologies.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField label={t('aiCoaching.goalsLabel')} value={goals} onChange={(event) => setGoals(event.target.value)} helperText={t('aiCoaching.goalsHelper')} multiline minRows={2} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('aiCoaching.cancelAction')}
        </Button>
        <Button variant="contained" loading={create.isPending} onClick={() => void submit()}>
          {t('aiCoaching.createAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
