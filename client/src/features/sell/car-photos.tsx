import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import type { Car } from '../../shared/domain/car';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { CarImage } from '../../shared/ui/car-image';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Spinner } from '../../shared/ui/spinner';
import { ImagePicker } from './image-picker';
import { useRemoveCarImageMutation } from './sell-api';
import type { CarPhotoAdder } from './use-car-photo-adder';
import { arm } from '../../shared/messages/ar-manage';

type Photo = Car['images'][number];

/**
 * The car's photos on the edit page: each can be removed (a car keeps at least one) and new
 * ones are uploaded as soon as they are chosen, each with its progress, and added to the car
 * (see useCarPhotoAdder). These changes apply at once, apart from the form's save.
 */
export function CarPhotos({ car, maxImages, adder }: { car: Car; maxImages: number; adder: CarPhotoAdder }) {
  const [removeImage, { isLoading: removing }] = useRemoveCarImageMutation();
  const [toRemove, setToRemove] = useState<{ photo: Photo; index: number } | null>(null);
  const room = Math.max(0, maxImages - car.images.length);
  const { picker, uploads, flush, attaching } = adder;

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await removeImage({ carId: car.id, imageId: toRemove.photo.id }).unwrap();
      toast.success(arm.editCar.photoRemoved);
    } catch (error) {
      toast.error(arm.editCar.photoRemoveFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setToRemove(null);
    }
  };

  const onlyOne = car.images.length <= 1;
  return (
    <section aria-labelledby="car-photos" className="flex flex-col gap-4">
      <div>
        <h2 id="car-photos" className="text-lg font-bold text-slate-900">
          {arm.editCar.photosTitle}
        </h2>
        <p className="text-sm text-slate-600">{arm.editCar.photosHint}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="الصور الحالية">
        {car.images.map((photo, index) => {
          const label = `الصورة ${index + 1}`;
          return (
            <li key={photo.id} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
              <CarImage image={photo} alt={label} sizes="200px" className="aspect-[4/3] w-full" />
              <div className="flex items-center justify-between gap-2 px-2 py-1.5 text-xs text-slate-600">
                <span>{label}</span>
                {photo.status === 'processing' && <Badge tone="warning">{arm.editCar.photoProcessing}</Badge>}
                {photo.status === 'failed' && <Badge tone="danger">{arm.editCar.photoFailed}</Badge>}
              </div>
              <button
                type="button"
                disabled={onlyOne || removing}
                title={onlyOne ? arm.editCar.lastPhoto : undefined}
                onClick={() => setToRemove({ photo, index })}
                aria-label={`حذف ${label}`}
                className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-red-600 shadow hover:bg-white disabled:cursor-not-allowed disabled:opacity-40"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          );
        })}
      </ul>
      {onlyOne && <p className="text-xs text-slate-500">{arm.editCar.lastPhoto}</p>}

      {room === 0 && picker.images.length === 0 ? (
        <p className="text-sm text-slate-600">{arm.editCar.photoLimit(maxImages)}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <ImagePicker picker={picker} locked={attaching} label="إضافة صور جديدة" uploads={uploads.states} />
          {attaching && <Spinner label={arm.editCar.photosAttaching} showLabel />}
          {picker.images.length > 0 && picker.error && (
            <div>
              <Button variant="secondary" onClick={() => void flush()} loading={attaching}>
                {arm.editCar.uploadPhotos}
              </Button>
            </div>
          )}
        </div>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        title={arm.editCar.confirmRemovePhoto}
        confirmLabel="حذف الصورة"
        busy={removing}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      >
        {toRemove && `الصورة ${toRemove.index + 1}`}
      </ConfirmDialog>
    </section>
  );
}
