import { AI_CHAT_LIMITS, CHAT_INPUT_MAX_ROWS } from '@coaching/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type ChatInputProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  /** No typing at all: the conversation is completed, failed to load or is someone else's. */
  disabled: boolean;
  /** Typing, but no sending yet: the conversation is still loading. */
  canSend: boolean;
};

/** Up to four rows (spec section 9); Enter sends, Shift+Enter starts a new line (section 4). */
export function ChatInput({ value, onChange, onSend, pending, disabled, canSend }: ChatInputProps) {
  const { t } = useTranslation('messages');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        multiline
        minRows={1}
        maxRows={CHAT_INPUT_MAX_ROWS}
        label={t('aiCoaching.messageInputLabel')}
        placeholder={t('aiCoaching.messagePlaceholder')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { maxLength: AI_CHAT_LIMITS.messageMaxLength } }}
      />
      <Button type="submit" variant="contained" aria-label={t('aiCoaching.sendAction')} loading={pending} disabled={disabled || !canSend || value.trim() === ''} sx={{ minWidth: 56, height: 56 }}>
        <SendIcon />
      </Button>
    </Box>
  );
}
