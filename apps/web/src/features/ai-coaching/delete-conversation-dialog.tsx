import type { AiConversation } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAiConversation } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';

type DeleteConversationDialogProps = { conversation: AiConversation | undefined; onClose: () => void; onDeleted: (id: string) => void };

/** Nothing is deleted until the owner confirms; Cancel has the focus, so Enter alone deletes nothing. */
export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteConversationDialogProps) {
  const { t } = useTranslation('messages');
  const remove = useDeleteAiConversation();
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    if (!conversation) return;
    try {
      await remove.mutateAsync(conversation._id);
      notify.success(t('aiCoaching.conversationDeleted'));
      onDeleted(conversation._id);
    } catch {
      notify.error(t('conversation.deleteFailed'));
    }
    onClose();
  };

  return (
    <Dialog open={Boolean(conversation)} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('aiCoaching.deleteConversation')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('aiCoaching.deleteConversationConfirm')}</DialogContentText>
        {conversation && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{conversation.title}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={remove.isPending}>
          {t('aiCoaching.cancelAction')}
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => void confirm()}>
          {t('aiCoaching.deleteAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
