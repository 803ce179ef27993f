import type { Role, User } from '@coaching/contract';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { userName } from './user-name.js';

const ROLE_COLOURS: Record<Role, 'secondary' | 'primary' | 'default'> = { admin: 'secondary', coach: 'primary', client: 'default' };

type Options = { currentUserId: string | undefined; onEdit: (user: User) => void; onMore: (user: User, anchor: HTMLElement) => void };

/** The spec's columns (section 2, Admin User Management), each data column sortable by the server. */
export function useUserColumns({ currentUserId, onEdit, onMore }: Options): GridColDef<User>[] {
  const { t } = useTranslation('admin-users');
  const format = useFormat();
  return useMemo(
    (): GridColDef<User>[] => [
      {
        field: 'avatar',
        headerName: t('columns.avatar'),
        width: 72,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
            <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16 }} aria-hidden="true">
              {(row.profile.firstName.trim() || row.username).charAt(0).toLocaleUpperCase()}
            </Avatar>
          </Box>
        ),
      },
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.2,
        minWidth: 180,
        valueGetter: (_value, row) => userName(row),
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', lineHeight: 1.3 }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 500 }} noWrap>
              {userName(row)}
              {row._id === currentUserId && <Chip size="small" label={t('grid.you')} sx={{ ml: 1 }} />}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              @{row.username}
            </Typography>
          </Box>
        ),
      },
      { field: 'email', headerName: t('columns.email'), flex: 1.4, minWidth: 200 },
      {
        field: 'role',
        headerName: t('columns.role'),
        width: 190,
        renderCell: ({ row }) => {
          const waiting = row.verification && row.verification.status !== 'verified' ? row.verification.status : undefined;
          return (
            <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
              <Chip size="small" color={ROLE_COLOURS[row.role]} label={t(`roles.${row.role}`)} />
              {waiting && (
                <Chip size="small" variant="outlined" color={waiting === 'pending' ? 'warning' : 'error'} label={t(`verification.statuses.${waiting}`)} />
              )}
            </Stack>
          );
        },
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 110,
        valueGetter: (_value, row) => (row.isActive ? 'active' : 'inactive'),
        renderCell: ({ row }) => (
          <Chip size="small" variant={row.isActive ? 'filled' : 'outlined'} color={row.isActive ? 'success' : 'default'} label={t(row.isActive ? 'statuses.active' : 'statuses.inactive')} />
        ),
      },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        width: 150,
        valueGetter: (_value, row) => row.profile.phone.trim() || t('grid.noPhone'),
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 130,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label={t('menu.edit', { name: userName(row) })} onClick={() => onEdit(row)} />,
          <GridActionsCellItem
            key="more"
            icon={<MoreVertIcon />}
            label={t('menu.more', { name: userName(row) })}
            aria-haspopup="menu"
            onClick={(event) => onMore(row, event.currentTarget)}
          />,
        ],
      },
    ],
    [t, format, currentUserId, onEdit, onMore],
  );
}
