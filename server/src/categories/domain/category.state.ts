import { RecordedEvent } from '../../event-store/event.types';
import { normaliseArabic } from '../../shared/arabic/normalise';
import { CategoryEvent } from './category.events';

/** The catalogue as commands decide on it: id → name. */
export interface CatalogueState {
  categories: Map<number, string>;
}

export const initialCatalogueState = (): CatalogueState => ({ categories: new Map() });

export function evolveCatalogue(state: CatalogueState, recorded: RecordedEvent): CatalogueState {
  const event = recorded as unknown as CategoryEvent;
  const categories = new Map(state.categories);
  switch (event.type) {
    case 'CategoryAdded':
    case 'CategoryRenamed':
      categories.set(event.data.categoryId, event.data.name);
      return { categories };
    case 'CategoryRemoved':
      categories.delete(event.data.categoryId);
      return { categories };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Another category already has this name, as people would read it ('فان' and 'فان ' are one). */
export function nameTaken(state: CatalogueState, name: string, exceptId?: number): boolean {
  const wanted = normaliseArabic(name);
  return [...state.categories].some(([id, existing]) => id !== exceptId && normaliseArabic(existing) === wanted);
}
