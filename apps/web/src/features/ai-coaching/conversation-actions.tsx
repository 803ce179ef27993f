import type { AiConversation } from '@coaching/contract';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteSessionDialog } from './complete-session-dialog.js';
import { ExportMenu } from './export-menu.js';

/** What the owner can do with the open conversation: complete the session (while it is open) and export it. */
export function ConversationActions({ conversation, disabled }: { conversation: AiConversation; disabled: boolean }) {
  const { t } = useTranslation('messages');
  const [completing, setCompleting] = useState(false);
  const open = conversation.status === 'active' || conversation.status === 'paused';
  return (
    <Stack direction="row" spacing={1}>
      {open && (
        <Button size="small" variant="outlined" startIcon={<TaskAltIcon />} disabled={disabled} onClick={() => setCompleting(true)}>
          {t('aiCoaching.completeSession')}
        </Button>
      )}
      <ExportMenu conversationId={conversation._id} disabled={disabled} />
      {completing && <CompleteSessionDialog conversationId={conversation._id} onClose={() => setCompleting(false)} />}
    </Stack>
  );
}
