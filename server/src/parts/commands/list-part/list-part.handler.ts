import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { FieldErrors, forbidden, validationFailed } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CURRENCIES } from '../../../shared/money/money';
import { PART_CATEGORIES, PART_MAKES, PART_MODELS, PART_TYPES } from '../../domain/part.constants';
import { PART_STREAM, PartDetails, PartListed } from '../../domain/part.events';
import { ListPart } from './list-part.command';

/** Every rule a catalogue entry keeps, reported together. */
function problems(d: PartDetails): FieldErrors {
  const errors: FieldErrors = {};
  const check = (ok: boolean, field: string, message: string) => {
    if (!ok) errors[field] = [message];
  };
  check(d.name.trim().length >= 3, 'name', AR.parts.name);
  check(d.brand.trim().length >= 2, 'brand', AR.parts.brand);
  check(PART_CATEGORIES.includes(d.category), 'category', AR.parts.category);
  check(PART_TYPES.includes(d.type), 'type', AR.parts.type);
  check(
    d.makes.every((m) => PART_MAKES.includes(m)),
    'makes',
    AR.parts.make,
  );
  check(
    d.models.every((m) => m in PART_MODELS),
    'models',
    AR.parts.model,
  );
  check(Number.isInteger(d.priceMinor) && d.priceMinor > 0, 'price', AR.offer.price);
  check(CURRENCIES.includes(d.currency), 'currency', AR.offer.priceUnit);
  check(Number.isInteger(d.stock) && d.stock >= 0, 'stock', AR.parts.stock);
  return errors;
}

@CommandHandler(ListPart)
export class ListPartHandler implements ICommandHandler<ListPart> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, details, images }: ListPart): Promise<{ partId: number }> {
    if (!actor.roles.includes('shop_manager') && !isAdmin(actor)) throw forbidden();
    const errors = problems(details);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const partId = await this.store.nextId('part');
    const listed: PartListed = { type: 'PartListed', data: { partId, sellerId: actor.id, details, images } };
    await this.store.append(
      { streamType: PART_STREAM, streamId: partId, expectedVersion: NO_STREAM, events: [listed] },
      metadataFor(actor),
    );
    return { partId };
  }
}
