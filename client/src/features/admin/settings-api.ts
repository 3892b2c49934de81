import { baseApi } from '../../shared/api/base-api';

export interface SiteSettings {
  site_name: string;
  site_description: string;
  contact_email: string;
  ad_duration_days: number;
  max_images_per_ad: number;
  review_before_publish: boolean;
  allow_registration: boolean;
}

export interface ExchangeRates {
  base: 'USD';
  rates: { USD: number; SYP: number; EUR: number };
  updated_at: string | null;
}

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<SiteSettings, void>({
      query: () => '/api/admin/settings',
      transformResponse: (body: { data: SiteSettings }) => body.data,
      providesTags: [{ type: 'Settings', id: 'SITE' }],
    }),
    saveAdminSettings: build.mutation<SiteSettings, Partial<SiteSettings>>({
      query: (body) => ({ url: '/api/admin/settings', method: 'PUT', body }),
      transformResponse: (body: { data: SiteSettings }) => body.data,
      invalidatesTags: (_r, error) => (error ? [] : ['Settings']),
    }),
    getExchangeRates: build.query<ExchangeRates, void>({
      query: () => '/api/admin/exchange-rates',
      transformResponse: (body: { data: ExchangeRates }) => body.data,
      providesTags: [{ type: 'Settings', id: 'RATES' }],
    }),
    saveExchangeRates: build.mutation<ExchangeRates, { SYP: string; EUR: string }>({
      query: (body) => ({ url: '/api/admin/exchange-rates', method: 'PUT', body }),
      transformResponse: (body: { data: ExchangeRates }) => body.data,
      // Prices everywhere are converted at the new rates.
      invalidatesTags: (_r, error) => (error ? [] : ['Settings', 'Car']),
    }),
    clearServerCache: build.mutation<{ message: string; data: { recommendations: number } }, void>({
      query: () => ({ url: '/api/admin/cache/clear', method: 'POST' }),
    }),
  }),
});

export const {
  useGetAdminSettingsQuery,
  useSaveAdminSettingsMutation,
  useGetExchangeRatesQuery,
  useSaveExchangeRatesMutation,
  useClearServerCacheMutation,
} = settingsApi;
