import { useMemo, useState } from 'react';
import type { Car, CarStatus } from '../../shared/domain/car';
import { carName } from '../../shared/domain/car';

export const MY_CARS_PAGE_SIZE = 5;

/** Client-side search (name or year), status filter and paging over the seller's full list. */
export function useMyCarsView(cars: Car[]) {
  const [search, setSearchText] = useState('');
  const [status, setStatusFilter] = useState<CarStatus | ''>('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return cars.filter((car) => {
      if (status && car.status !== status) return false;
      if (!needle) return true;
      return (carName(car) ?? '').toLowerCase().includes(needle) || String(car.year ?? '').includes(needle);
    });
  }, [cars, search, status]);

  const totalPages = Math.max(1, Math.ceil(filtered.length / MY_CARS_PAGE_SIZE));
  // A deletion or a narrower search can leave the current page empty.
  const current = Math.min(page, totalPages);
  const visible = filtered.slice((current - 1) * MY_CARS_PAGE_SIZE, current * MY_CARS_PAGE_SIZE);

  return {
    search,
    status,
    page: current,
    totalPages,
    visible,
    matches: filtered.length,
    /** A search or a status narrows the list: its count then says how many of all match. */
    narrowed: status !== '' || search.trim() !== '',
    setPage,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    setStatus: (value: CarStatus | '') => {
      setStatusFilter(value);
      setPage(1);
    },
  };
}
