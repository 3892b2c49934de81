import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car } from '../../shared/domain/car';
import { FALLBACK_CATEGORIES, type Option } from '../../shared/domain/options';

export interface OfferPayload {
  car_id: number;
  offer_type: 'sale' | 'rent';
  price: number;
  price_unit: 'SYP' | 'USD' | 'EUR';
  pricing_period: 'daily' | 'weekly' | 'monthly' | null;
  is_available: 0 | 1;
  additional_features: string;
  location: string;
}

const sellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/categories may not exist yet on the server; the fixed list keeps
    // the form usable until it does.
    getCategories: build.query<Option[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/categories');
        const body = result.data as { data?: { id: number; name: string }[] } | undefined;
        const categories = body?.data?.map((category) => ({ value: String(category.id), label: category.name })) ?? [];
        return { data: categories.length > 0 ? categories : FALLBACK_CATEGORIES };
      },
      providesTags: ['Category'],
    }),
    createOffer: build.mutation<Car, OfferPayload>({
      query: (offer) => ({ url: `/api/cars/${offer.car_id}/offers`, method: 'POST', body: offer }),
      invalidatesTags: (_result, _error, offer) => [CAR_LIST_TAG, { type: 'Car', id: offer.car_id }],
    }),
  }),
});

export const { useGetCategoriesQuery, useCreateOfferMutation } = sellApi;
