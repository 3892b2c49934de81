import { useState } from 'react';
import { toast } from 'sonner';
import { useDownloadFileMutation } from '../../shared/api/transfer-api';
import { arm } from '../../shared/messages/ar-manage';
import { Button } from '../../shared/ui/button';
import type { AuditFilters } from './audit-types';

/** Downloads the filtered log as NDJSON (the request needs the bearer token, so not a plain link). */
export function ExportButton({ filters }: { filters: AuditFilters }) {
  const [downloadFile] = useDownloadFileMutation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(
        Object.entries({ order: 'asc', ...filters }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      await downloadFile({ url: `/api/audit/export?${query}`, filename: 'sayyara-events.ndjson' }).unwrap();
    } catch {
      toast.error(arm.audit.exportFailed);
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
