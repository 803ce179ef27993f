import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiCoachingApi } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';
import { saveFile } from '../../api/save-file.js';

type Format = 'json' | 'text';

async function download(conversationId: string, format: Format): Promise<void> {
  saveFile(await aiCoachingApi.exportFile(conversationId, format), `ai-conversation-${conversationId}.${format === 'json' ? 'json' : 'txt'}`);
}

/** Downloads the conversation as JSON or as a plain-text transcript (GET .../export). */
export function ExportMenu({ conversationId, disabled }: { conversationId: string; disabled: boolean }) {
  const { t } = useTranslation('messages');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  const choose = async (format: Format) => {
    setAnchor(null);
    setBusy(true);
    try {
      await download(conversationId, format);
    } catch {
      notify.error(t('coach.exportConversationFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={disabled}
        loading={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('aiCoaching.exportAction')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void choose('json')}>{t('aiCoaching.exportJson')}</MenuItem>
        <MenuItem onClick={() => void choose('text')}>{t('aiCoaching.exportText')}</MenuItem>
      </Menu>
    </>
  );
}
