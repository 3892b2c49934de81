import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notices } from '../shared/ui/notify';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' container, once it has something to show. On a page the server rendered it waits
 * for the first notice or the first move to another page: the library puts its styles in the
 * document as it loads, and their custom properties on <html> make the browser restyle the whole
 * page (a tenth of a second on a slow phone) while the visitor starts reading it. A notice raised
 * before it mounts is kept by the library and shown when it does.
 */
export function Toasts({ waitForNotice }: { waitForNotice: boolean }) {
  const { key } = useLocation();
  const [firstPage] = useState(key);
  const [wanted, setWanted] = useState(!waitForNotice || notices.raised);
  useEffect(() => {
    notices.heard = () => setWanted(true);
    // A notice raised between this render and now.
    if (notices.raised) notices.heard();
  }, []);
  if (!wanted && key !== firstPage) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster
        dir="rtl"
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        // The library names its region and close buttons in English.
        customAriaLabel="التنبيهات"
        toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'إغلاق التنبيه' }}
      />
    </Suspense>
  ) : null;
}
