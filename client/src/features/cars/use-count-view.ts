import { useEffect } from 'react';
import { baseApi } from '../../shared/api/base-api';

const viewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/cars/{id}/views: the server counts it once per visitor per day, never for the owner. */
    countCarView: build.mutation<{ data: { counted: boolean; views: number } }, number>({
      query: (id) => ({ url: `/api/cars/${id}/views`, method: 'POST' }),
    }),
  }),
});

/** Reports that this car's page was opened (once per page visit; failures are of no concern to the visitor). */
export function useCountView(carId: number | null): void {
  const [count] = viewsApi.useCountCarViewMutation();
  useEffect(() => {
    if (carId !== null)
      count(carId)
        .unwrap()
        .catch(() => undefined);
  }, [carId, count]);
}
