import { EventMetadata } from '../event-store/event.types';
import { Actor } from './auth/roles';
import { currentCorrelationId } from './request-context';

/** Metadata for events a person caused (or the system, when actor is null). */
export function metadataFor(actor: Pick<Actor, 'id' | 'latestRole'> | null, causationId: string | null = null): EventMetadata {
  return {
    actorId: actor?.id ?? null,
    actorRole: actor ? actor.latestRole : 'system',
    correlationId: currentCorrelationId(),
    causationId,
  };
}
