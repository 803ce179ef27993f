import type { AiMessage } from '@coaching/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Side = 'author' | 'other' | 'system';

export type MessageItemProps = {
  label: string;
  content: string;
  side: Side;
  metadata?: Partial<AiMessage['metadata']>;
};

const ALIGN: Record<Side, 'flex-end' | 'flex-start' | 'center'> = { author: 'flex-end', other: 'flex-start', system: 'center' };

/**
 * One message. The content is a React text node with pre-wrap whitespace: whatever it holds (HTML,
 * markdown, a script) is shown as the characters typed, never interpreted.
 */
export function MessageItem({ label, content, side, metadata }: MessageItemProps) {
  const { t } = useTranslation('messages');
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: ALIGN[side], maxWidth: '100%' }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.75,
          py: 1,
          maxWidth: side === 'system' ? '90%' : '80%',
          bgcolor: side === 'author' ? 'action.selected' : side === 'system' ? 'action.hover' : 'background.paper',
          borderStyle: side === 'system' ? 'dashed' : 'solid',
        }}
      >
        <Typography component="p" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: side === 'system' ? 'italic' : 'normal' }}>
          {content}
        </Typography>
      </Paper>
      {/* Only a reply that really alerted the client's coach says so: not a refusal, not a client without a coach. */}
      {metadata?.messageType === 'safety_response' && metadata.coachAlerted === true && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('aiCoaching.coachNotified')}
        </Typography>
      )}
      {metadata?.incomplete && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('aiCoaching.replyCutShort')}
        </Typography>
      )}
    </Box>
  );
}
