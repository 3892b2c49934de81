import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { SiteSettings } from '../../domain/settings.events';

/** An admin changes system settings; only the values that differ are recorded. */
export class ChangeSiteSettings extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly changes: Partial<SiteSettings>,
  ) {
    super();
  }
}
