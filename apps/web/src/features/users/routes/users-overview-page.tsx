import { useState, type ReactNode } from 'react';
import { IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  getUsers,
  ROLES,
  USER_ROLE_COLUMNS,
  type Role,
  type UserListItem,
  type UserOverviewItem,
} from '@portal/contracts';
import { useConfirmedDelete } from '../../../components/confirm-dialog';
import { DataTable, STACK_BREAKPOINT, type DataTableColumn } from '../../../components/data-table';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount, useView } from '../../../lib/session';
import { educatorPageTabs, mayAdministerUsers, mayImpersonate, mayViewEducation } from '../access';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserRoles } from '../api/put-user-roles';
import { usersKeys } from '../api/query-keys';
import { EducationMenu } from '../components/education-menu';
import { ImpersonateAction } from '../components/impersonate-action';
import { PersonalDataAction } from '../components/personal-data-action';
import { RoleCell, RolesCell } from '../components/role-cell';

/**
 * The role columns' priorities on a wide screen (issue 31): the page is at most 1150 px wide, and the name, e-mail
 * address, AFAS ID, status and up to seven row actions must fit beside the roles without a sideways scroll. The roles
 * of most users come first; the others are one click away in 'Kolommen' (remembered), and on a card every role shows.
 */
const ROLE_PRIORITY: Partial<Record<Role, Pick<DataTableColumn<UserOverviewItem>, 'hidden' | 'showFrom'>>> = {
  ROLE_TEACHER: { showFrom: 'lg' },
  ROLE_EDUCATOR: { hidden: true },
  ROLE_PRACTICAL_TRAINER: { hidden: true },
  ROLE_INSTITUTE_EDUCATOR: { hidden: true },
  ROLE_PROGRAM_ASSISTANT: { hidden: true },
  ROLE_FREE_E_LEARNING_USER: { hidden: true },
  ROLE_ADMIN: { hidden: true },
};

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
  renderSyncAction?: (user: UserOverviewItem) => ReactNode;
  /** Slot for the merge dialog's button (admin; built with the AFAS merge): rendered next to the title when given. */
  mergeAction?: ReactNode;
}

/** The link to a person's teacher page (VIEW_TEACHER) or educator page (VIEW_EDUCATOR), when the viewer may open it. */
function EducatorPageLink({ user }: { user: UserOverviewItem }) {
  const { t } = useTranslation('users');
  const tabs = educatorPageTabs(useAccount(), user);
  if (tabs.length === 0) return null;
  const label = t(tabs.includes('deelnemers') ? 'actions.educatorPage' : 'actions.teacherPage', {
    name: user.fullName,
  });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} component={RouterLink} to={`/gebruikers/opleider/${user.id}`}>
        <CoPresentOutlined />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The users overview (spec 3 "Users overview and user pages", the admin's start page): name, e-mail, a column per
 * role, AFAS ID and status, with filters (name, e-mail, role, AFAS ID, status) and search. An admin in the admin view
 * switches roles inline (a refused change is undone with 'Er is een fout opgetreden, de wijziging is niet
 * opgeslagen!'), edits, deletes and asks for a person's data ('Gegevens downloaden'); IMITATE_USER takes a user over;
 * the teacher or educator page (VIEW_TEACHER, VIEW_EDUCATOR) and the education menu (VIEW_EDUCATION) follow the
 * person's roles and educations. Sync and merge come in through their slots.
 */
export function UsersOverview({ renderSyncAction, mergeAction }: UsersOverviewProps) {
  const { t } = useTranslation('users');
  const { t: tRoles } = useTranslation('roles');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const { view } = useView();
  const administer = mayAdministerUsers(account, view);
  const educationMenu = mayViewEducation(account);
  const { enqueueSnackbar } = useSnackbar();
  const setRoles = useSetUserRoles();
  const remove = useDeleteUser();
  // Role changes on their way, by user: shown at once, dropped when saved (the table reloads) or refused (undone).
  const [pendingRoles, setPendingRoles] = useState<Record<string, Role[]>>({});
  const deletion = useConfirmedDelete<UserOverviewItem>({
    text: (row) => t('deleteText', { name: row.fullName }),
    remove: (row) =>
      remove.mutateAsync(row.id, {
        onSuccess: () => enqueueSnackbar(t('deleted'), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(t(deleteFailureKey(error)), { variant: 'error' }),
      }),
  });

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

  const roleOptions = USER_ROLE_COLUMNS.map((role) => ({ value: role, label: tRoles(role) }));
  const roleFilter = { kind: 'multiSelect' as const, field: 'role', label: t('columns.role'), options: roleOptions };
  // On a card (narrow screens) eight role lines with long names do not read: one line lists them all (issue 32).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(STACK_BREAKPOINT), { noSsr: true });
  const roleColumns: DataTableColumn<UserOverviewItem>[] = narrow
    ? [
        {
          field: 'roles',
          header: t('detail.roles'),
          cell: (row) => <RolesCell user={row} roles={rolesOf(row)} editable={administer} onToggle={toggleRole} />,
          filter: roleFilter,
        },
      ]
    : USER_ROLE_COLUMNS.map((role, index): DataTableColumn<UserOverviewItem> => ({
        field: role,
        header: tRoles(role),
        align: 'center',
        // As narrow as the header's longest word ('Opleidingsportaal opleider' on two lines): a checkbox needs less.
        width: '1%',
        ...ROLE_PRIORITY[role],
        cell: (row) => (
          <RoleCell user={row} role={role} roles={rolesOf(row)} editable={administer} onToggle={toggleRole} />
        ),
        // One role filter for all role columns (any of the chosen roles), under the first of them.
        ...(index === 0 && { filter: roleFilter }),
      }));
  const columns: DataTableColumn<UserOverviewItem>[] = [
    {
      field: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (row) => <RouterLink to={`/gebruikers/${row.id}`}>{row.fullNameLastNameFirst}</RouterLink>,
      filter: { kind: 'text' },
    },
    { field: 'email', header: t('columns.email'), sortable: true, filter: { kind: 'text' } },
    ...roleColumns,
    {
      field: 'afasId',
      header: t('columns.afasId'),
      sortable: true,
      noWrap: true,
      filter: { kind: 'text' },
      // The ids an admin merges two accounts of one person by: shown on every desktop.
      showFrom: 'lg',
    },
    {
      field: 'active',
      header: t('columns.status'),
      showFrom: 'lg',
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
          // On a card (narrow screens) the actions wrap rather than run past its edge; in the table they stay on one
          // line (the table scrolls sideways instead).
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ justifyContent: 'flex-end', flexWrap: { xs: 'wrap', md: 'nowrap' } }}
          >
            {renderSyncAction?.(row)}
            {mayImpersonate(account, row) ? <ImpersonateAction user={row} /> : null}
            <EducatorPageLink user={row} />
            {educationMenu && row.educations.length > 0 ? <EducationMenu user={row} /> : null}
            {administer ? <PersonalDataAction user={row} /> : null}
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
              <IconButton aria-label={t('actions.delete', { name: row.fullName })} onClick={() => deletion.ask(row)}>
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Stack>
        )}
      />
      {deletion.dialog}
    </>
  );
}

/** Route module of /gebruikers: the overview without the sync and merge slots (those come with the AFAS area). */
export function UsersOverviewPage() {
  return <UsersOverview />;
}

export { UsersOverviewPage as Component };
