import { ar } from '../../shared/messages/ar';
import { ButtonLink } from '../../shared/ui/button';
import { DocumentTitle } from '../../shared/ui/page-heading';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <DocumentTitle title={ar.common.notFoundTitle} />
      <p className="text-7xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-extrabold text-slate-900">
        <span className="sr-only">404 - </span>
        {ar.common.notFoundTitle}
      </h1>
      <p className="text-slate-600">{ar.common.notFoundBody}</p>
      <ButtonLink to="/">{ar.common.backHome}</ButtonLink>
    </div>
  );
}
