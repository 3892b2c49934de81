import type { ReactNode } from 'react';

/** Page <h1> plus the document title (React 19 hoists <title> into <head>). */
export function PageHeading({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} | سيّارة`}</title>
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}

/** Only the document title, for pages whose heading is laid out differently. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | سيّارة`}</title>;
}
