import { Injectable } from '@nestjs/common';
import { oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { CATEGORY_EVENT_TYPES, CategoryEvent } from '../../domain/category.events';

export type CategoryRow = { id: number; name: string; created_at: string; updated_at: string; version: number };

/**
 * A category's row after a catalogue event. Each row remembers the catalogue version that last
 * wrote it, so an event applied twice changes nothing.
 */
export function evolveCategory(row: CategoryRow | undefined, event: Recorded<CategoryEvent>): CategoryRow | null | undefined {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  switch (event.type) {
    case 'CategoryAdded':
      return row ?? { id: event.data.categoryId, name: event.data.name, created_at: at, updated_at: at, version };
    case 'CategoryRenamed':
      return row && row.version < version ? { ...row, name: event.data.name, updated_at: at, version } : row;
    case 'CategoryRemoved':
      return null;
  }
}

/** The catalogue is one stream of every category: each event folds into the row of its category. */
const CATEGORIES = oneRowPerStream<CategoryRow, CategoryEvent>(
  { table: 'categories', key: 'id', keyType: 'integer' },
  evolveCategory,
  (event) => event.data.categoryId,
);

/** projections.categories: one row per category, a pure fold of the catalogue's events. */
@Injectable()
@EventProjection()
export class CategoriesProjection extends FoldedProjection<CategoryEvent> {
  readonly tables = ['categories'];
  readonly handles = CATEGORY_EVENT_TYPES;
  readonly folds = [CATEGORIES];
}
