import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, Currency } from '../../shared/domain/car';
import { FALLBACK_CATEGORIES, type Option } from '../../shared/domain/options';
import { followSocket } from '../../shared/socket/follow-socket';
import { sendSocket } from '../../shared/socket/socket';

/** The part of the system settings every browser reads (GET /api/settings). */
export interface PublicSettings {
  max_images_per_ad: number;
  ad_duration_days: number;
  review_before_publish: boolean;
}

/** Fields of PUT /api/cars/{id} (any subset; the server ignores what the writer may not set). */
export type CarChanges = Partial<Record<string, string | number | boolean>>;

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

/** GET /api/price-guide: what active sale listings like this one ask (US cents). */
export interface PriceGuide {
  sufficient: boolean;
  median_usd_minor: number | null;
  low_usd_minor: number | null;
  high_usd_minor: number | null;
  sample_size: number;
  basis?: 'similar' | 'model_years' | 'make';
  /** The same figures in the asked currency (the form's), at today's rate. */
  price_unit?: Currency;
  median_minor?: number | null;
  low_minor?: number | null;
  high_minor?: number | null;
}

export interface PriceGuideQuery {
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** The form's currency: the guide answers in it. */
  currency: Currency;
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
    getPublicSettings: build.query<PublicSettings, void>({
      query: () => '/api/settings',
      transformResponse: (body: { data: PublicSettings }) => body.data,
      providesTags: [{ type: 'Settings', id: 'PUBLIC' }],
    }),
    /** The car as its owner (or an admin) edits it; photos finishing processing show up live. */
    getEditableCar: build.query<Car, number>({
      query: (id) => `/api/cars/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Car', id }],
      async onCacheEntryAdded(id, lifecycle) {
        await followSocket(lifecycle, {
          on: {
            'car.updated': (event, isNew) => {
              if (event.id === id && isNew(event)) lifecycle.dispatch(baseApi.util.invalidateTags([{ type: 'Car', id }]));
            },
          },
          start: () => sendSocket('car.watch', { id }),
          stop: () => sendSocket('car.unwatch', { id }),
        });
      },
    }),
    updateCar: build.mutation<Car, { id: number; changes: CarChanges }>({
      query: ({ id, changes }) => ({ url: `/api/cars/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [CAR_LIST_TAG, { type: 'Car', id }]),
    }),
    updateOffer: build.mutation<Car, Omit<OfferPayload, 'car_id'> & { carId: number }>({
      query: ({ carId, ...offer }) => ({ url: `/api/cars/${carId}/offers`, method: 'PUT', body: offer }),
      invalidatesTags: (_result, error, { carId }) => (error ? [] : [CAR_LIST_TAG, { type: 'Car', id: carId }]),
    }),
    removeCarImage: build.mutation<Car, { carId: number; imageId: string | number }>({
      query: ({ carId, imageId }) => ({ url: `/api/cars/${carId}/images/${imageId}`, method: 'DELETE' }),
      async onQueryStarted({ carId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(sellApi.util.upsertQueryData('getEditableCar', carId, data));
        } catch {
          // The page reports the failure.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [CAR_LIST_TAG]),
    }),
    /** The car with its photos already uploaded to the seller's draft (their ids in `uploads`). */
    createCar: build.mutation<Car, Record<string, string | string[]>>({
      query: (body) => ({ url: '/api/cars', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CAR_LIST_TAG]),
    }),
    /** Draft photos (uploaded already) added to a car; the answer is the car with them. */
    attachCarPhotos: build.mutation<Car, { carId: number; uploads: string[] }>({
      query: ({ carId, uploads }) => ({ url: `/api/cars/${carId}/images`, method: 'POST', body: { uploads } }),
      async onQueryStarted({ carId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(sellApi.util.upsertQueryData('getEditableCar', carId, data));
        } catch {
          // The page reports the failure.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [CAR_LIST_TAG]),
    }),
    createOffer: build.mutation<Car, OfferPayload>({
      query: (offer) => ({ url: `/api/cars/${offer.car_id}/offers`, method: 'POST', body: offer }),
      invalidatesTags: (_result, _error, offer) => [CAR_LIST_TAG, { type: 'Car', id: offer.car_id }],
    }),
    getPriceGuide: build.query<PriceGuide, PriceGuideQuery>({
      query: (params) => ({ url: '/api/price-guide', params }),
      transformResponse: (body: { data: PriceGuide }) => body.data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const {
  useGetPriceGuideQuery,
  useGetCategoriesQuery,
  useCreateOfferMutation,
  useCreateCarMutation,
  useAttachCarPhotosMutation,
  useGetPublicSettingsQuery,
  useGetEditableCarQuery,
  useUpdateCarMutation,
  useUpdateOfferMutation,
  useRemoveCarImageMutation,
} = sellApi;
