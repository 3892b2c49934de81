import { useSearchParams } from 'react-router-dom';
import type { PartCategory, PartMake, PartModel, PartQuery, PartType } from './parts-api';
import { labelsMore } from '../../shared/messages/labels-more';

const oneOf = <K extends string>(map: Record<K, string>, value: string | null): K | undefined =>
  value !== null && Object.hasOwn(map, value) ? (value as K) : undefined;

/** Category, search, make, model, type and page in the URL: shareable, and the back button works. */
export function usePartParams() {
  const [params, setParams] = useSearchParams();
  const query: PartQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    category: oneOf<PartCategory>(labelsMore.partCategories, params.get('category')),
    search: params.get('q') ?? '',
    make: oneOf<PartMake>(labelsMore.partMakes, params.get('make')),
    model: oneOf<PartModel>(labelsMore.partModels, params.get('model')),
    type: oneOf<PartType>(labelsMore.partTypes, params.get('type')),
  };

  /** Any filter change starts again from page 1. */
  const update = (changes: Partial<Record<'category' | 'q' | 'make' | 'model' | 'type' | 'page', string | undefined>>) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (!('page' in changes)) copy.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value) copy.set(key, value);
        else copy.delete(key);
      }
      return copy;
    });

  return { query, update };
}
