import { Badge, type BadgeTone } from '../../shared/ui/badge';
import type { InspectionStatus } from './types';
import { labelsMore } from '../../shared/messages/labels-more';

const TONE: Record<InspectionStatus, BadgeTone> = {
  requested: 'warning',
  scheduled: 'brand',
  completed: 'success',
  cancelled: 'neutral',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <Badge tone={TONE[status]}>{labelsMore.inspectionStatus[status]}</Badge>;
}
