import type { ReactNode } from 'react';
import { Card } from '../../shared/ui/card';
import { DocumentTitle } from '../../shared/ui/page-heading';

/** The centred card shared by the login and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{subtitle}</p>
      </div>
      <Card className="p-6 sm:p-8">{children}</Card>
      <div className="text-center text-sm text-slate-600">{footer}</div>
    </div>
  );
}
