import type { OversightConversation } from '@coaching/contract';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { personName } from '../../i18n/person-name.js';

const STATUS_COLOURS = { active: 'success', paused: 'warning', completed: 'default', archived: 'default' } as const;

/** The safety flags of one conversation: flagged, coaching paused, alerts open and reviewed; 'None' otherwise. */
export function ConversationFlags({ conversation }: { conversation: OversightConversation }) {
  const { t } = useTranslation('admin-conversations');
  const { flagged, safetyHold, alerts } = conversation;
  if (!flagged && !safetyHold && alerts.open === 0 && alerts.reviewed === 0) return <Typography variant="body2" color="text.secondary">{t('flags.none')}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
      {flagged && <Chip size="small" color="error" label={t('flags.flagged')} />}
      {safetyHold && <Chip size="small" color="error" variant="outlined" label={t('flags.hold')} />}
      {alerts.open > 0 && <Chip size="small" color="warning" label={t('flags.open', { count: alerts.open })} />}
      {alerts.reviewed > 0 && <Chip size="small" variant="outlined" label={t('flags.reviewed', { count: alerts.reviewed })} />}
    </Stack>
  );
}

/** The grid's columns; the server pages and filters, so no column sorts on its own. */
export function useConversationColumns(onOpen: (conversation: OversightConversation) => void): GridColDef<OversightConversation>[] {
  const { t } = useTranslation('admin-conversations');
  const format = useFormat();
  return useMemo(
    (): GridColDef<OversightConversation>[] => [
      { field: 'kind', headerName: t('grid.kind'), width: 140, sortable: false, valueFormatter: (value: OversightConversation['kind']) => t(`filters.${value}`) },
      { field: 'title', headerName: t('grid.title'), flex: 1, minWidth: 160, sortable: false },
      {
        field: 'participants',
        headerName: t('grid.participants'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => row.participants.map((person) => personName(person, person.email)).join(' · '),
      },
      { field: 'startedAt', headerName: t('grid.startedAt'), width: 130, sortable: false, valueFormatter: (value: string) => format.date(value) },
      { field: 'lastActivityAt', headerName: t('grid.lastActivityAt'), width: 170, sortable: false, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'messageCount', headerName: t('grid.messageCount'), type: 'number', width: 100, sortable: false },
      {
        field: 'status',
        headerName: t('grid.status'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" color={STATUS_COLOURS[row.status]} label={t(`status.${row.status}`)} />,
      },
      { field: 'flags', headerName: t('grid.flags'), width: 230, sortable: false, renderCell: ({ row }) => <ConversationFlags conversation={row} /> },
      {
        field: 'open',
        headerName: '',
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => onOpen(row)} aria-label={`${t('grid.open')}: ${row.title}`}>
            {t('grid.open')}
          </Button>
        ),
      },
    ],
    [t, format, onOpen],
  );
}
