import { Decision } from '../../event-store/command-streams';
import { PictureOutcome } from '../../media/image-slot';
import { ImageRef, ImageResult } from '../../media/stored-image';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { DomainError, Forbidden, MessageKey, arabic } from '../../shared/domain-error';
import { FieldErrors } from '../../shared/http/http-errors';
import { CURRENCIES } from '../../shared/money/money';
import { PART_CATEGORIES, PART_MAKES, PART_MODELS, PART_TYPES } from './part.constants';
import { PartDetails, PartEvent } from './part.events';
import { isLivePart, PartState } from './part.state';

/** A catalogue entry breaks some of its rules: every broken rule, under its field. */
export class InvalidPart extends DomainError {
  constructor(readonly problems: Record<string, MessageKey>) {
    super('invalid', 'http.validation');
  }

  override fieldErrors(): FieldErrors {
    return Object.fromEntries(Object.entries(this.problems).map(([field, key]) => [field, [arabic(key)]]));
  }
}

/** Every rule a catalogue entry keeps, reported together. */
function problems(d: PartDetails): Record<string, MessageKey> {
  const found: Record<string, MessageKey> = {};
  const check = (ok: boolean, field: string, message: MessageKey) => {
    if (!ok) found[field] = message;
  };
  check(d.name.trim().length >= 3, 'name', 'parts.name');
  check(d.brand.trim().length >= 2, 'brand', 'parts.brand');
  check(PART_CATEGORIES.includes(d.category), 'category', 'parts.category');
  check(PART_TYPES.includes(d.type), 'type', 'parts.type');
  check(
    d.makes.every((m) => PART_MAKES.includes(m)),
    'makes',
    'parts.make',
  );
  check(
    d.models.every((m) => m in PART_MODELS),
    'models',
    'parts.model',
  );
  check(Number.isInteger(d.priceMinor) && d.priceMinor > 0, 'price', 'offer.price');
  check(CURRENCIES.includes(d.currency), 'currency', 'offer.priceUnit');
  check(Number.isInteger(d.stock) && d.stock >= 0, 'stock', 'parts.stock');
  return found;
}

/**
 * A store's manager (or an admin) lists a part. Parts have no HTTP route yet (the catalogue is
 * seeded through this command), so the account type is checked here, the one role rule that
 * has no `@Roles` route to sit on.
 */
export function listPart(partId: number, seller: Actor, details: PartDetails, images: ImageRef[]): PartEvent[] {
  if (!seller.roles.includes('shop_manager') && !isAdmin(seller)) throw new Forbidden();
  const found = problems(details);
  if (Object.keys(found).length) throw new InvalidPart(found);
  return [{ type: 'PartListed', data: { partId, sellerId: seller.id, details, images } }];
}

/** The worker's result for one photo, recorded once; nothing for a photo or part that is gone. */
export function recordPartImageResult(state: PartState, imageId: string, result: ImageResult): Decision<PictureOutcome> {
  const image = state.images.find((i) => i.imageId === imageId);
  if (!isLivePart(state) || !image) return { events: [], result: 'gone' };
  if (image.status !== 'processing') return { events: [], result: 'already-settled' };
  const event: PartEvent =
    result.kind === 'processed'
      ? { type: 'PartImageProcessed', data: { imageId, width: result.width, height: result.height, variants: result.variants } }
      : { type: 'PartImageRejected', data: { imageId, reason: result.reason } };
  return { events: [event], result: 'recorded' };
}
