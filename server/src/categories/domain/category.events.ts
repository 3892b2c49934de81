import { NewEvent } from '../../event-store/event.types';

/**
 * The car categories are one small catalogue, kept in one stream: a name's uniqueness is then
 * decided on the catalogue's own state, and concurrent edits meet as a version conflict.
 */
export const CATEGORY_CATALOGUE_STREAM = { type: 'category-catalogue', id: 'cars' } as const;

export type CategoryAdded = NewEvent<'CategoryAdded', { categoryId: number; name: string }>;
export type CategoryRenamed = NewEvent<'CategoryRenamed', { categoryId: number; name: string }>;
export type CategoryRemoved = NewEvent<'CategoryRemoved', { categoryId: number }>;

export type CategoryEvent = CategoryAdded | CategoryRenamed | CategoryRemoved;

export const CATEGORY_EVENT_TYPES: ReadonlyArray<CategoryEvent['type']> = ['CategoryAdded', 'CategoryRenamed', 'CategoryRemoved'];

/** The six categories every marketplace starts with (signed-in-area.md, car form). */
export const DEFAULT_CATEGORIES = ['سيدان', 'دفع رباعي', 'هاتشباك', 'بيك أب', 'كوبيه', 'فان'] as const;
