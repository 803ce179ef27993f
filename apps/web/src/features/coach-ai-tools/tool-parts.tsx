import { AI_TOOLS_MESSAGES, type AiToolGenerator } from '@coaching/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Chip, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/** Which engine wrote the result: the built-in one, or the configured model. */
export function GeneratedByChip({ generatedBy }: { generatedBy: AiToolGenerator }) {
  const { t } = useTranslation('coach-ai-tools');
  return <Chip size="small" variant="outlined" label={t(`generatedBy.${generatedBy}`)} />;
}

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label, ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('coach-ai-tools');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    notify.success(AI_TOOLS_MESSAGES.copied);
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} {...props}>
      {label ?? t('copy')}
    </Button>
  );
}

/** A tool's failure: the server's reason when it refused (e.g. too many requests), else the tool's own words. */
export function ToolFailure({ error, fallback }: { error: unknown; fallback: string }) {
  return <Alert severity="error">{localizeMessage(failureMessage(error, { fallback }))}</Alert>;
}
