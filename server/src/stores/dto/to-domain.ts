import { StoreDetails } from '../domain/store.events';
import { StoreFieldsDto } from './store-fields.dto';

const FIELDS: Array<keyof StoreDetails> = ['name', 'description', 'address', 'location', 'category', 'phone', 'email', 'website'];

/** The store details present in a (possibly partial) form: the revise form, or the whole one. */
export function toStoreDetailChanges(dto: Partial<StoreFieldsDto>): Partial<StoreDetails> {
  const changes: Partial<StoreDetails> = {};
  for (const field of FIELDS) if (dto[field] !== undefined) (changes as Record<string, unknown>)[field] = dto[field];
  return changes;
}

export function toStoreDetails(dto: StoreFieldsDto): StoreDetails {
  return { location: '', category: '', website: '', ...toStoreDetailChanges(dto) } as StoreDetails;
}
