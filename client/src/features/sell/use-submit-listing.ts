import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import { uploadMultipart, type UploadProgress } from '../../shared/api/upload';
import type { Car } from '../../shared/domain/car';
import { selectToken, sessionExpired } from '../../shared/session/session-slice';
import type { CarValues } from '../../shared/forms/car-schema';
import type { OfferValues } from './schemas';
import { useCreateOfferMutation, type OfferPayload } from './sell-api';

export type SubmitPhase = 'idle' | 'uploading' | 'saving-offer';

export type SubmitResult = { ok: true } | { ok: false; error: unknown; carSaved: boolean };

function carFormData(car: CarValues, images: File[], canFeature: boolean): FormData {
  const form = new FormData();
  const { is_featured, ...fields } = car;
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  if (canFeature) form.append('is_featured', is_featured ? '1' : '0');
  images.forEach((file) => form.append('images[]', file, file.name));
  return form;
}

function offerPayload(carId: number, offer: OfferValues): OfferPayload {
  return {
    car_id: carId,
    offer_type: offer.offer_type,
    price: Number(offer.price),
    price_unit: offer.price_unit,
    pricing_period: offer.offer_type === 'rent' && offer.pricing_period ? offer.pricing_period : null,
    is_available: offer.is_available ? 1 : 0,
    additional_features: offer.additional_features,
    location: offer.location,
  };
}

/**
 * Creates the car (multipart, with real upload progress) and then its offer.
 * If the car is saved but the offer call fails, a retry only sends the offer,
 * so pressing the button again never creates the same car twice.
 */
export function useSubmitListing() {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const [createOffer] = useCreateOfferMutation();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const savedCarId = useRef<number | null>(null);
  const [carSaved, setCarSaved] = useState(false);

  const submit = useCallback(
    async (car: CarValues, offer: OfferValues, images: File[], canFeature: boolean): Promise<SubmitResult> => {
      try {
        if (savedCarId.current === null) {
          setPhase('uploading');
          setProgress({ loaded: 0, total: images.reduce((sum, file) => sum + file.size, 0) });
          const result = await uploadMultipart<Car>({
            url: '/api/cars',
            body: carFormData(car, images, canFeature),
            token,
            onProgress: setProgress,
          });
          if (result.error) {
            if (result.error.status === 401 && token) dispatch(sessionExpired());
            return { ok: false, error: result.error, carSaved: false };
          }
          savedCarId.current = result.data.id;
          setCarSaved(true);
          dispatch(baseApi.util.invalidateTags([CAR_LIST_TAG]));
        }
        setPhase('saving-offer');
        await createOffer(offerPayload(savedCarId.current, offer)).unwrap();
        return { ok: true };
      } catch (error) {
        return { ok: false, error, carSaved: savedCarId.current !== null };
      } finally {
        setPhase('idle');
        setProgress(null);
      }
    },
    [token, dispatch, createOffer],
  );

  return { submit, phase, progress, carSaved };
}
