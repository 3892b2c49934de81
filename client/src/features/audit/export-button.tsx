import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import { downloadFile } from '../../shared/api/download';
import { selectToken } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import type { AuditFilters } from './audit-types';

/** Downloads the filtered log as NDJSON (the request needs the bearer token, so not a plain link). */
export function ExportButton({ filters }: { filters: AuditFilters }) {
  const token = useSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(
        Object.entries({ order: 'asc', ...filters }).filter(([, v]) => v) as Array<[string, string]>,
      );
      await downloadFile(`/api/audit/export?${query}`, token, 'sayyara-events.ndjson');
    } catch {
      toast.error('تعذر تصدير السجل، حاول مرة أخرى');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={download}>
      تصدير (NDJSON)
    </Button>
  );
}
