import { loadAggregate, Loaded } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { NewEvent } from '../../event-store/event.types';
import { Actor } from '../../shared/auth/roles';
import { metadataFor } from '../../shared/event-metadata';
import { CATEGORY_CATALOGUE_STREAM } from '../domain/category.events';
import { CatalogueState, evolveCatalogue, initialCatalogueState } from '../domain/category.state';

export const loadCatalogue = (store: EventStore): Promise<Loaded<CatalogueState>> =>
  loadAggregate(store, CATEGORY_CATALOGUE_STREAM.type, CATEGORY_CATALOGUE_STREAM.id, evolveCatalogue, initialCatalogueState());

export const appendToCatalogue = (store: EventStore, version: number, events: NewEvent[], actor: Actor | null) =>
  store.append(
    { streamType: CATEGORY_CATALOGUE_STREAM.type, streamId: CATEGORY_CATALOGUE_STREAM.id, expectedVersion: version, events },
    metadataFor(actor),
  );
