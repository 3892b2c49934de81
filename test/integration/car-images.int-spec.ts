import { carForm, loginAdmin, png, register } from '../support/fixtures';
import { approve, listCar, smallJpeg, Upload } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** Adding and removing a listed car's photos (CONTRACT.md, routes beyond the spec). */
describe('car images', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    owner = api.as((await register(api, 'user', 'owner')).token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  const photos = (n: number): Promise<Upload[]> => Promise.all(Array.from({ length: n }, () => smallJpeg()));
  const addImages = (caller: StrictApi, carId: number, images: Upload[]) =>
    caller.post(`/api/cars/${carId}/images`, carForm({}, images));
  const imageIds = async (carId: number): Promise<string[]> =>
    (await owner.get(`/api/cars/${carId}`)).body.images.map((i: { id: string }) => i.id);

  describe('POST /api/cars/:id/images', () => {
    it('adds photos after the existing ones and answers 201 with the car', async () => {
      const car = await listCar(owner);
      const res = await addImages(owner, car.id, [
        { body: await png(300, 200), name: 'back.png', type: 'image/png' },
        await smallJpeg(),
      ]);
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(car.id);
      expect(res.body.images).toHaveLength(3);
      expect(res.body.images[0].id).toBe(car.images[0].id);
      expect(res.body.images[1]).toMatchObject({ width: 300, height: 200, url: expect.stringMatching(/^\/media\//) });
    });

    it('fills an ad up to 10 photos and refuses the 11th with 422', async () => {
      const car = await listCar(owner, { images: await photos(3) });
      expect((await addImages(owner, car.id, await photos(7))).status).toBe(201);
      const over = await addImages(owner, car.id, await photos(1));
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ images: ['لا يمكن رفع أكثر من 10 صور للإعلان'] });
      expect(await imageIds(car.id)).toHaveLength(10);
    });

    it('counts the photos already held: 4 held and 7 sent is refused as a whole', async () => {
      const car = await listCar(owner, { images: await photos(4) });
      const res = await addImages(owner, car.id, await photos(7));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['لا يمكن رفع أكثر من 10 صور للإعلان'] });
      expect(await imageIds(car.id)).toHaveLength(4);
    });

    it('applies the upload rules: no file, or a file that is not a picture, is a 422', async () => {
      const car = await listCar(owner);
      const none = await addImages(owner, car.id, []);
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ images: ['يرجى رفع صور للسيارة'] });
      const text = await addImages(owner, car.id, [{ body: Buffer.from('GIF? no, text'), name: 'x.jpg', type: 'image/jpeg' }]);
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({ images: ['يجب رفع صور فقط'] });
      expect(await imageIds(car.id)).toHaveLength(1);
    });

    it("refuses photos added to another user's active car with 403", async () => {
      const car = await listCar(owner);
      await approve(admin, car.id);
      expect((await addImages(stranger, car.id, [await smallJpeg()])).status).toBe(403);
      expect(await imageIds(car.id)).toHaveLength(1);
    });

    it("answers 404 to photos for a car the caller cannot see (another user's pending car) or that does not exist", async () => {
      const car = await listCar(owner);
      expect((await addImages(stranger, car.id, [await smallJpeg()])).status).toBe(404);
      expect((await addImages(owner, 999999, [await smallJpeg()])).status).toBe(404);
    });

    it('lets an admin add photos to any car', async () => {
      const car = await listCar(owner);
      expect((await addImages(admin, car.id, [await smallJpeg()])).status).toBe(201);
      expect(await imageIds(car.id)).toHaveLength(2);
    });
  });

  describe('DELETE /api/cars/:id/images/:imageId', () => {
    it('removes one photo and answers 200 with the car without it', async () => {
      const car = await listCar(owner, { images: await photos(3) });
      const [first, second, third] = car.images.map((i: { id: string }) => i.id);
      const res = await owner.delete(`/api/cars/${car.id}/images/${second}`);
      expect(res.status).toBe(200);
      expect(res.body.images.map((i: { id: string }) => i.id)).toEqual([first, third]);
      expect(await imageIds(car.id)).toEqual([first, third]);
    });

    it('refuses to remove the last photo with 409', async () => {
      const car = await listCar(owner, { images: await photos(2) });
      const [first, second] = car.images.map((i: { id: string }) => i.id);
      expect((await owner.delete(`/api/cars/${car.id}/images/${first}`)).status).toBe(200);
      const last = await owner.delete(`/api/cars/${car.id}/images/${second}`);
      expect(last.status).toBe(409);
      expect(last.body.message).toBe('يجب أن تبقى صورة واحدة على الأقل للسيارة');
      expect(await imageIds(car.id)).toEqual([second]);
    });

    it('answers 404 to a photo that is not on this car, and to an id that is not a uuid', async () => {
      const car = await listCar(owner, { images: await photos(2) });
      const other = await listCar(owner);
      expect((await owner.delete(`/api/cars/${car.id}/images/${other.images[0].id}`)).status).toBe(404);
      expect((await owner.delete(`/api/cars/${car.id}/images/not-a-uuid`)).status).toBe(404);
      expect((await owner.delete(`/api/cars/${car.id}/images/${car.images[0].id.replace(/.$/, 'x')}`)).status).toBe(404);
      expect(await imageIds(car.id)).toHaveLength(2);
    });

    it("refuses to remove a photo of another user's car with 403", async () => {
      const car = await listCar(owner, { images: await photos(2) });
      await approve(admin, car.id);
      expect((await stranger.delete(`/api/cars/${car.id}/images/${car.images[0].id}`)).status).toBe(403);
      expect((await api.delete(`/api/cars/${car.id}/images/${car.images[0].id}`)).status).toBe(401);
      expect(await imageIds(car.id)).toHaveLength(2);
    });
  });
});
