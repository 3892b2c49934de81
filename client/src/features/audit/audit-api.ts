import { baseApi } from '../../shared/api/base-api';
import type { AuditEventPushed } from '../../shared/socket/events';
import { followSocket } from '../../shared/socket/follow-socket';
import type {
  AuditEvent,
  AuditFilters,
  AuditKey,
  AuditPage,
  InclusionProof,
  LogDigest,
  StreamHistory,
  StreamState,
} from './audit-types';

const LOG = { type: 'Audit', id: 'LOG' } as const;

const clean = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/** A pushed event in the shape of the log's rows (the actor's name is fetched with the next page). */
function toAuditEvent({ event }: AuditEventPushed): AuditEvent {
  return {
    position: event.position,
    stream_type: event.streamType,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    type: event.type,
    schema_version: event.schemaVersion,
    data: event.data,
    recorded_at: event.recordedAt,
    actor: { id: event.metadata.actorId, role: event.metadata.actorRole, name: null },
    correlation_id: event.metadata.correlationId,
    causation_id: event.metadata.causationId ?? null,
  };
}

/** Would this pushed event appear in a log filtered so? */
function matches(event: AuditEvent, filters: AuditFilters): boolean {
  if (filters.stream_type && event.stream_type !== filters.stream_type) return false;
  if (filters.stream_id && event.stream_id !== filters.stream_id) return false;
  if (
    filters.event_type &&
    !filters.event_type
      .split(',')
      .map((t) => t.trim())
      .includes(event.type)
  )
    return false;
  if (filters.actor_id && String(event.actor.id) !== filters.actor_id) return false;
  if (filters.to) return false; // a bounded window never grows at the top
  return true;
}

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One growing list per filter set: each call with a cursor appends the next page to the same
     * cache entry. Newest-first logs get a live tail: pushed events matching the filters go on top.
     */
    getAuditLog: build.query<AuditPage, { filters: AuditFilters; cursor?: number }>({
      query: ({ filters, cursor }) => ({ url: '/api/audit/events', params: { ...clean(filters), cursor, limit: 50 } }),
      serializeQueryArgs: ({ queryArgs }) => JSON.stringify(clean(queryArgs.filters)),
      merge: (cache, page, { arg }) => {
        if (arg.cursor === undefined) return page;
        const seen = new Set(cache.data.map((e) => e.position));
        cache.data.push(...page.data.filter((e) => !seen.has(e.position)));
        cache.meta = page.meta;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: [LOG],
      async onCacheEntryAdded({ filters }, lifecycle) {
        await followSocket(lifecycle, {
          on: {
            'audit.event': (pushed, isNew) => {
              if ((filters.order ?? 'desc') !== 'desc' || !isNew(pushed)) return;
              const event = toAuditEvent(pushed);
              if (!matches(event, filters)) return;
              lifecycle.updateCachedData((page) => {
                if (!page.data.some((e) => e.position === event.position)) page.data.unshift(event);
              });
            },
          },
          reconnected: () => lifecycle.dispatch(baseApi.util.invalidateTags([LOG])),
        });
      },
    }),
    getLogDigest: build.query<LogDigest, void>({
      query: () => '/api/audit/digest',
      transformResponse: (body: { data: LogDigest }) => body.data,
      keepUnusedDataFor: 0,
    }),
    getEventProof: build.query<InclusionProof, number>({
      query: (position) => `/api/audit/events/${position}/proof`,
      transformResponse: (body: { data: InclusionProof }) => body.data,
      keepUnusedDataFor: 0,
    }),
    getAuditKey: build.query<AuditKey, void>({
      query: () => '/api/audit/key',
      transformResponse: (body: { data: AuditKey }) => body.data,
    }),
    getStreamHistory: build.query<StreamHistory, { type: string; id: string }>({
      query: ({ type, id }) => `/api/audit/streams/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: StreamHistory }) => body.data,
    }),
    getStreamState: build.query<StreamState, { type: string; id: string; version?: number; at?: string }>({
      query: ({ type, id, version, at }) => ({
        url: `/api/audit/streams/${encodeURIComponent(type)}/${encodeURIComponent(id)}/state`,
        params: version !== undefined ? { version } : at ? { at } : undefined,
      }),
      transformResponse: (body: { data: StreamState }) => body.data,
    }),
  }),
});

export const {
  useGetAuditLogQuery,
  useGetStreamHistoryQuery,
  useLazyGetStreamStateQuery,
  useGetLogDigestQuery,
  useLazyGetEventProofQuery,
  useLazyGetAuditKeyQuery,
} = auditApi;
