import { formatDateTime } from '../../shared/format/date';
import { arm } from '../../shared/messages/ar-manage';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { Spinner } from '../../shared/ui/spinner';
import { useGetLogDigestQuery } from './audit-api';

/**
 * The log's signed digest: what an auditor downloads and keeps outside the system, so that later
 * `npm run replay -- --verify-log --digest <file>` proves today's log still extends it.
 */
export function DigestCard() {
  const { data, isFetching, isError, refetch } = useGetLogDigestQuery();
  const download = () => {
    if (!data) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2) + '\n'], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `sayyara-log-digest-${data.size}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card className="flex flex-col gap-3 p-5" aria-labelledby="digest-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="digest-title" className="text-lg font-bold">
          بصمة السجل الموقَّعة
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" loading={isFetching} onClick={() => refetch()}>
            تحديث
          </Button>
          <Button size="sm" disabled={!data} onClick={download}>
            تنزيل البصمة
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        احتفظ بهذه البصمة خارج الموقع: أي تعديل لاحق على الأحداث التي تغطيها أو حذفٌ لها يظهر عند التحقق منها.
      </p>
      {isError ? (
        <p role="alert" className="text-sm text-red-700">
          {arm.audit.digestFailed}
        </p>
      ) : !data ? (
        <Spinner showLabel />
      ) : (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="log-digest">
          <dt className="text-slate-500">عدد الأحداث</dt>
          <dd className="tabular-nums" data-field="size">
            {data.size}
          </dd>
          <dt className="text-slate-500">آخر حدث</dt>
          <dd className="tabular-nums">#{data.position}</dd>
          <dt className="text-slate-500">وقت التوقيع</dt>
          <dd>{formatDateTime(data.at)}</dd>
          <dt className="text-slate-500">جذر شجرة ميركل</dt>
          <dd className="font-mono text-xs break-all" dir="ltr" data-field="root">
            {data.root}
          </dd>
          <dt className="text-slate-500">آخر بصمة في السلسلة</dt>
          <dd className="font-mono text-xs break-all" dir="ltr">
            {data.head}
          </dd>
        </dl>
      )}
    </Card>
  );
}
