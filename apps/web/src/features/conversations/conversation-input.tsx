import { CHAT_INPUT_MAX_ROWS, CONVERSATION_LIMITS } from '@coaching/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InsertTemplateMenu } from './insert-template-menu.js';

/** At most one "typing" a few seconds, and "stopped" after a pause: typing is told, not every key. */
export const TYPING_THROTTLE_MS = 3_000;
export const TYPING_IDLE_MS = 4_000;

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Tells the other person typing started (true) or stopped (false); undefined where there is nobody to tell yet. */
  onTyping?: (typing: boolean) => void;
  pending: boolean;
  disabled: boolean;
  /** The coach's side: "Insert template" offers their message templates, with the client's first name when known. */
  templates?: { firstName?: string };
};

/** Enter sends, Shift+Enter adds a line, blank text is ignored (spec section 5, coach messaging). */
export function ConversationInput({ value, onChange, onSend, onTyping, pending, disabled, templates }: Props) {
  const { t } = useTranslation('conversations');
  const field = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (lastTyping.current !== 0) onTyping?.(false);
    lastTyping.current = 0;
  };
  // Leaving the page while typing says so.
  const stopRef = useRef(stopTyping);
  useEffect(() => {
    stopRef.current = stopTyping;
  });
  useEffect(() => () => stopRef.current(), []);

  const send = () => {
    if (value.trim() === '' || pending || disabled) return;
    clearTimeout(idle.current);
    lastTyping.current = 0;
    onSend();
  };

  const change = (text: string) => {
    onChange(text);
    if (!onTyping) return;
    if (text.trim() === '') return stopTyping();
    const now = Date.now();
    if (now - lastTyping.current > TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      onTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  /** Puts a template's text where the cursor was (in place of any selection), and the cursor after it. */
  const insert = (text: string) => {
    const input = field.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    const next = (value.slice(0, start) + text + value.slice(end)).slice(0, CONVERSATION_LIMITS.messageMaxLength);
    change(next);
    const caret = Math.min(start + text.length, next.length);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      {templates && <InsertTemplateMenu firstName={templates.firstName} disabled={disabled} onInsert={insert} />}
      <TextField
        multiline
        fullWidth
        minRows={1}
        maxRows={CHAT_INPUT_MAX_ROWS}
        label={t('messageInputLabel')}
        placeholder={t('messagePlaceholder')}
        value={value}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        inputRef={field}
        slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.messageMaxLength } }}
      />
      <Button type="submit" variant="contained" aria-label={t('send')} loading={pending} disabled={disabled || value.trim() === ''} sx={{ minWidth: 56, height: 56 }}>
        <SendIcon />
      </Button>
    </Box>
  );
}
