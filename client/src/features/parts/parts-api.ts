import { baseApi } from '../../shared/api/base-api';
import type { CarImage } from '../../shared/domain/car';
import type { MessageToSend } from '../../shared/forms/message-form';
import { labelsMore } from '../../shared/messages/labels-more';

export type PartCategory = keyof typeof labelsMore.partCategories;
export type PartMake = keyof typeof labelsMore.partMakes;
export type PartModel = keyof typeof labelsMore.partModels;
export type PartType = keyof typeof labelsMore.partTypes;

/** A spare part as GET /api/spare-parts shows it (CONTRACT.md). */
export interface Part {
  id: number;
  name: string;
  brand: string;
  category: PartCategory;
  type: PartType;
  isOriginal: boolean;
  price: number | null;
  price_usd_minor: number | null;
  compatibility: string[];
  fits_all: boolean;
  stock: number;
  inStock: boolean;
  description: string;
  image: string;
  cover: CarImage | null;
  seller: { id: number; name: string | null; phone: string | null };
}

export interface PartQuery {
  page: number;
  category?: PartCategory;
  search?: string;
  make?: PartMake;
  model?: PartModel;
  type?: PartType;
}

export interface PartPage {
  data: Part[];
  meta: { current_page: number; last_page: number; total: number; per_page: number };
}

export const PARTS_PAGE_SIZE = 12;

const partsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParts: build.query<PartPage, PartQuery>({
      query: ({ page, category, search, make, model, type }) => ({
        url: '/api/spare-parts',
        params: {
          page,
          per_page: PARTS_PAGE_SIZE,
          ...(category && { category }),
          ...(search?.trim() && { search: search.trim() }),
          ...(make && { make }),
          ...(model && { model }),
          ...(type && { type }),
        },
      }),
    }),
    askStore: build.mutation<{ message: string }, MessageToSend & { partId: number }>({
      query: ({ partId, ...body }) => ({ url: `/api/spare-parts/${partId}/messages`, method: 'POST', body }),
    }),
  }),
});

export const { useGetPartsQuery, useAskStoreMutation } = partsApi;
