import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';

/** One block of the settings page, with its own heading. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}
