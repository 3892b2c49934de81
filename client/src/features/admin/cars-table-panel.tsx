import { Link } from 'react-router-dom';
import { carName, type Car } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { ManagementPrice } from '../../shared/ui/management-price';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { DidYouMean } from '../../shared/ui/did-you-mean';
import { SearchBox } from '../../shared/ui/search-box';
import { PageSpinner } from '../../shared/ui/spinner';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { Table, Td, Th, Tr } from '../../shared/ui/table';
import { useConfirmedDelete } from '../../shared/ui/use-confirmed-delete';
import { useAdminDeleteCarMutation, useGetAdminCarsQuery } from './moderation-api';
import { useListParams } from './use-list-params';
import { arm, countedManage } from '../../shared/messages/ar-manage';

/** The plain cars table: every car, searchable, ten per page; add, edit and delete work. */
export function CarsTablePanel() {
  const list = useListParams(['all'] as const, 'all');
  const { data, isLoading, isError, refetch } = useGetAdminCarsQuery({ status: 'all', search: list.search, page: list.page });
  const [deleteCar] = useAdminDeleteCarMutation();
  const deletion = useConfirmedDelete((car: Car) => deleteCar(car.id).unwrap(), {
    deleted: arm.admin.tableCarDeleted,
    deleteFailed: arm.admin.tableCarDeleteFailed,
  });

  const cars = data?.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageHeading
        title="السيارات"
        subtitle={data ? plural(data.pagination.total, countedManage.cars) : undefined}
        actions={
          <ButtonLink to="/add-car" size="sm">
            <span aria-hidden="true">+</span> إضافة سيارة
          </ButtonLink>
        }
      />
      <SearchBox label="ابحث بالاسم" placeholder="اسم السيارة" value={list.search} onSearch={list.setSearch} />
      <DidYouMean corrected={data?.corrected_query} />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.admin.carsLoadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : cars.length === 0 ? (
        <EmptyState title={arm.admin.noCars} />
      ) : (
        <>
          <Table caption="السيارات">
            <thead>
              <tr role="row">
                <Th>الرقم</Th>
                <Th>الاسم</Th>
                <Th>الماركة</Th>
                <Th>الموديل</Th>
                <Th>السنة</Th>
                <Th>السعر</Th>
                <Th>الحالة</Th>
                <Th>الإجراءات</Th>
              </tr>
            </thead>
            <tbody>
              {cars.map((car) => {
                const name = carName(car) ?? ar.common.unnamedCar;
                return (
                  <Tr key={car.id}>
                    <Td>{car.id}</Td>
                    <Td className="font-semibold text-slate-900">
                      <Link to={`/car/${car.id}`} className="hover:text-brand-700 hover:underline">
                        {name}
                      </Link>
                    </Td>
                    <Td>{brandLabel(car.brand) ?? ar.common.notSpecified}</Td>
                    <Td>{car.model || ar.common.notSpecified}</Td>
                    <Td>{car.year ?? ar.common.notSpecified}</Td>
                    <Td>
                      <ManagementPrice car={car} />
                    </Td>
                    <Td>
                      <CarStatusBadge status={car.status} />
                    </Td>
                    <Td>
                      <div className="flex gap-1">
                        <ButtonLink to={`/edit-car/${car.id}`} size="sm" variant="outline" aria-label={`تعديل ${name}`}>
                          تعديل
                        </ButtonLink>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-red-600 hover:bg-red-50"
                          onClick={() => deletion.ask(car)}
                          aria-label={`حذف ${name}`}
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
          {data && data.pagination.last_page > 1 && (
            <Pagination page={list.page} totalPages={data.pagination.last_page} onChange={list.setPage} />
          )}
        </>
      )}
      <ConfirmDialog title="حذف السيارة" confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete && arm.admin.confirmDeleteCar(carName(deletion.toDelete) ?? ar.common.unnamedCar)}
      </ConfirmDialog>
    </div>
  );
}
