import { baseApi } from '../../shared/api/base-api';

const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    /** POST /auth/reset-password/check: does the mailed link still work? (It is not spent.) */
    checkResetLink: build.query<{ data: { valid: true } }, string>({
      query: (token) => ({ url: '/auth/reset-password/check', method: 'POST', body: { token } }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string; password_confirmation: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useCheckResetLinkQuery } = passwordResetApi;
