import { ADMIN_MESSAGES, GLOBAL_ERROR_MESSAGES, type User } from '@coaching/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../../api/admin-users.js';
import { failureCode } from '../../api/error-messages.js';
import { useAuth } from '../../auth/auth-provider.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { BulkOutcomeAlert } from './bulk-outcome-alert.js';
import { EditUserDialog } from './edit-user-dialog.js';
import { InvitationsSection } from './invitations-section.js';
import { InviteUserDialog } from './invite-user-dialog.js';
import { StatusDialog, type StatusRequest } from './status-dialog.js';
import { useBulkStatusChange, useStatusChange, type BulkOutcome } from './use-status-change.js';
import { useUserColumns } from './user-columns.js';
import { useUserListQuery } from './user-list-query.js';
import { UserRowMenu, type RowMenuTarget } from './user-row-menu.js';
import { UsersGrid } from './users-grid.js';
import { UsersGridContext, type StatusAction, type UsersGridContextValue } from './users-grid-context.js';
import { VerificationDialog } from './verification-dialog.js';

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** /admin/users, User Management (spec section 2): the grid, its More menu, the edit dialog and the confirmations. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  const { user: me } = useAuth();
  // The server decides every call; this spares an admin without the permission (a report viewer) a page of failures.
  if (me?.permissions && !me.permissions.includes('users.manage')) {
    return (
      <Stack spacing={3}>
        <UsersPageHeader />
        <Alert severity="info">{t('noPermission')}</Alert>
      </Stack>
    );
  }
  return <UserManagement />;
}

function UsersPageHeader({ onInvite }: { onInvite?: () => void }) {
  const { t } = useTranslation(['admin-users', 'common']);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.adminUsers')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {onInvite && (
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onInvite} sx={{ flexShrink: 0 }}>
          {t('invite.open')}
        </Button>
      )}
    </Stack>
  );
}

function UserManagement() {
  const { t } = useTranslation('admin-users');
  const { user: me } = useAuth();
  const list = useUserListQuery();
  const users = useAdminUsers(list.request);
  const statusChange = useStatusChange();
  const bulkChange = useBulkStatusChange();
  const [selection, setSelection] = useState(NOTHING_SELECTED);
  const [shownFor, setShownFor] = useState(list.request);
  const [menu, setMenu] = useState<RowMenuTarget>();
  const [editing, setEditing] = useState<User>();
  const [confirming, setConfirming] = useState<StatusRequest>();
  const [outcome, setOutcome] = useState<BulkOutcome>();
  const [reviewing, setReviewing] = useState<User>();
  const [inviting, setInviting] = useState(false);

  // A selection belongs to the page it was made on: another page, sort or filter starts with none.
  if (shownFor !== list.request) {
    setShownFor(list.request);
    setSelection(NOTHING_SELECTED);
  }

  const rows = useMemo(() => users.data?.users ?? [], [users.data]);
  const selected = useMemo(() => {
    const isSelected = (id: string) => (selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id));
    const chosen = rows.filter((row) => isSelected(row._id));
    return { count: chosen.length, active: chosen.filter((row) => row.isActive), inactive: chosen.filter((row) => !row.isActive) };
  }, [rows, selection]);

  const onEdit = useCallback((user: User) => setEditing(user), []);
  const onMore = useCallback((user: User, anchor: HTMLElement) => setMenu({ user, anchor }), []);
  const columns = useUserColumns({ currentUserId: me?._id, onEdit, onMore });

  const context = useMemo(
    (): UsersGridContextValue => ({
      filters: list.filters,
      filtered: list.filtered,
      failed: users.isError,
      selected,
      onBulk: (action: StatusAction) => setConfirming({ action, users: action === 'deactivate' ? selected.active : selected.inactive, bulk: true }),
    }),
    [list.filters, list.filtered, users.isError, selected],
  );

  const confirm = async (request: StatusRequest) => {
    if (request.bulk) {
      const result = await bulkChange.mutateAsync(request);
      setOutcome(result);
      setSelection(NOTHING_SELECTED);
    } else if (request.users[0]) {
      await statusChange.change(request.users[0], request.action);
    }
    setConfirming(undefined);
  };

  return (
    <Stack spacing={3}>
      <UsersPageHeader onInvite={() => setInviting(true)} />
      {users.isError &&
        (failureCode(users.error) === 'FORBIDDEN' ? (
          <Alert severity="warning">{localizeMessage(GLOBAL_ERROR_MESSAGES.forbidden)}</Alert>
        ) : (
          <RetryAlert retryLabel={t('tryAgain')} onRetry={() => users.refetch()} retrying={users.isFetching}>
            {localizeMessage(ADMIN_MESSAGES.loadUsersFailed)}
          </RetryAlert>
        ))}
      {outcome && <BulkOutcomeAlert outcome={outcome} onDismiss={() => setOutcome(undefined)} />}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <UsersGridContext.Provider value={context}>
          <UsersGrid
            rows={rows}
            total={users.data?.pagination.total ?? 0}
            loading={users.isFetching}
            columns={columns}
            list={list.grid}
            selection={selection}
            onSelectionChange={setSelection}
          />
        </UsersGridContext.Provider>
      </Paper>
      <InvitationsSection />
      <UserRowMenu
        target={menu}
        onClose={() => setMenu(undefined)}
        onStatus={(user, action) => setConfirming({ action, users: [user], bulk: false })}
        onReview={setReviewing}
      />
      <StatusDialog
        request={confirming}
        busy={statusChange.pending || bulkChange.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={(request) => void confirm(request)}
      />
      {reviewing && <VerificationDialog key={reviewing._id} coach={reviewing} onClose={() => setReviewing(undefined)} />}
      {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
      {editing && <EditUserDialog key={editing._id} user={editing} self={editing._id === me?._id} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
