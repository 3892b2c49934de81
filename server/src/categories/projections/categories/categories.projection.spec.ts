import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { CategoryEvent } from '../../domain/category.events';
import { CategoriesProjection } from './categories.projection';

const given = projectionSpec(new CategoriesProjection(), { streamType: 'category-catalogue', streamId: 'cars' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const added = (categoryId: number, name: string): CategoryEvent => ({ type: 'CategoryAdded', data: { categoryId, name } });
const renamed = (categoryId: number, name: string): CategoryEvent => ({ type: 'CategoryRenamed', data: { categoryId, name } });
const row = (id: number, name: string, created: number, updated = created) => ({
  id,
  name,
  created_at: at(created),
  updated_at: at(updated),
  version: updated,
});

describe('categories, as a fold of the catalogue', () => {
  it('adds a row per category of the one catalogue stream', () => {
    given([added(1, 'سيدان')])
      .when(added(2, 'دفع رباعي'))
      .then({ categories: [row(1, 'سيدان', 1), row(2, 'دفع رباعي', 2)] });
  });

  it('renames only the category named, and removes it', () => {
    given([added(1, 'سيدان'), added(2, 'دفع رباعي')])
      .when(renamed(2, 'جبلية'))
      .then({ categories: [row(1, 'سيدان', 1), row(2, 'جبلية', 2, 3)] });
    given([added(1, 'سيدان'), added(2, 'دفع رباعي')])
      .when({ type: 'CategoryRemoved', data: { categoryId: 1 } })
      .then({ categories: [row(2, 'دفع رباعي', 2)] });
  });

  it('keeps the first row when an addition is repeated, and renames nothing that is not there', () => {
    given([added(1, 'سيدان')])
      .when(added(1, 'أخرى'), renamed(9, 'لا شيء'))
      .then({ categories: [row(1, 'سيدان', 1)] });
  });
});
