import { useCallback } from 'react';
import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base-api';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { carDetailsAr } from '../../shared/messages/pages/carDetails';

/** A failed reveal, with the wait a 429 announced (Retry-After, seconds). */
interface RevealError {
  status: unknown;
  data?: unknown;
  retryAfter: number | null;
}

const revealApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/cars/{id}/contact: the seller's phone, which no car answer carries. Each call
     * spends the visitor's hourly budget and is a lead for the seller (once a day per car).
     */
    revealSellerPhone: build.mutation<{ data: { phone: string | null } }, number>({
      query: (carId) => ({ url: `/api/cars/${carId}/contact`, method: 'POST' }),
      // The base query is fetchBaseQuery's: its meta carries the response, and so Retry-After.
      transformErrorResponse: (error, meta): RevealError => {
        const response = meta && 'response' in meta ? meta.response : undefined;
        const seconds = response instanceof Response ? Number(response.headers.get('retry-after')) : 0;
        return { ...error, retryAfter: seconds > 0 ? seconds : null };
      },
    }),
  }),
});

export type SellerPhone =
  { state: 'hidden' } | { state: 'loading' } | { state: 'shown'; phone: string | null } | { state: 'failed'; message: string };

function failure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 429) {
    const seconds = (error as Partial<RevealError>).retryAfter;
    return seconds
      ? carDetailsAr.phone.tooMany(plural(Math.ceil(seconds / 60), carDetailsAr.minutes))
      : (serverMessage(error) ?? carDetailsAr.phone.failed);
  }
  if (status === 404) return carDetailsAr.phone.gone;
  if (status === null) return ar.common.networkError;
  return serverMessage(error) ?? carDetailsAr.phone.failed;
}

/**
 * The seller's phone of one car, hidden until `reveal()`. Every component of the same car shares
 * one call and its result (the side card's «اتصل الآن», the seller tab's button, a phone's call
 * bar), so pressing a second button spends nothing more.
 */
export function useSellerPhone(carId: number): { phone: SellerPhone; reveal: () => void } {
  const [ask, result] = revealApi.useRevealSellerPhoneMutation({ fixedCacheKey: `seller-phone-${carId}` });
  const reveal = useCallback(() => {
    if (!result.isLoading && !result.data) void ask(carId);
  }, [ask, carId, result.isLoading, result.data]);
  let phone: SellerPhone = { state: 'hidden' };
  if (result.isLoading) phone = { state: 'loading' };
  else if (result.data) phone = { state: 'shown', phone: result.data.data.phone };
  else if (result.isError) phone = { state: 'failed', message: failure(result.error) };
  return { phone, reveal };
}
