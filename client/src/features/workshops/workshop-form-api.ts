import { baseApi } from '../../shared/api/base-api';
import { placeFormMutation, type PlaceFormArgs } from '../../shared/places/place-form-api';
import type { Workshop } from './types';
import { workshopWriteTags } from './workshops-api';

/** The workshop form's write, typed (loaded with the form only: it carries the upload client). */
const workshopFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveWorkshop: build.mutation<{ data: Workshop }, PlaceFormArgs>(
      placeFormMutation({ path: '/api/workshops', pictureField: 'image' }, workshopWriteTags),
    ),
  }),
});

export const { useSaveWorkshopMutation } = workshopFormApi;
