import { baseApi } from '../../shared/api/base-api';
import { placeFormMutation, type PlaceFormArgs } from '../../shared/places/place-form-api';
import { storeWriteTags } from './stores-api';
import type { Store } from './types';

/** The store form's write, typed (loaded with the form only: it carries the upload client). */
const storeFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveStore: build.mutation<{ data: Store; message: string }, PlaceFormArgs>(
      placeFormMutation({ path: '/api/stores', pictureField: 'logo' }, storeWriteTags),
    ),
  }),
});

export const { useSaveStoreMutation } = storeFormApi;
