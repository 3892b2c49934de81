import { useState } from 'react';
import { arm } from '../../shared/messages/ar-manage';
import { Button } from '../../shared/ui/button';
import { useLazyGetAuditKeyQuery, useLazyGetEventProofQuery } from './audit-api';
import type { AuditEvent } from './audit-types';
import { type InclusionCheck, verifyInclusion } from './verify-inclusion';

const FAILED_STEP: Record<Exclude<InclusionCheck, { ok: true }>['step'], string> = {
  content: 'فشل التحقق: النص الذي أرسله الخادم ليس هذا الحدث.',
  hash: 'فشل التحقق: محتوى الحدث لا يطابق بصمته في السلسلة، أي أنه عُدِّل بعد تسجيله.',
  path: 'فشل التحقق: مسار الإثبات لا يوصل بصمة الحدث إلى جذر السجل الموقَّع.',
  signature: 'فشل التحقق: توقيع بصمة السجل غير صالح بالمفتاح العام المنشور.',
};

/** «تحقق»: checks in this browser (Web Crypto) that the event is in the log the server signed. */
export function VerifyEventButton({ event }: { event: AuditEvent }) {
  const [getProof] = useLazyGetEventProofQuery();
  const [getKey] = useLazyGetAuditKeyQuery();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; ms?: number } | null>(null);
  const check = async () => {
    setBusy(true);
    setResult(null);
    try {
      const [proof, key] = await Promise.all([getProof(event.position).unwrap(), getKey(undefined, true).unwrap()]);
      // Web Crypto exists on secure pages only (https, localhost); an old browser lacks Ed25519.
      const outcome = await verifyInclusion(event, proof, key).catch(() => null);
      if (!outcome) setResult({ ok: false, text: arm.audit.noWebCrypto });
      else if (outcome.ok)
        setResult({
          ok: true,
          ms: outcome.ms,
          text: `تم التحقق في هذا المتصفح: محتوى هذا الحدث يطابق بصمته رقم ${outcome.index + 1} في سلسلة السجل، وهذه البصمة داخلة في جذر السجل الموقَّع الذي يضم ${outcome.size} حدثًا، والتوقيع صحيح بالمفتاح العام المنشور (${outcome.keyId.slice(0, 16)}…).`,
        });
      else setResult({ ok: false, ms: outcome.ms, text: FAILED_STEP[outcome.step] });
    } catch {
      setResult({ ok: false, text: arm.audit.proofFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" loading={busy} onClick={check} aria-label={`تحقق من الحدث ${event.position}`}>
        تحقق
      </Button>
      {result && (
        <p
          role="status"
          data-verified={result.ok}
          data-ms={result.ms?.toFixed(1)}
          className={`max-w-xs text-xs ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {result.text}
        </p>
      )}
    </div>
  );
}
