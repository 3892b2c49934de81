import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CATEGORY_EVENT_TYPES, CategoryEvent } from '../../domain/category.events';

/**
 * projections.categories: one row per category. Each row remembers the catalogue version that
 * last wrote it, so an event applied twice changes nothing.
 */
@Injectable()
@EventProjection()
export class CategoriesProjection implements Projection {
  readonly tables = ['categories'];
  readonly handles = CATEGORY_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CategoryEvent;
    const v = recorded.streamVersion;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'CategoryAdded':
        await m.query(
          `INSERT INTO categories (id, name, created_at, updated_at, version) VALUES ($1, $2, $3, $3, $4)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.categoryId, event.data.name, at, v],
        );
        return;
      case 'CategoryRenamed':
        await m.query(`UPDATE categories SET name = $2, updated_at = $3, version = $4 WHERE id = $1 AND version < $4`, [
          event.data.categoryId,
          event.data.name,
          at,
          v,
        ]);
        return;
      case 'CategoryRemoved':
        await m.query(`DELETE FROM categories WHERE id = $1`, [event.data.categoryId]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
