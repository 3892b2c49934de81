import { RecordedEvent } from '../../event-store/event.types';
import { CategoryEvent } from './category.events';
import { evolveCatalogue, initialCatalogueState, nameTaken } from './category.state';

let version = 0;
const recorded = (event: CategoryEvent) => ({ ...event, streamVersion: ++version }) as unknown as RecordedEvent;

describe('category catalogue state', () => {
  const state = (
    [
      { type: 'CategoryAdded', data: { categoryId: 1, name: 'سيدان' } },
      { type: 'CategoryAdded', data: { categoryId: 2, name: 'فان' } },
      { type: 'CategoryAdded', data: { categoryId: 3, name: 'كوبيه' } },
      { type: 'CategoryRenamed', data: { categoryId: 2, name: 'ميني فان' } },
      { type: 'CategoryRemoved', data: { categoryId: 3 } },
    ] satisfies CategoryEvent[]
  )
    .map(recorded)
    .reduce(evolveCatalogue, initialCatalogueState());

  it('follows additions, renames and removals', () => {
    expect([...state.categories]).toEqual([
      [1, 'سيدان'],
      [2, 'ميني فان'],
    ]);
  });

  it('compares names as people read them: alef and taa forms, case and spacing fold', () => {
    expect(nameTaken(state, 'ميني   فان')).toBe(true);
    expect(nameTaken(state, 'سيدان')).toBe(true);
    expect(nameTaken(state, 'كوبيه')).toBe(false); // removed, so free again
    const withTaa = [{ type: 'CategoryAdded', data: { categoryId: 4, name: 'سيارة رياضية' } } satisfies CategoryEvent]
      .map(recorded)
      .reduce(evolveCatalogue, state);
    expect(nameTaken(withTaa, 'سياره رياضيه')).toBe(true);
  });

  it('lets a category keep its own name when renamed', () => {
    expect(nameTaken(state, 'ميني فان', 2)).toBe(false);
    expect(nameTaken(state, 'سيدان', 2)).toBe(true);
  });
});
