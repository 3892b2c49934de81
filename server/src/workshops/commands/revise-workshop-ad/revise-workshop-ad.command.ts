import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ReviseWorkshopAdDto } from '../../dto/workshop-ad-fields.dto';

/** The workshop's owner (or an admin) edits one of its ads. */
export class ReviseWorkshopAd extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly adId: number,
    readonly changes: ReviseWorkshopAdDto,
  ) {
    super();
  }
}
