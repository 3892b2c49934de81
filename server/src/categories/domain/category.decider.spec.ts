import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { addCategory, CATALOGUE, removeCategory, renameCategory } from './category.decider';
import { CategoryInUse, DuplicateCategoryName } from './category.errors';
import { CategoryEvent } from './category.events';

const given = deciderSpec(CATALOGUE);
const added = (categoryId: number, name: string): CategoryEvent => ({ type: 'CategoryAdded', data: { categoryId, name } });

describe('the category catalogue decider', () => {
  it('adds a category under a name not taken', () => {
    given([added(1, 'سيدان')])
      .when((catalogue) => addCategory(catalogue, 2, 'دفع رباعي'))
      .then([added(2, 'دفع رباعي')]);
    given([added(1, 'سيدان')])
      .when((catalogue) => addCategory(catalogue, 2, 'سيدان'))
      .thenThrows(DuplicateCategoryName);
  });

  it('renames a category, to nothing new for the same name, never to a name taken or for a missing one', () => {
    const both = [added(1, 'سيدان'), added(2, 'دفع رباعي')];
    given(both)
      .when((catalogue) => renameCategory(catalogue, 2, 'جبلية'))
      .then([{ type: 'CategoryRenamed', data: { categoryId: 2, name: 'جبلية' } }]);
    given(both)
      .when((catalogue) => renameCategory(catalogue, 2, 'دفع رباعي'))
      .then([]);
    given(both)
      .when((catalogue) => renameCategory(catalogue, 2, 'سيدان'))
      .thenThrows(DuplicateCategoryName);
    given(both)
      .when((catalogue) => renameCategory(catalogue, 9, 'أخرى'))
      .thenThrows(NotFound);
  });

  it('removes a category no car uses', () => {
    given([added(1, 'سيدان')])
      .when((catalogue) => removeCategory(catalogue, 1, 0))
      .then([{ type: 'CategoryRemoved', data: { categoryId: 1 } }]);
    given([added(1, 'سيدان')])
      .when((catalogue) => removeCategory(catalogue, 1, 3))
      .thenThrows(CategoryInUse);
    given([])
      .when((catalogue) => removeCategory(catalogue, 1, 0))
      .thenThrows(NotFound);
  });
});
