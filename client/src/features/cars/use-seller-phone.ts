import { serverMessage } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base-api';
import { ar } from '../../shared/messages/ar';

const revealApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/cars/{id}/contact: the seller's phone, which no car answer carries. Each call
     * spends the visitor's hourly budget and is a lead for the seller (once a day per car).
     */
    revealSellerPhone: build.mutation<{ data: { phone: string | null } }, number>({
      query: (carId) => ({ url: `/api/cars/${carId}/contact`, method: 'POST' }),
    }),
  }),
});

export interface SellerPhone {
  /** Undefined until revealed; null when the seller gave none. */
  phone: string | null | undefined;
  loading: boolean;
  /**
   * Why the number could not be shown: the server's Arabic message (a spent budget says after
   * how long to ask again, a car no longer public that it is not there), else the line is down.
   */
  failure: string | null;
  reveal: () => void;
}

/**
 * The seller's phone of one car, hidden until `reveal()`. Every component of the same car shares
 * one call and its result (the side card's «اتصل الآن», the seller tab's button, a phone's call
 * bar), so pressing a second button spends nothing more.
 */
export function useSellerPhone(carId: number): SellerPhone {
  const [ask, { data, isLoading, error }] = revealApi.useRevealSellerPhoneMutation({ fixedCacheKey: String(carId) });
  return {
    phone: data?.data.phone,
    loading: isLoading,
    failure: error ? (serverMessage(error) ?? ar.common.networkError) : null,
    reveal: () => {
      if (!isLoading && !data) void ask(carId);
    },
  };
}
