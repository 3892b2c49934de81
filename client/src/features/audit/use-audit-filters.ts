import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditFilters } from './audit-types';

const KEYS = ['stream_type', 'stream_id', 'event_type', 'actor_id', 'from', 'to', 'order'] as const;

/** The log's filters live in the URL, so a view of the log can be shared and the back button works. */
export function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: AuditFilters = {};
    for (const key of KEYS) {
      const value = params.get(key);
      if (value) (out as Record<string, string>)[key] = value;
    }
    return out;
  }, [params]);
  const update = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return [filters, update];
}
