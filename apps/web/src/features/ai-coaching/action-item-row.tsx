import type { ActionItem } from '@coaching/contract';
import { Box, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetActionItemStatus } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';

const STATUS_COLORS = { pending: 'default', in_progress: 'info', completed: 'success' } as const;

type ActionItemRowProps = { item: ActionItem; conversationId: string; editable: boolean; children?: ReactNode };

/** One action item: its status, deadline, and a box that marks it completed or back to pending (PUT). */
export function ActionItemRow({ item, conversationId, editable, children }: ActionItemRowProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const setStatus = useSetActionItemStatus();
  const labelId = useId();
  const done = item.status === 'completed';

  const toggle = () =>
    setStatus.mutate(
      { conversationId, itemId: item._id, status: done ? 'pending' : 'completed' },
      { onError: () => notify.error(t('aiCoaching.actionItemUpdateFailed')) },
    );

  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5 }}>
      <Checkbox
        size="small"
        checked={done}
        disabled={!editable || setStatus.isPending}
        onChange={toggle}
        slotProps={{ input: { 'aria-labelledby': labelId, title: done ? t('aiCoaching.markActionItemPending') : t('aiCoaching.markActionItemCompleted') } }}
        sx={{ p: 0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ overflowWrap: 'anywhere', textDecoration: done ? 'line-through' : 'none' }}>
          {item.item}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" color={STATUS_COLORS[item.status]} label={t(`aiCoaching.actionItemStatusLabels.${item.status}`)} />
          {item.deadline && (
            <Typography variant="caption" color="text.secondary">
              {format.date(item.deadline)}
            </Typography>
          )}
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
