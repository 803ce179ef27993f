import type { Conversation } from '@coaching/contract';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { conversationsApi, useArchiveConversation } from '../../api/conversations.js';
import { failureMessage } from '../../api/error-messages.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../../components/notify.js';
import { AiConfigDialog } from './ai-config-dialog.js';
import { conversationPaths } from './conversation-paths.js';
import { saveFile } from '../../api/save-file.js';

async function download(conversationId: string, format: 'json' | 'text'): Promise<void> {
  saveFile(await conversationsApi.exportFile(conversationId, format), `conversation-${conversationId}.${format === 'json' ? 'json' : 'txt'}`);
}

/** The coach's menu of one conversation (spec section 2): AI Configuration, Export Conversation, Edit Details, Archive Conversation. */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['conversations', 'messages']);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  // The server lets only the coach and admins change the AI settings; a client never sees the item.
  const { user } = useAuth();
  const canConfigureAi = user?.role === 'coach' || user?.role === 'admin';
  const archive = useArchiveConversation(conversation._id);
  const menuId = useId();

  const exportAs = async (format: 'json' | 'text') => {
    setExportAnchor(null);
    try {
      await download(conversation._id, format);
    } catch {
      notify.error(t('messages:coach.exportConversationFailed'));
    }
  };

  const confirmArchive = () =>
    archive.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false);
        notify.success(reply.message ?? t('messages:success.conversationArchived'));
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('messages:conversation.deleteFailed') })),
    });

  return (
    <>
      <IconButton
        aria-label={t('actionsLabel')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canConfigureAi && (
          <MenuItem
            aria-haspopup="dialog"
            onClick={() => {
              setAnchor(null);
              setConfiguring(true);
            }}
          >
            {t('aiConfig.menuItem')}
          </MenuItem>
        )}
        <MenuItem
          aria-haspopup="menu"
          onClick={(event) => {
            setExportAnchor(event.currentTarget);
            setAnchor(null);
          }}
        >
          {t('exportConversation')}
        </MenuItem>
        <MenuItem onClick={() => void navigate(conversationPaths('coach').edit(conversation._id))}>{t('editDetails')}</MenuItem>
        <MenuItem
          disabled={conversation.status === 'archived'}
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          {t('archiveConversation')}
        </MenuItem>
      </Menu>
      <Menu anchorEl={exportAnchor} open={exportAnchor !== null} onClose={() => setExportAnchor(null)}>
        <MenuItem onClick={() => void exportAs('json')}>{t('exportJson')}</MenuItem>
        <MenuItem onClick={() => void exportAs('text')}>{t('exportText')}</MenuItem>
      </Menu>
      {canConfigureAi && <AiConfigDialog conversation={conversation} open={configuring} onClose={() => setConfiguring(false)} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${menuId}-archive`}>
        <DialogTitle id={`${menuId}-archive`}>{t('archiveConversation')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('archiveConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button color="warning" variant="contained" loading={archive.isPending} onClick={confirmArchive}>
            {t('archiveConversation')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
