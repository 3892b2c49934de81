import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CategoryQueries } from '../../categories/queries/category-queries';
import { ClaimedDraft, PhotoDrafts } from '../../media/drafts/photo-drafts.service';
import { DRAFT_FORMATS, ImageUploads } from '../../media/image-uploads.service';
import { ImageRef } from '../../media/stored-image';
import { Actor } from '../../shared/auth/roles';
import { FieldErrors, invalidField, notFound, validationFailed } from '../../shared/http/http-errors';
import { uploadedFiles } from '../../shared/http/multipart.interceptor';
import { validateDto } from '../../shared/http/validation';
import { AR } from '../../shared/messages/ar';
import { SettingsQueries } from '../../settings/queries/settings-queries';
import { AddCarImages } from '../commands/add-car-images/add-car-images.command';
import { ListCar } from '../commands/list-car/list-car.command';
import { CarFieldsDto } from '../dto/car-fields.dto';
import { CarQueries } from '../queries/car-queries';
import { CarView } from '../queries/car-view';

/**
 * The multipart writes: every field and every photo is checked first and all problems are
 * reported together; only then are originals stored, and removed again if the command fails.
 */
@Injectable()
export class CarListingService {
  constructor(
    private readonly commands: CommandBus,
    private readonly uploads: ImageUploads,
    private readonly settings: SettingsQueries,
    private readonly cars: CarQueries,
    private readonly categories: CategoryQueries,
    private readonly drafts: PhotoDrafts,
  ) {}

  async listCar(actor: Actor, request: Request): Promise<CarView> {
    const { value, errors } = await validateDto(CarFieldsDto, request.body);
    // Reported with the other fields' problems, before any photo is stored.
    // No category: the body type comes from the model (model-body-types.ts).
    const category = value.category_id;
    if (!Object.hasOwn(errors, 'category_id') && category != null && !(await this.categories.exists(category)))
      errors.category_id = [AR.car.category];
    return this.withDrafts(actor, request, errors, async (files) => {
      const images = await this.checkImages(files, errors, 0);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const stored = await this.uploads.store(images);
      const { carId } = await this.withCleanup(stored, () => this.commands.execute(new ListCar(actor, value, stored)));
      return this.view(carId, actor);
    });
  }

  async addImages(actor: Actor, carId: number, request: Request): Promise<CarView> {
    const existing = await this.cars.get(carId, actor);
    if (!existing) throw notFound();
    const errors: FieldErrors = {};
    return this.withDrafts(actor, request, errors, async (files) => {
      const images = await this.checkImages(files, errors, existing.images.length);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const stored = await this.uploads.store(images);
      await this.withCleanup(stored, () => this.commands.execute(new AddCarImages(actor, carId, stored)));
      return this.view(carId, actor);
    });
  }

  /**
   * The photos of a request: its multipart files, then the draft photos it names in `uploads`
   * (uploaded before, resumably). Claimed drafts are deleted once the car holds them, and go back
   * to the draft if the request fails, so the corrected form can claim them again.
   */
  private async withDrafts<T>(
    actor: Actor,
    request: Request,
    errors: FieldErrors,
    run: (files: PhotoFiles) => Promise<T>,
  ): Promise<T> {
    const ids = uploadIdsOf(request.body);
    if (ids === null) {
      errors.uploads = [AR.images.draftMissing];
      throw validationFailed(errors);
    }
    let claimed: ClaimedDraft[] = [];
    try {
      claimed = await this.drafts.claim(actor, ids);
      const result = await run({ multipart: uploadedFiles(request), drafts: claimed });
      await this.drafts.settle(claimed);
      return result;
    } catch (error) {
      await this.drafts.release(actor, claimed);
      throw error;
    }
  }

  private async checkImages({ multipart, drafts }: PhotoFiles, errors: FieldErrors, alreadyHeld: number) {
    const count = multipart.length + drafts.length;
    if (count === 0) {
      errors.images = [AR.images.required];
      return [];
    }
    const { maxImagesPerAd } = await this.settings.site();
    if (alreadyHeld + count > maxImagesPerAd) {
      errors.images = [AR.images.tooMany(maxImagesPerAd)];
      return [];
    }
    const fromForm = await this.uploads.check(multipart);
    const fromDrafts = await this.uploads.check(drafts, DRAFT_FORMATS);
    const imageErrors = [...new Set([...fromForm.errors, ...fromDrafts.errors])];
    if (imageErrors.length) errors.images = imageErrors;
    return [...fromForm.accepted, ...fromDrafts.accepted];
  }

  private async withCleanup<T>(stored: ImageRef[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await this.uploads.discard(stored);
      throw error;
    }
  }

  private async view(carId: number, actor: Actor): Promise<CarView> {
    const car = await this.cars.get(carId, actor);
    if (!car) throw invalidField('id', AR.http.notFound);
    return car;
  }
}

type PhotoFile = Pick<Express.Multer.File, 'path' | 'size'>;
/** A request's photos: files of its multipart form, and the draft photos it claimed. */
interface PhotoFiles {
  multipart: PhotoFile[];
  drafts: PhotoFile[];
}

/** `uploads` (JSON array, or repeated `uploads[]` form fields): draft photo ids; null when malformed. */
function uploadIdsOf(body: unknown): string[] | null {
  const raw = (body as Record<string, unknown> | undefined)?.uploads;
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > 100 || !list.every((id): id is string => typeof id === 'string')) return null;
  return list;
}
