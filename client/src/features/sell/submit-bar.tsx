import { formatBytes } from '../../shared/format/bytes';
import { Button } from '../../shared/ui/button';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { Spinner } from '../../shared/ui/spinner';
import type { SubmitPhase } from './use-submit-listing';
import { overallProgress, type PhotoUploadStates } from './use-photo-uploads';
import { arm } from '../../shared/messages/ar-manage';

interface SubmitBarProps {
  tab: 'car' | 'offer';
  preview: boolean;
  phase: SubmitPhase;
  uploads: PhotoUploadStates;
  onPreview: () => void;
  onEdit: () => void;
  onNext: () => void;
}

export function SubmitBar({ tab, preview, phase, uploads, onPreview, onEdit, onNext }: SubmitBarProps) {
  const submitting = phase !== 'idle';
  const progress = overallProgress(uploads);
  return (
    <div className="mt-8 flex flex-col gap-4 border-t border-slate-100 pt-6">
      {phase === 'uploading' && (
        <ProgressBar
          label={arm.sell.waitingForPhotos}
          value={progress.sent}
          max={progress.total}
          detail={`${formatBytes(progress.sent)} من ${formatBytes(progress.total)}`}
        />
      )}
      {phase === 'saving-car' && <Spinner label={arm.sell.submitting} showLabel />}
      {phase === 'saving-offer' && <Spinner label={arm.sell.savingOffer} showLabel />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          {preview ? (
            <Button variant="outline" onClick={onEdit} disabled={submitting}>
              تعديل البيانات
            </Button>
          ) : (
            <Button variant="secondary" onClick={onPreview} disabled={submitting}>
              معاينة البيانات
            </Button>
          )}
          {tab === 'car' && !preview && (
            <Button variant="ghost" onClick={onNext}>
              التالي: بيانات العرض <span aria-hidden="true">←</span>
            </Button>
          )}
        </div>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? arm.sell.submitting : preview ? arm.sell.confirmSubmit : arm.sell.submit}
        </Button>
      </div>
    </div>
  );
}
