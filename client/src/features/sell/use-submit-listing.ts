import { useCallback, useRef, useState } from 'react';
import type { CarValues } from '../../shared/forms/car-schema';
import type { OfferValues } from './schemas';
import { useCreateCarMutation, useCreateOfferMutation, type OfferPayload } from './sell-api';

export type SubmitPhase = 'idle' | 'uploading' | 'saving-car' | 'saving-offer';

export type SubmitResult = { ok: true } | { ok: false; error: unknown; carSaved: boolean };

/** The car form as the API takes it, with the draft photos it claims. */
function carBody(car: CarValues, uploads: string[], canFeature: boolean): Record<string, string | string[]> {
  const { is_featured, ...fields } = car;
  const body: Record<string, string | string[]> = { ...fields, uploads };
  if (canFeature) body.is_featured = is_featured ? '1' : '0';
  return body;
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
 * Waits for the photos still uploading (each is sent on its own as soon as it is chosen), then
 * creates the car claiming them, then its offer. If the car is saved but the offer call fails,
 * a retry only sends the offer, so pressing the button again never creates the same car twice.
 */
export function useSubmitListing() {
  const [createCar] = useCreateCarMutation();
  const [createOffer] = useCreateOfferMutation();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const savedCarId = useRef<number | null>(null);
  const [carSaved, setCarSaved] = useState(false);

  const submit = useCallback(
    async (car: CarValues, offer: OfferValues, uploaded: () => Promise<string[]>, canFeature: boolean): Promise<SubmitResult> => {
      try {
        if (savedCarId.current === null) {
          setPhase('uploading');
          const uploads = await uploaded();
          setPhase('saving-car');
          const saved = await createCar(carBody(car, uploads, canFeature)).unwrap();
          savedCarId.current = saved.id;
          setCarSaved(true);
        }
        setPhase('saving-offer');
        await createOffer(offerPayload(savedCarId.current, offer)).unwrap();
        return { ok: true };
      } catch (error) {
        return { ok: false, error, carSaved: savedCarId.current !== null };
      } finally {
        setPhase('idle');
      }
    },
    [createCar, createOffer],
  );

  return { submit, phase, carSaved };
}
