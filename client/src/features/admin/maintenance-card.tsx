import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import { baseApi, TAGS } from '../../shared/api/base-api';
import { useDownloadFileMutation } from '../../shared/api/transfer-api';
import { arm } from '../../shared/messages/ar-manage';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { clearBrowserCaches } from './clear-browser-caches';
import { useClearServerCacheMutation } from './settings-api';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The spec's "export backup" and "clear cache". The backup is the event log, every read model is
 * rebuilt from it (the audit export, oldest first). Clearing the cache empties the server's
 * finished recommendation results and this browser's caches, then reloads what the page shows.
 */
export function MaintenanceCard() {
  const dispatch = useDispatch();
  const [downloadFile] = useDownloadFileMutation();
  const [clearServer] = useClearServerCacheMutation();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const exportBackup = async () => {
    setExporting(true);
    try {
      await downloadFile({ url: '/api/audit/export?order=asc', filename: `sayyara-backup-${today()}.ndjson` }).unwrap();
    } catch {
      toast.error(arm.admin.backupFailed);
    } finally {
      setExporting(false);
    }
  };

  const clearCache = async () => {
    setClearing(true);
    try {
      await clearBrowserCaches();
      await clearServer().unwrap();
      dispatch(baseApi.util.invalidateTags([...TAGS]));
      toast.success(arm.admin.cacheCleared, { description: arm.admin.cacheClearedHint });
      setConfirming(false);
    } catch (error) {
      toast.error(arm.admin.cacheFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setClearing(false);
    }
  };

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">الصيانة</h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{arm.admin.backupHint}</p>
        <Button variant="outline" loading={exporting} onClick={exportBackup} className="shrink-0">
          تصدير نسخة احتياطية
        </Button>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{arm.admin.cacheHint}</p>
        <Button variant="outline" onClick={() => setConfirming(true)} className="shrink-0">
          مسح الذاكرة المؤقتة
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={arm.admin.confirmClearCache}
        confirmLabel="مسح"
        tone="primary"
        busy={clearing}
        onConfirm={clearCache}
        onCancel={() => setConfirming(false)}
      >
        {arm.admin.confirmClearCacheBody}
      </ConfirmDialog>
    </Card>
  );
}
