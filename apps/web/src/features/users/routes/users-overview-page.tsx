import { useState, type ReactNode } from 'react';
import { IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getUsers, ROLES, USER_ROLE_COLUMNS, type Role, type UserListItem } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount, useView } from '../../../lib/session';
import { mayAdministerUsers, mayImpersonate } from '../access';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserRoles } from '../api/put-user-roles';
import { usersKeys } from '../api/query-keys';
import { ImpersonateAction } from '../components/impersonate-action';
import { RoleCell } from '../components/role-cell';

/** The overview's table id: its search, filters, sort and page live in `datatable-users-filters`. */
export const USERS_TABLE_ID = 'users';

/** The Dutch sentence for a refused delete (the 409 codes of the contract). */
function deleteFailureKey(error: unknown) {
  if (error instanceof ApiError && error.detail === 'user_has_training_records') return 'deleteHasRecords' as const;
  if (error instanceof ApiError && error.detail === 'cannot_delete_self') return 'deleteSelf' as const;
  return 'deleteFailed' as const;
}

export interface UsersOverviewProps {
  /**
   * Slot for the sync action of a row (SYNC_USER; built with the AFAS synchronisation): rendered among the row's
   * actions when given. Nothing is shown without it.
   */
  renderSyncAction?: (user: UserListItem) => ReactNode;
  /** Slot for the merge dialog's button (admin; built with the AFAS merge): rendered next to the title when given. */
  mergeAction?: ReactNode;
}

/**
 * The users overview (spec 3 "Users overview and user pages", the admin's start page): name, e-mail, a column per
 * role, AFAS ID and status, with filters (name, e-mail, role, AFAS ID, status) and search. An admin in the admin view
 * switches roles inline (a refused change is undone with 'Er is een fout opgetreden, de wijziging is niet
 * opgeslagen!'), edits and deletes; IMITATE_USER takes a user over. Sync and merge come in through their slots.
 */
export function UsersOverview({ renderSyncAction, mergeAction }: UsersOverviewProps) {
  const { t } = useTranslation('users');
  const { t: tRoles } = useTranslation('roles');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const { view } = useView();
  const administer = mayAdministerUsers(account, view);
  const { enqueueSnackbar } = useSnackbar();
  const setRoles = useSetUserRoles();
  const remove = useDeleteUser();
  // Role changes on their way, by user: shown at once, dropped when saved (the table reloads) or refused (undone).
  const [pendingRoles, setPendingRoles] = useState<Record<string, Role[]>>({});
  const [toDelete, setToDelete] = useState<UserListItem | null>(null);
  const [confirming, setConfirming] = useState(false);

  const rolesOf = (user: UserListItem) => pendingRoles[user.id] ?? user.roles;
  const forget = (id: string) =>
    setPendingRoles((pending) => Object.fromEntries(Object.entries(pending).filter(([key]) => key !== id)));

  const toggleRole = (user: UserListItem, role: Role, held: boolean) => {
    const current = rolesOf(user);
    const roles = held ? ROLES.filter((r) => r === role || current.includes(r)) : current.filter((r) => r !== role);
    setPendingRoles((pending) => ({ ...pending, [user.id]: roles }));
    setRoles.mutate(
      { id: user.id, roles },
      {
        onSuccess: () => {
          forget(user.id);
          enqueueSnackbar(t('roleChanged', { name: user.fullName }), { variant: 'success' });
        },
        onError: () => {
          forget(user.id);
          enqueueSnackbar(t('roleChangeFailed'), { variant: 'error' });
        },
      },
    );
  };

  const confirmDelete = () =>
    toDelete
      ? remove.mutateAsync(toDelete.id, {
          onSuccess: () => enqueueSnackbar(t('deleted'), { variant: 'success' }),
          onError: (error) => enqueueSnackbar(t(deleteFailureKey(error)), { variant: 'error' }),
        })
      : undefined;

  const roleOptions = USER_ROLE_COLUMNS.map((role) => ({ value: role, label: tRoles(role) }));
  const columns: DataTableColumn<UserListItem>[] = [
    {
      field: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (row) => <RouterLink to={`/gebruikers/${row.id}`}>{row.fullNameLastNameFirst}</RouterLink>,
      filter: { kind: 'text' },
    },
    { field: 'email', header: t('columns.email'), sortable: true, filter: { kind: 'text' } },
    ...USER_ROLE_COLUMNS.map((role, index): DataTableColumn<UserListItem> => ({
      field: role,
      header: tRoles(role),
      align: 'center',
      noWrap: true,
      cell: (row) => (
        <RoleCell user={row} role={role} roles={rolesOf(row)} editable={administer} onToggle={toggleRole} />
      ),
      // One role filter for all role columns (any of the chosen roles), under the first of them.
      ...(index === 0 && {
        filter: { kind: 'multiSelect' as const, field: 'role', label: t('columns.role'), options: roleOptions },
      }),
    })),
    { field: 'afasId', header: t('columns.afasId'), sortable: true, noWrap: true, filter: { kind: 'text' } },
    {
      field: 'active',
      header: t('columns.status'),
      noWrap: true,
      cell: (row) => t(row.active ? 'status.active' : 'status.inactive'),
      filter: {
        kind: 'select',
        options: [
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.inactive') },
        ],
      },
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        {mergeAction}
      </Stack>
      <DataTable
        id={USERS_TABLE_ID}
        label={t('title')}
        endpoint={getUsers}
        queryKey={usersKeys.table()}
        columns={columns}
        rowActions={(row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {renderSyncAction?.(row)}
            {mayImpersonate(account, row) ? <ImpersonateAction user={row} /> : null}
            {administer ? (
              <IconButton
                component={RouterLink}
                to={`/gebruikers/${row.id}/bewerken`}
                aria-label={t('actions.edit', { name: row.fullName })}
              >
                <EditOutlined />
              </IconButton>
            ) : null}
            {administer && row.id !== account.id ? (
              <IconButton
                aria-label={t('actions.delete', { name: row.fullName })}
                onClick={() => {
                  setToDelete(row);
                  setConfirming(true);
                }}
              >
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Stack>
        )}
      />
      <ConfirmDialog
        open={confirming}
        text={t('deleteText', { name: toDelete?.fullName ?? '' })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Route module of /gebruikers: the overview without the sync and merge slots (those come with the AFAS area). */
export function UsersOverviewPage() {
  return <UsersOverview />;
}

export { UsersOverviewPage as Component };
