import { Aggregate } from '../../event-store/aggregate';
import { NotFound } from '../../shared/domain-error';
import { DuplicateCategoryName, CategoryInUse } from './category.errors';
import { CATEGORY_CATALOGUE_STREAM, CategoryEvent } from './category.events';
import { CatalogueState, evolveCatalogue, initialCatalogueState, nameTaken } from './category.state';

/** The one catalogue stream (its id is CATEGORY_CATALOGUE_STREAM.id). */
export const CATALOGUE: Aggregate<CatalogueState> = {
  streamType: CATEGORY_CATALOGUE_STREAM.type,
  initial: initialCatalogueState,
  evolve: evolveCatalogue,
};

/** The catalogue's decisions (admins only, by the routes' `@Roles('admin')`). */
export function addCategory(state: CatalogueState, categoryId: number, name: string): CategoryEvent[] {
  if (nameTaken(state, name)) throw new DuplicateCategoryName();
  return [{ type: 'CategoryAdded', data: { categoryId, name } }];
}

export function renameCategory(state: CatalogueState, categoryId: number, name: string): CategoryEvent[] {
  const current = state.categories.get(categoryId);
  if (current === undefined) throw new NotFound();
  if (current === name) return [];
  if (nameTaken(state, name, categoryId)) throw new DuplicateCategoryName();
  return [{ type: 'CategoryRenamed', data: { categoryId, name } }];
}

/** `carsUsing`: how many cars have the category (read by the handler). */
export function removeCategory(state: CatalogueState, categoryId: number, carsUsing: number): CategoryEvent[] {
  if (!state.categories.has(categoryId)) throw new NotFound();
  if (carsUsing > 0) throw new CategoryInUse(carsUsing);
  return [{ type: 'CategoryRemoved', data: { categoryId } }];
}
