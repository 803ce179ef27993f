import type { Session } from '@coaching/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { useFormat } from '../../i18n/format.js';
import { personName } from '../../i18n/person-name.js';

/** The grid's columns; the server pages and filters (latest first). */
export function useSessionColumns(): GridColDef<Session>[] {
  const { t } = useTranslation('admin-sessions');
  const format = useFormat();
  return useMemo(
    (): GridColDef<Session>[] => [
      { field: 'scheduledDate', headerName: t('grid.scheduledDate'), width: 190, sortable: false, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'title', headerName: t('grid.title'), flex: 1, minWidth: 160, sortable: false },
      { field: 'coach', headerName: t('grid.coach'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => personName(row.coach) },
      { field: 'client', headerName: t('grid.client'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => personName(row.client) },
      { field: 'duration', headerName: t('grid.duration'), width: 100, sortable: false, valueFormatter: (value: number) => t('grid.minutes', { count: value }) },
      { field: 'status', headerName: t('grid.status'), width: 140, sortable: false, renderCell: ({ row }) => <SessionStatusChip status={row.status} /> },
    ],
    [t, format],
  );
}
