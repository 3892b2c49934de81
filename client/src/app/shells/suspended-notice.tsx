import { useSelector } from 'react-redux';
import { selectSession } from '../../shared/session/session-slice';

/** A suspended account may still look around but not change anything: say so before it tries. */
export function SuspendedNotice() {
  const { user } = useSelector(selectSession);
  if (user?.status !== 'suspended') return null;
  return (
    <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
      تم إيقاف حسابك مؤقتًا من قبل الإدارة: يمكنك الاطلاع على بياناتك لكن لا يمكنك إضافة أو تعديل أي شيء. يرجى التواصل مع الإدارة.
    </p>
  );
}
