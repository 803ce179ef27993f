import type { ConversationMessage } from '@coaching/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useFormat } from '../../i18n/format.js';
import { LinkifiedText } from './linkified-text.js';

type Side = 'own' | 'other' | 'system';
const ALIGN: Record<Side, 'flex-end' | 'flex-start' | 'center'> = { own: 'flex-end', other: 'flex-start', system: 'center' };

export function ConversationMessageItem({ message, label, side }: { message: ConversationMessage; label: string; side: Side }) {
  const format = useFormat();
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: ALIGN[side] }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.75,
          py: 1,
          maxWidth: side === 'system' ? '90%' : '80%',
          bgcolor: side === 'own' ? 'action.selected' : side === 'system' ? 'action.hover' : 'background.paper',
          borderStyle: side === 'system' ? 'dashed' : 'solid',
        }}
      >
        <Typography component="p" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {label}
          {' · '}
          <Box component="time" dateTime={message.timestamp} sx={{ fontWeight: 400 }}>
            {format.dateTime(message.timestamp)}
          </Box>
        </Typography>
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={message.content} />
        </Typography>
      </Paper>
    </Box>
  );
}
