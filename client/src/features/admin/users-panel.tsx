import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import type { ManagedUser, Role } from '../../shared/domain/user';
import { formatDate } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/plural';
import { ar, labels } from '../../shared/messages/ar';
import { selectSession } from '../../shared/session/session-slice';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { PageSpinner } from '../../shared/ui/spinner';
import { Table, Td, Th, Tr } from '../../shared/ui/table';
import { useListParams } from './use-list-params';
import { AssignRoleDialog, EditUserDialog } from './user-dialogs';
import { useDeleteUserMutation, useGetUsersQuery, useRemoveRoleMutation, useSetUserSuspendedMutation } from './users-api';
import { arm, countedManage } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

const STATUSES = ['all', 'active', 'suspended'] as const;
type StatusFilter = (typeof STATUSES)[number];
const statusOptions = [
  { value: 'all', label: 'الكل' },
  { value: 'active', label: labelsMore.userStatus.active },
  { value: 'suspended', label: labelsMore.userStatus.suspended },
];

/** Users: search, active/suspended filter, roles, edit, suspend and reactivate, delete with its cars. */
export function UsersPanel() {
  const me = useSelector(selectSession).userId;
  const list = useListParams<StatusFilter>(STATUSES, 'all');
  const { data, isLoading, isFetching, isError, refetch } = useGetUsersQuery({
    page: list.page,
    search: list.search,
    status: list.status,
  });
  const [removeRole] = useRemoveRoleMutation();
  const [setSuspended] = useSetUserSuspendedMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [roleFor, setRoleFor] = useState<ManagedUser | null>(null);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [toDelete, setToDelete] = useState<ManagedUser | null>(null);
  const [toSuspend, setToSuspend] = useState<ManagedUser | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const onRemoveRole = async (user: ManagedUser, role: Role) => {
    setBusy(user.id);
    try {
      await removeRole({ id: user.id, role }).unwrap();
      toast.success(arm.admin.roleRemoved);
    } catch (error) {
      toast.error(arm.admin.roleRemoveFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setBusy(null);
    }
  };

  const onSuspended = async (user: ManagedUser, suspended: boolean) => {
    setBusy(user.id);
    try {
      await setSuspended({ id: user.id, suspended }).unwrap();
      toast.success(suspended ? arm.admin.suspended : arm.admin.reactivated);
    } catch (error) {
      toast.error(suspended ? arm.admin.suspendFailed : arm.admin.reactivateFailed, {
        description: serverMessage(error) ?? undefined,
      });
    } finally {
      setBusy(null);
      setToSuspend(null);
    }
  };

  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete.id).unwrap();
      toast.success(arm.admin.userDeleted);
    } catch (error) {
      toast.error(arm.admin.userDeleteFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setToDelete(null);
    }
  };

  const users = data?.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title="إدارة المستخدمين" subtitle={data ? plural(data.pagination.total, countedManage.users) : undefined} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchBox
          label="ابحث عن مستخدم"
          placeholder="الاسم أو البريد الإلكتروني"
          value={list.search}
          onSearch={list.setSearch}
        />
        <SelectField
          label="حالة الحساب"
          options={statusOptions}
          value={list.status}
          onChange={(event) => list.setStatus(event.target.value as StatusFilter)}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.admin.usersLoadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : users.length === 0 ? (
        <EmptyState title={arm.admin.noUsers} />
      ) : (
        <>
          <div aria-busy={isFetching || undefined}>
            <Table caption="المستخدمون">
              <thead>
                <tr role="row">
                  <Th>#</Th>
                  <Th>الاسم</Th>
                  <Th>البريد الإلكتروني</Th>
                  <Th>الأدوار</Th>
                  <Th>الحالة</Th>
                  <Th>السيارات</Th>
                  <Th>الإجراءات</Th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => {
                  const self = user.id === me;
                  return (
                    <Tr key={user.id}>
                      <Td>{user.id}</Td>
                      <Td className="font-semibold text-slate-900">
                        {user.name}
                        {user.phone && (
                          <span className="block text-xs font-normal text-slate-500" dir="ltr">
                            {user.phone}
                          </span>
                        )}
                      </Td>
                      <Td>
                        <span dir="ltr">{user.email}</span>
                        <span className="block text-xs text-slate-500">انضم في {formatDate(user.created_at)}</span>
                      </Td>
                      <Td className="whitespace-normal">
                        <ul className="flex flex-wrap gap-1" aria-label={`أدوار ${user.name}`}>
                          {user.roles.map((role) => (
                            <li key={role}>
                              <Badge tone={role === 'admin' ? 'brand' : 'neutral'}>
                                {labels.roles[role]}
                                <button
                                  type="button"
                                  className="ms-1 rounded-full px-1 hover:bg-black/10 disabled:opacity-50"
                                  disabled={busy === user.id}
                                  onClick={() => onRemoveRole(user, role)}
                                  aria-label={`إزالة دور ${labels.roles[role]} من ${user.name}`}
                                >
                                  <span aria-hidden="true">×</span>
                                </button>
                              </Badge>
                            </li>
                          ))}
                        </ul>
                      </Td>
                      <Td>
                        <Badge tone={user.status === 'active' ? 'success' : 'danger'}>{labelsMore.userStatus[user.status]}</Badge>
                      </Td>
                      <Td>{formatNumber(user.cars_count)}</Td>
                      <Td className="whitespace-normal">
                        <div className="flex min-w-40 flex-wrap gap-1">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setRoleFor(user)}
                            aria-label={`تعيين دور للمستخدم «${user.name}»`}
                          >
                            تعيين دور
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setEditing(user)} aria-label={`تعديل ${user.name}`}>
                            تعديل
                          </Button>
                          {user.status === 'active' ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              disabled={self || busy === user.id}
                              title={self ? 'لا يمكنك إيقاف حسابك' : undefined}
                              onClick={() => setToSuspend(user)}
                              aria-label={`إيقاف ${user.name}`}
                            >
                              إيقاف
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              variant="ghost"
                              className="text-emerald-700"
                              loading={busy === user.id}
                              onClick={() => onSuspended(user, false)}
                              aria-label={`تفعيل ${user.name}`}
                            >
                              تفعيل
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-red-600 hover:bg-red-50"
                            disabled={self}
                            onClick={() => setToDelete(user)}
                            aria-label={`حذف ${user.name}`}
                          >
                            حذف
                          </Button>
                        </div>
                      </Td>
                    </Tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
          {data && data.pagination.last_page > 1 && (
            <Pagination page={list.page} totalPages={data.pagination.last_page} onChange={list.setPage} />
          )}
        </>
      )}

      <AssignRoleDialog user={roleFor} onClose={() => setRoleFor(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toSuspend !== null}
        title="إيقاف المستخدم"
        confirmLabel="إيقاف"
        busy={busy !== null}
        onConfirm={() => toSuspend && onSuspended(toSuspend, true)}
        onCancel={() => setToSuspend(null)}
      >
        {toSuspend && arm.admin.confirmSuspend(toSuspend.name)}
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={arm.admin.confirmDeleteUser}
        confirmLabel="حذف المستخدم وبياناته"
        busy={deleting}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && arm.admin.deleteUserWarning(toDelete.name, toDelete.cars_count)}
      </ConfirmDialog>
    </div>
  );
}
