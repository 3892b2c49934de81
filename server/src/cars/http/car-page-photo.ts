import { CAR_PAGE_PATH } from '../../../../shared/car-page';
import type { PagePhoto } from '../../shared/http/client-page';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import type { CarQueries } from '../queries/car-queries';
import type { ImageView } from '../queries/car-view';

const LISTINGS_PAGE = /^\/car-listings\/?$/;

/**
 * The sizes the client's <img> gives these photos: the car page's main photo
 * (client/src/features/cars/car-gallery.tsx) and a car card's (car-card.tsx). A preload must ask
 * for the same variant as the <img>, so both change together.
 */
export const CAR_GALLERY_SIZES = '(min-width: 1024px) 60vw, 100vw';
export const CAR_CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** The listings page's featured row (client/src/features/cars/car-listings-page.tsx). */
const FEATURED_ROW = Object.assign(new CarListQueryDto(), { status: 'active', page: 1, limit: 3, featured: true } as const);

const asHint = (photo: ImageView | null | undefined, sizes: string): PagePhoto | null =>
  photo?.variants.length
    ? {
        srcset: [...photo.variants]
          .sort((a, b) => a.width - b.width)
          .map((variant) => `${variant.url} ${variant.width}w`)
          .join(', '),
        sizes,
      }
    : null;

/**
 * The largest photo of a landing page, known from its address, for the page's preload hint
 * (see clientPages): on a car page the gallery's first photo (the first that has not failed),
 * on the listings page without filters the first featured car's cover. A photo still processing
 * has no variants yet and gets no hint. Only cars anyone may see are looked up.
 */
export async function carPagePhoto(
  cars: Pick<CarQueries, 'get' | 'list'>,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<PagePhoto | null> {
  const car = CAR_PAGE_PATH.exec(path);
  if (car) {
    const view = await cars.get(Number(car[1]));
    return asHint(view?.images.find((image) => image.status !== 'failed' && image.url) ?? view?.cover, CAR_GALLERY_SIZES);
  }
  // Filters or a later page hide the featured row: its photos would be fetched for nothing.
  const browsing = ['q', 'brand', 'min', 'max'].every((name) => !query.get(name)) && Number(query.get('page') ?? 1) <= 1;
  if (LISTINGS_PAGE.test(path) && browsing) {
    const featured = await cars.list(FEATURED_ROW);
    return asHint(featured.data[0]?.cover, CAR_CARD_SIZES);
  }
  return null;
}
