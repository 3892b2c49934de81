import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden } from '../../../shared/http/http-errors';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_STREAM, SiteSettings, SiteSettingsChanged } from '../../domain/settings.events';
import { ChangeSiteSettings } from './change-site-settings.command';

@CommandHandler(ChangeSiteSettings)
export class ChangeSiteSettingsHandler extends RetryingCommandHandler<ChangeSiteSettings> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, changes }: ChangeSiteSettings): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const history = await this.store.readStream(SITE_SETTINGS_STREAM.type, SITE_SETTINGS_STREAM.id);
    const current = history.reduce<SiteSettings>(
      (settings, event) => ({ ...settings, ...(event.data as SiteSettingsChanged['data']).changes }),
      { ...DEFAULT_SITE_SETTINGS },
    );
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => current[key as keyof SiteSettings] !== value),
    ) as Partial<SiteSettings>;
    if (Object.keys(changed).length === 0) return;
    const event: SiteSettingsChanged = { type: 'SiteSettingsChanged', data: { changes: changed } };
    await this.store.append(
      {
        streamType: SITE_SETTINGS_STREAM.type,
        streamId: SITE_SETTINGS_STREAM.id,
        expectedVersion: history.length ? history[history.length - 1].streamVersion : 0,
        events: [event],
      },
      metadataFor(actor),
    );
  }
}
