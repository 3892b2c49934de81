import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { toast } from 'sonner';
import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import { fieldErrors, serverMessage } from '../../shared/api/api-error';
import { uploadMultipart, type UploadProgress } from '../../shared/api/upload';
import type { Car } from '../../shared/domain/car';
import { formatBytes } from '../../shared/format/number';
import { selectToken, sessionExpired } from '../../shared/session/session-slice';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { CarImage } from '../../shared/ui/car-image';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { ImagePicker } from './image-picker';
import { useRemoveCarImageMutation } from './sell-api';
import { useImagePicker } from './use-image-picker';
import { arm } from '../../shared/messages/ar-manage';

type Photo = Car['images'][number];

/**
 * The car's photos on the edit page: each can be removed (a car keeps at least one) and new
 * ones uploaded with real progress. These changes apply at once, apart from the form's save.
 */
export function CarPhotos({ car, maxImages }: { car: Car; maxImages: number }) {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const [removeImage, { isLoading: removing }] = useRemoveCarImageMutation();
  const [toRemove, setToRemove] = useState<{ photo: Photo; index: number } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const room = Math.max(0, maxImages - car.images.length);
  const picker = useImagePicker(room);

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

  const upload = async () => {
    if (picker.images.length === 0) return;
    const body = new FormData();
    picker.images.forEach(({ file }) => body.append('images[]', file, file.name));
    setProgress({ loaded: 0, total: picker.images.reduce((sum, image) => sum + image.file.size, 0) });
    const result = await uploadMultipart<Car>({ url: `/api/cars/${car.id}/images`, body, token, onProgress: setProgress });
    setProgress(null);
    if (result.error) {
      if (result.error.status === 401 && token) dispatch(sessionExpired());
      const message = fieldErrors(result.error).images;
      if (message) picker.setError(message);
      toast.error(arm.editCar.photosAddFailed, { description: message });
      return;
    }
    picker.clear();
    toast.success(arm.editCar.photosAdded);
    dispatch(baseApi.util.invalidateTags([CAR_LIST_TAG, { type: 'Car', id: car.id }]));
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

      {room === 0 ? (
        <p className="text-sm text-slate-600">{arm.editCar.photoLimit(maxImages)}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <ImagePicker picker={picker} locked={progress !== null} label="إضافة صور جديدة" />
          {progress && (
            <ProgressBar
              label={arm.sell.uploadingImages}
              value={progress.loaded}
              max={progress.total}
              detail={`${formatBytes(progress.loaded)} من ${formatBytes(progress.total)}`}
            />
          )}
          {picker.images.length > 0 && (
            <div>
              <Button variant="secondary" onClick={upload} loading={progress !== null}>
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
