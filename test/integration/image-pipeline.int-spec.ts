import type { Job } from 'bullmq';
import sharp from 'sharp';
import { CarImageProcessor, ProcessCarImageJob } from '../../server/src/cars/jobs/car-image.processor';
import { CAR_IMAGE_JOB } from '../../server/src/cars/jobs/car-image-job';
import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { eventually, jpeg, loginAdmin, png, register } from '../support/fixtures';
import { DEFAULT_OFFER, listCar, Upload } from '../support/cars';
import { TestBucket } from '../support/storage';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

interface ImageView {
  id: string;
  url: string;
  status: string;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; url: string }>;
}

/**
 * The worker turns every uploaded photo into upright, metadata-free WebP variants (sharp) and
 * records the result as an event; only variants are public. Runs on a bucket of its own because
 * it deletes cars (see TestBucket).
 */
describe('image pipeline', () => {
  const bucket = new TestBucket();
  let app: TestApp;
  let api: StrictApi;
  let owner: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { S3_BUCKET: bucket.name } });
    api = new StrictApi(app.url);
    owner = api.as((await register(api, 'user', 'owner')).token);
  });
  afterAll(() => app.close());

  /** The car once the worker has settled every photo (none still processing). */
  const processed = (carId: number) =>
    eventually(async () => {
      const car = (await owner.get(`/api/cars/${carId}`)).body;
      return car.images.every((i: ImageView) => i.status !== 'processing') ? car : null;
    });

  const originalKeys = async (carId: number): Promise<string[]> =>
    (await app.dataSource.query(`SELECT original_key FROM car_images WHERE car_id = $1 ORDER BY sort_order`, [carId])).map(
      (r: { original_key: string }) => r.original_key,
    );

  const fetchMedia = async (url: string) => {
    const response = await fetch(`${app.url}${url}`);
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  const upload = (body: Buffer, name: string, type = 'image/jpeg'): Upload => ({ body, name, type });

  it('makes WebP variants at 320/640/1024/1600, only those not wider than the photo, served from /media for a year', async () => {
    const car = await listCar(owner, {
      images: [upload(await jpeg(1700, 1000), 'wide.jpg'), upload(await png(700, 500), 'side.png', 'image/png')],
    });
    const done = await processed(car.id);
    const [wide, side] = done.images as ImageView[];

    expect(wide).toMatchObject({ status: 'ready', width: 1700, height: 1000 });
    expect(wide.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    expect(side).toMatchObject({ status: 'ready', width: 700, height: 500 });
    expect(side.variants.map((v) => v.width)).toEqual([320, 640]);
    // The display url is the largest variant up to 1024 wide; the cover is the first ready photo.
    expect(wide.url).toBe(wide.variants[2].url);
    expect(side.url).toBe(side.variants[1].url);
    expect(done.image).toBe(wide.url);

    for (const image of [wide, side]) {
      for (const variant of image.variants) {
        expect(variant.url).toMatch(/^\/media\/variants\//);
        expect(variant.height).toBe(Math.round((variant.width * image.height) / image.width));
        const { response, body } = await fetchMedia(variant.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
        const meta = await sharp(body).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      }
    }
  });

  it('never serves originals publicly, though they are kept in storage', async () => {
    const car = await listCar(owner, { images: [upload(await jpeg(400, 300), 'a.jpg')] });
    await processed(car.id);
    const [key] = await originalKeys(car.id);
    expect(key).toMatch(/^originals\//);
    expect(await bucket.has(key)).toBe(true);
    const res = await api.get(`/media/${key}`);
    expect(res.status).toBe(404);
  });

  it('turns a photo upright from its EXIF orientation (6) and strips EXIF, GPS included, from the variants', async () => {
    const original = await jpeg(1200, 700, { exif: true, orientation: 6 });
    // The upload really carries what must be removed.
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('TestCam')).toBe(true);

    const car = await listCar(owner, { images: [upload(original, 'phone.jpg')] });
    const [image] = (await processed(car.id)).images as ImageView[];
    // Stored 1200×700 lying on its side: upright it is 700 wide and 1200 high.
    expect(image).toMatchObject({ status: 'ready', width: 700, height: 1200 });
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 549],
      [640, 1097],
    ]);
    for (const variant of image.variants) {
      const { body } = await fetchMedia(variant.url);
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ width: variant.width, height: variant.height });
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes('TestCam')).toBe(false);
    }
  });

  it('gives a photo narrower than 320 one variant at its own width', async () => {
    const car = await listCar(owner, { images: [upload(await png(200, 150), 'tiny.png', 'image/png')] });
    const [image] = (await processed(car.id)).images as ImageView[];
    expect(image.status).toBe('ready');
    expect(image.variants).toEqual([{ width: 200, height: 150, url: expect.stringMatching(/\/200\.webp$/) }]);
    expect((await fetchMedia(image.variants[0].url)).response.status).toBe(200);
  });

  describe('running a job more than once', () => {
    const processedEvents = async (imageId: string): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            `SELECT count(*) AS n FROM public.events WHERE event_type = 'CarImageProcessed' AND data->>'imageId' = $1`,
            [imageId],
          )
        )[0].n,
      );
    const jobData = async (carId: number): Promise<ProcessCarImageJob> => {
      const [row] = await app.dataSource.query(`SELECT id, original_key FROM car_images WHERE car_id = $1`, [carId]);
      return { carId, imageId: row.id, key: row.original_key, causationId: '0' };
    };
    const runDirectly = (data: ProcessCarImageJob) =>
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- a stand-in for BullMQ's job: the processor reads only its data
      app.worker!.get(CarImageProcessor).process({ data } as Job<ProcessCarImageJob>);

    it('records one CarImageProcessed event and one set of variants when BullMQ runs the job again under a new id', async () => {
      const car = await listCar(owner, { images: [upload(await jpeg(700, 400), 'a.jpg')] });
      await processed(car.id);
      const data = await jobData(car.id);
      const variantsBefore = await bucket.keys(`variants/cars/${car.id}/${data.imageId}/`);
      expect(variantsBefore).toHaveLength(2);

      const queue = app.server.get(Queues).get(QUEUE.images);
      const again = await queue.add(CAR_IMAGE_JOB, data, { jobId: `again-${data.imageId}` });
      await eventually(async () => (await queue.getJob(again.id!))?.isCompleted());
      // Read again once completed: a job read while it still ran holds no return value, even if
      // it completes before isCompleted() asks Redis.
      const settled = await queue.getJob(again.id!);
      expect(settled!.returnvalue).toBe('already-settled');

      expect(await processedEvents(data.imageId)).toBe(1);
      expect(await bucket.keys(`variants/cars/${car.id}/${data.imageId}/`)).toEqual(variantsBefore);
    });

    it("records one event when a second run races the worker's own job", async () => {
      const car = await listCar(owner, { images: [upload(await jpeg(900, 600), 'b.jpg')] });
      const data = await jobData(car.id);
      // Started at once, while the worker's job for the same photo is queued or running.
      const [direct, twice] = await Promise.all([runDirectly(data), runDirectly(data)]);
      expect([direct, twice].filter((result) => result === 'recorded').length).toBeLessThanOrEqual(1);
      const [image] = (await processed(car.id)).images as ImageView[];
      expect(image.status).toBe('ready');
      const queue = app.server.get(Queues).get(QUEUE.images);
      await eventually(async () => (await queue.getJob(`car-image-${data.imageId}`))?.isCompleted());
      expect(await processedEvents(data.imageId)).toBe(1);
      expect(await bucket.keys(`variants/cars/${car.id}/${data.imageId}/`)).toEqual([
        `variants/cars/${car.id}/${data.imageId}/320.webp`,
        `variants/cars/${car.id}/${data.imageId}/640.webp`,
      ]);
    });
  });

  it('lets the owner make the offer and an admin approve while the worker records photo results on the same car', async () => {
    const admin = api.as((await loginAdmin(api)).token);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const photos = await Promise.all([0, 1, 2].map(async (n) => upload(await jpeg(600, 400), `p${n}.jpg`)));
      const car = await listCar(owner, { images: photos });
      // Staggered, so some writes land while the worker appends the results of the photos.
      await new Promise((r) => setTimeout(r, i * 30));
      statuses.push((await owner.post(`/api/cars/${car.id}/offers`, DEFAULT_OFFER)).status);
      await new Promise((r) => setTimeout(r, i * 20));
      statuses.push((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status);
    }
    expect(statuses).toEqual(Array.from({ length: 8 }, () => [201, 200]).flat());
  });

  describe('cleaning up storage', () => {
    it("removes a deleted car's originals and variants", async () => {
      const car = await listCar(owner, {
        images: [upload(await jpeg(700, 400), 'a.jpg'), upload(await png(400, 300), 'b.png', 'image/png')],
      });
      await processed(car.id);
      const originals = await originalKeys(car.id);
      expect(await bucket.keys(`variants/cars/${car.id}/`)).toHaveLength(3); // 320+640 and 320
      for (const key of originals) expect(await bucket.has(key)).toBe(true);

      expect((await owner.delete(`/api/cars/${car.id}`)).status).toBe(200);
      await eventually(async () => (await bucket.keys(`variants/cars/${car.id}/`)).length === 0);
      await eventually(async () => {
        for (const key of originals) if (await bucket.has(key)) return false;
        return true;
      });
    });

    it("removes one photo's files when it is removed, and keeps the others'", async () => {
      const car = await listCar(owner, {
        images: [upload(await jpeg(700, 400), 'a.jpg'), upload(await jpeg(700, 400), 'b.jpg')],
      });
      const [kept, removed] = ((await processed(car.id)).images as ImageView[]).map((i) => i.id);
      const [keptOriginal, removedOriginal] = await originalKeys(car.id);

      expect((await owner.delete(`/api/cars/${car.id}/images/${removed}`)).status).toBe(200);
      await eventually(
        async () =>
          (await bucket.keys(`variants/cars/${car.id}/${removed}/`)).length === 0 && !(await bucket.has(removedOriginal)),
      );
      expect(await bucket.keys(`variants/cars/${car.id}/${kept}/`)).toHaveLength(2);
      expect(await bucket.has(keptOriginal)).toBe(true);
    });
  });
});
