import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { fieldErrors, serverMessage } from '../../shared/api/api-error';
import type { Car } from '../../shared/domain/car';
import { arm } from '../../shared/messages/ar-manage';
import { useAttachCarPhotosMutation } from './sell-api';
import { useImagePicker, type PickedImage } from './use-image-picker';
import { usePhotoUploads } from './use-photo-uploads';

/**
 * New photos of a car being edited: each uploads as soon as it is chosen, and once all chosen
 * photos are up they are added to the car, without the form's save (as the page says). The save
 * calls `flush` first, so a photo still on its way when the seller presses it is waited for and
 * added, never dropped.
 */
export function useCarPhotoAdder(car: Car, maxImages: number) {
  const picker = useImagePicker(Math.max(0, maxImages - car.images.length));
  const uploads = usePhotoUploads(picker.images);
  const [attachPhotos, { isLoading: attaching }] = useAttachCarPhotosMutation();
  const latest = useRef<PickedImage[]>(picker.images);
  latest.current = picker.images;
  const attached = useRef(new Set<string>());
  const inFlight = useRef<Promise<boolean> | null>(null);
  const { remove, setError } = picker;
  const { whenUploaded } = uploads;

  const attach = useCallback(
    async (chosen: PickedImage[]): Promise<boolean> => {
      try {
        const ids = await whenUploaded(chosen);
        await attachPhotos({ carId: car.id, uploads: ids }).unwrap();
        chosen.forEach((image) => {
          attached.current.add(image.key);
          remove(image.key);
        });
        toast.success(arm.editCar.photosAdded);
        return true;
      } catch (error) {
        const errors: Partial<Record<string, string>> = fieldErrors(error);
        const message = errors.images ?? errors.uploads;
        setError(message ?? arm.sell.photosFailed);
        toast.error(arm.editCar.photosAddFailed, { description: message ?? serverMessage(error) ?? undefined });
        return false;
      }
    },
    [attachPhotos, car.id, remove, setError, whenUploaded],
  );

  /** Adds every chosen photo to the car (waiting for uploads still running); false if one failed. */
  const flush = useCallback(async (): Promise<boolean> => {
    for (;;) {
      if (inFlight.current) {
        if (!(await inFlight.current)) return false;
        continue;
      }
      const chosen = latest.current.filter((image) => !attached.current.has(image.key));
      if (chosen.length === 0) return true;
      const run = attach(chosen).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = run;
    }
  }, [attach]);

  // Right away: once every chosen photo is uploaded, it joins the car.
  const ready =
    picker.images.length > 0 && !picker.error && picker.images.every((image) => uploads.states[image.key]?.status === 'done');
  useEffect(() => {
    if (ready && !inFlight.current) void flush();
  }, [ready, flush]);

  const busy = attaching || picker.images.some((image) => uploads.states[image.key]?.status !== 'failed');
  return { picker, uploads, flush, busy, attaching };
}

export type CarPhotoAdder = ReturnType<typeof useCarPhotoAdder>;
