import { useState } from 'react';
import type { Car } from '../../shared/domain/car';
import { visibleImages } from '../../shared/domain/car';
import { CarImage, CarImagePlaceholder } from '../../shared/ui/car-image';
import { cn } from '../../shared/ui/cn';

const MAX_THUMBNAILS = 4;
// The server preloads the main photo with these sizes (server/src/cars/http/car-page-photo.ts):
// change both together, or the browser fetches two variants.
const MAIN_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** Main photo plus up to four thumbnails; choosing a thumbnail shows it as the main photo. */
export function CarGallery({ car, name }: { car: Car; name: string }) {
  const images = visibleImages(car);
  const [selected, setSelected] = useState(0);

  if (images.length === 0) {
    return car.cover ? (
      <CarImage image={car.cover} alt={name} sizes={MAIN_SIZES} priority className="aspect-[4/3] w-full rounded-2xl" />
    ) : (
      <CarImagePlaceholder className="aspect-[4/3] w-full rounded-2xl" />
    );
  }

  const current = images[Math.min(selected, images.length - 1)];
  const thumbnails = images.slice(0, MAX_THUMBNAILS);
  return (
    <div className="flex flex-col gap-3">
      <CarImage
        image={current}
        alt={`${name} - صورة ${selected + 1} من ${images.length}`}
        sizes={MAIN_SIZES}
        priority
        className="aspect-[4/3] w-full rounded-2xl"
      />
      {thumbnails.length > 1 && (
        <ul className="grid grid-cols-4 gap-3">
          {thumbnails.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`عرض الصورة ${index + 1}`}
                className={cn(
                  'block w-full overflow-hidden rounded-xl ring-2 transition',
                  index === selected ? 'ring-brand-500' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                <CarImage image={image} alt="" sizes="160px" className="aspect-[4/3] w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
