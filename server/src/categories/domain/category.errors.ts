import { DomainError } from '../../shared/domain-error';

/** Another category has this name, as people would read it. */
export class DuplicateCategoryName extends DomainError {
  constructor() {
    super('invalid', 'categories.duplicate', { field: 'name' });
  }
}

/** Cars keep their category's id: removing one in use would leave them uncategorised. */
export class CategoryInUse extends DomainError {
  constructor(cars: number) {
    super('conflict', 'categories.inUse', { args: [cars] });
  }
}
