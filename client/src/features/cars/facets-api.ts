import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';

export interface FacetCount {
  value: string;
  count: number;
}

/**
 * GET /api/cars/facets: active listings in all and per make, city, fuel, offer type, gearbox,
 * condition, body type and seller type (most first).
 */
export interface CarFacets {
  total: number;
  brand: FacetCount[];
  city: FacetCount[];
  fuel_type: FacetCount[];
  offer_type: FacetCount[];
  transmission: FacetCount[];
  condition: FacetCount[];
  body_type: FacetCount[];
  seller_type: FacetCount[];
}

/** Injected by the filter panel's own chunk, so the listings page's first load does not carry it. */
const facetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCarFacets: build.query<CarFacets, void>({
      query: () => '/api/cars/facets',
      transformResponse: (body: { data: CarFacets }) => body.data,
      providesTags: [CAR_LIST_TAG],
    }),
  }),
});

export const { useGetCarFacetsQuery } = facetsApi;
