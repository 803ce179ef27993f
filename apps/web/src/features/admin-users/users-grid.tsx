import { USER_LIST_PAGE_SIZE_OPTIONS, type User } from '@coaching/contract';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { UserListState } from './user-list-query.js';
import { UsersOverlay } from './users-overlay.js';
import { UsersToolbar } from './users-toolbar.js';

type Props = {
  rows: User[];
  total: number;
  loading: boolean;
  columns: GridColDef<User>[];
  list: UserListState['grid'];
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
};

/** The users, a server-side page at a time: the server pages, sorts and filters (100,000 accounts stay fast). */
export function UsersGrid({ rows, total, loading, columns, list, selection, onSelectionChange }: Props) {
  const { t } = useTranslation('admin-users');
  return (
    <DataGrid
      aria-label={t('grid.label')}
      rows={rows}
      getRowId={(user) => user._id}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      pageSizeOptions={[...USER_LIST_PAGE_SIZE_OPTIONS]}
      {...list}
      sortingOrder={['asc', 'desc', null]}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      disableColumnFilter
      showToolbar
      slots={{ toolbar: UsersToolbar, noRowsOverlay: UsersOverlay, noResultsOverlay: UsersOverlay }}
      autoHeight
      rowHeight={60}
    />
  );
}
