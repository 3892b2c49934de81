import { Injectable, Logger } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { StreamVersionConflict } from '../event-store/errors';
import { NO_STREAM } from '../event-store/event.types';
import { metadataFor } from '../shared/event-metadata';
import { CATEGORY_CATALOGUE_STREAM, CategoryAdded, DEFAULT_CATEGORIES } from './domain/category.events';

/**
 * Opens the catalogue with the six default categories on a database that has never had one,
 * so the car form always has categories. Once the catalogue exists (even emptied by an admin)
 * nothing is added again.
 */
@Injectable()
export class CategoriesBootstrap {
  private readonly logger = new Logger(CategoriesBootstrap.name);

  constructor(private readonly store: EventStore) {}

  async run(): Promise<void> {
    const existing = await this.store.readStream(CATEGORY_CATALOGUE_STREAM.type, CATEGORY_CATALOGUE_STREAM.id);
    if (existing.length) return;
    const events: CategoryAdded[] = [];
    for (const name of DEFAULT_CATEGORIES) {
      events.push({ type: 'CategoryAdded', data: { categoryId: await this.store.nextId('category'), name } });
    }
    try {
      const { type, id } = CATEGORY_CATALOGUE_STREAM;
      await this.store.append({ streamType: type, streamId: id, expectedVersion: NO_STREAM, events }, metadataFor(null));
      this.logger.log('opened the car category catalogue');
    } catch (error) {
      if (!(error instanceof StreamVersionConflict)) throw error; // another server did it first
    }
  }
}
