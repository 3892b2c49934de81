import type { ReactNode } from 'react';
import { PageHeading } from '../../shared/ui/page-heading';

/** The frame of the site's information pages: a heading and readable prose. */
export function InfoPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={title} subtitle={subtitle} />
      <div className="flex flex-col gap-6 leading-8 text-slate-700 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:ms-5 [&_ul]:list-disc">
        {children}
      </div>
    </div>
  );
}
