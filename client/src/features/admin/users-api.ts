import { baseApi } from '../../shared/api/base-api';
import type { Pagination } from '../../shared/domain/car';
import type { ManagedUser, Role } from '../../shared/domain/user';

export interface UserQuery {
  page: number;
  limit?: number;
  search?: string;
  status?: 'all' | 'active' | 'suspended';
}

export interface UserPage {
  data: ManagedUser[];
  pagination: Pagination;
}

export interface UserEdit {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const USERS = { type: 'User', id: 'LIST' } as const;

/** Every change to an account shows in every list and in the totals. */
const changed = [USERS, 'AdminStats', 'Car'] as const;

const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserPage, UserQuery>({
      query: ({ page, limit = 10, search, status }) => ({
        url: '/api/users',
        params: {
          page,
          limit,
          ...(search?.trim() ? { search: search.trim() } : {}),
          ...(status && status !== 'all' ? { status } : {}),
        },
      }),
      providesTags: [USERS],
    }),
    updateUser: build.mutation<ManagedUser, UserEdit>({
      query: ({ id, ...body }) => ({ url: `/api/users/${id}`, method: 'PUT', body }),
      transformResponse: (body: { data: ManagedUser }) => body.data,
      invalidatesTags: (_r, error) => (error ? [] : [...changed]),
    }),
    assignRole: build.mutation<ManagedUser, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/users/${id}/assign-role`, method: 'POST', body: { role } }),
      invalidatesTags: (_r, error) => (error ? [] : [...changed]),
    }),
    removeRole: build.mutation<ManagedUser, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/users/${id}/remove-role`, method: 'POST', body: { role } }),
      invalidatesTags: (_r, error) => (error ? [] : [...changed]),
    }),
    setUserSuspended: build.mutation<ManagedUser, { id: number; suspended: boolean }>({
      query: ({ id, suspended }) => ({ url: `/api/users/${id}/${suspended ? 'suspend' : 'activate'}`, method: 'PUT' }),
      invalidatesTags: (_r, error) => (error ? [] : [...changed]),
    }),
    deleteUser: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/users/${id}`, method: 'DELETE' }),
      // Their cars go too: every car list reloads.
      invalidatesTags: (_r, error) => (error ? [] : [...changed, { type: 'Car', id: 'ADMIN' }]),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useUpdateUserMutation,
  useAssignRoleMutation,
  useRemoveRoleMutation,
  useSetUserSuspendedMutation,
  useDeleteUserMutation,
} = usersApi;
