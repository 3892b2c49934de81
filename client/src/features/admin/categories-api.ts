import { baseApi } from '../../shared/api/base-api';

export interface Category {
  id: number;
  name: string;
  cars_count: number;
}

// The 'Category' tag is also what the car form's category list provides: it follows every change.
const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryList: build.query<Category[], void>({
      query: () => '/api/categories',
      transformResponse: (body: { data: Category[] }) => body.data,
      providesTags: ['Category'],
    }),
    addCategory: build.mutation<Category, string>({
      query: (name) => ({ url: '/api/categories', method: 'POST', body: { name } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Category']),
    }),
    renameCategory: build.mutation<Category, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/api/categories/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Category']),
    }),
    deleteCategory: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Category']),
    }),
  }),
});

export const { useGetCategoryListQuery, useAddCategoryMutation, useRenameCategoryMutation, useDeleteCategoryMutation } =
  categoriesApi;
