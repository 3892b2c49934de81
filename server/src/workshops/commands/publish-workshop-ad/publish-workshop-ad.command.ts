import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { WorkshopAdFieldsDto } from '../../dto/workshop-ad-fields.dto';

/** The workshop's owner (or an admin) adds an ad; it is public whenever the workshop is. */
export class PublishWorkshopAd extends Command<{ adId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: WorkshopAdFieldsDto,
  ) {
    super();
  }
}
