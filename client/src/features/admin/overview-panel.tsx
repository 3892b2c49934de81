import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { formatNumber } from '../../shared/format/number';
import { ar, labels } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { StatCard } from '../../shared/ui/stat-card';
import { Table, Td, Th, Tr } from '../../shared/ui/table';
import { useGetAdminStatsQuery } from './moderation-api';
import { useGetUsersQuery } from './users-api';
import { arm, countedManage } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

/** The admin's first page: totals that follow the market live, and the five newest accounts. */
export function AdminOverviewPanel() {
  const { data: stats, isError, refetch } = useGetAdminStatsQuery();
  const { data: latest, isLoading: loadingUsers } = useGetUsersQuery({ page: 1, limit: 5 });

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="لوحة الإدارة"
        subtitle="نظرة عامة على السوق. الأرقام تتحدث مباشرة مع كل إعلان جديد وكل قرار."
        actions={
          <ButtonLink to="/admin/moderation" size="sm">
            مراجعة الإعلانات
          </ButtonLink>
        }
      />
      {isError ? (
        <EmptyState
          tone="error"
          title={arm.admin.statsFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="إجمالي السيارات" value={stats?.cars.total} tone="brand" />
          <StatCard label="إجمالي المستخدمين" value={stats?.users.total} tone="brand" />
          <StatCard label="بانتظار المراجعة" value={stats?.cars.pending} tone="warning" />
          <StatCard
            label="سيارات نشطة"
            value={stats?.cars.active}
            tone="success"
            hint={
              stats
                ? `مرفوضة: ${formatNumber(stats.cars.rejected)} · منتهية: ${formatNumber(stats.cars.expired)} · ${plural(stats.users.suspended, countedManage.suspendedUsers)}`
                : undefined
            }
          />
        </dl>
      )}

      <section aria-labelledby="latest-users" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="latest-users" className="text-lg font-bold text-slate-900">
            أحدث المستخدمين
          </h2>
          <Link to="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
            كل المستخدمين
          </Link>
        </div>
        {loadingUsers ? (
          <PageSpinner />
        ) : (
          <Table caption="أحدث خمسة مستخدمين">
            <thead>
              <tr role="row">
                <Th>الاسم</Th>
                <Th>البريد الإلكتروني</Th>
                <Th>الدور</Th>
                <Th>الحالة</Th>
                <Th>تاريخ التسجيل</Th>
              </tr>
            </thead>
            <tbody>
              {(latest?.data ?? []).map((user) => (
                <Tr key={user.id}>
                  <Td className="font-semibold text-slate-900">{user.name}</Td>
                  <Td dir="ltr" className="text-end">
                    {user.email}
                  </Td>
                  <Td>{labels.roles[user.latest_role]}</Td>
                  <Td>
                    <Badge tone={user.status === 'active' ? 'success' : 'danger'}>{labelsMore.userStatus[user.status]}</Badge>
                  </Td>
                  <Td>{formatDate(user.created_at)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
