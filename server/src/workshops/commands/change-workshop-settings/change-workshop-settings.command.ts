import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { WorkshopSettings } from '../../domain/workshop.events';

/** The workshop dashboard's settings tab: which live notices the owner wants. */
export class ChangeWorkshopSettings extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
    readonly settings: WorkshopSettings,
  ) {
    super();
  }
}
