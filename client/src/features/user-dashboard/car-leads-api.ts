import { baseApi } from '../../shared/api/base-api';

/** One market day of a car: its page views, phone requests and messages (GET /api/cars/{id}/leads). */
export interface LeadDay {
  day: string;
  views: number;
  reveals: number;
  messages: number;
}

export interface CarLeads {
  car_id: number;
  /** The last 30 days, oldest first, every day present. */
  days: LeadDay[];
  totals: Omit<LeadDay, 'day'>;
}

const carLeadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCarLeads: build.query<CarLeads, number>({
      query: (carId) => `/api/cars/${carId}/leads`,
      transformResponse: (response: { data: CarLeads }) => response.data,
      providesTags: (_result, _error, carId) => [{ type: 'Car', id: carId }],
    }),
  }),
});

export const { useGetCarLeadsQuery } = carLeadsApi;
