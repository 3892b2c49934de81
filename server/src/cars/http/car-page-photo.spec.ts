import type { CarQueries } from '../queries/car-queries';
import type { CarView } from '../queries/car-view';
import { CAR_CARD_SIZES, CAR_GALLERY_SIZES, carPagePhoto } from './car-page-photo';

const variant = (width: number, id: string) => ({
  width,
  height: (width * 3) / 4,
  url: `/media/variants/cars/7/${id}/${width}.webp`,
});
const image = (id: string, status: string, widths: number[]) => ({
  id: Number(id.replace(/\D/g, '') || 1),
  status,
  url: status === 'ready' ? `/media/variants/cars/7/${id}/1024.webp` : '/images/placeholder.webp',
  width: 1600,
  height: 1200,
  variants: widths.map((w) => variant(w, id)),
});

const carOf = (id: number, images: ReturnType<typeof image>[]) =>
  ({ id, images, cover: images.find((i) => i.status === 'ready') ?? images.at(0) ?? null }) as unknown as CarView;

/** A stand-in for CarQueries: the car with these photos (or none), and the featured cars listed. */
const carsWith = (images: ReturnType<typeof image>[] | null, featured: CarView[] = []) => ({
  asked: [] as unknown[],
  async get(id: number) {
    this.asked.push(id);
    return images ? carOf(id, images) : null;
  },
  async list(query: unknown) {
    this.asked.push(query);
    return { data: featured } as Awaited<ReturnType<CarQueries['list']>>;
  },
});

describe('carPagePhoto', () => {
  it("names the gallery's first photo in every variant, smallest first, with the gallery's sizes", async () => {
    const cars = carsWith([image('failed1', 'failed', []), image('a2', 'ready', [1024, 320, 640]), image('b3', 'ready', [320])]);
    expect(await carPagePhoto(cars, '/car/7')).toEqual({
      srcset:
        '/media/variants/cars/7/a2/320.webp 320w, /media/variants/cars/7/a2/640.webp 640w, /media/variants/cars/7/a2/1024.webp 1024w',
      sizes: CAR_GALLERY_SIZES,
    });
    expect(cars.asked).toEqual([7]);
  });

  it('gives no hint for a photo still processing, a car nobody may see, or another page', async () => {
    expect(await carPagePhoto(carsWith([image('p1', 'processing', [])]), '/car/7')).toBeNull();
    expect(await carPagePhoto(carsWith(null), '/car/7/')).toBeNull();
    const cars = carsWith([image('a1', 'ready', [320])]);
    for (const path of ['/', '/car/abc', '/car/7/edit', '/car/12345678901', '/searchResults']) {
      expect(await carPagePhoto(cars, path)).toBeNull();
    }
    expect(cars.asked).toEqual([]);
  });

  it("names the listings' first featured cover with a card's sizes, only where the featured row shows", async () => {
    const cars = carsWith(null, [carOf(3, [image('c3', 'ready', [640, 320])]), carOf(4, [image('d4', 'ready', [320])])]);
    expect(await carPagePhoto(cars, '/car-listings')).toEqual({
      srcset: '/media/variants/cars/7/c3/320.webp 320w, /media/variants/cars/7/c3/640.webp 640w',
      sizes: CAR_CARD_SIZES,
    });
    expect(cars.asked).toEqual([{ status: 'active', page: 1, limit: 3, featured: true }]);
    for (const search of ['q=كامري', 'brand=toyota', 'min=5000', 'max=20000', 'page=2']) {
      expect(await carPagePhoto(cars, '/car-listings', new URLSearchParams(search))).toBeNull();
    }
    expect(await carPagePhoto(carsWith(null, []), '/car-listings')).toBeNull();
  });
});
