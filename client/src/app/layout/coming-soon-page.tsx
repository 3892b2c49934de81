import { ar } from '../../shared/messages/ar';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={title} />
      <EmptyState
        title={ar.common.comingSoon}
        description={ar.common.comingSoonBody}
        action={
          <ButtonLink to="/car-listings" variant="secondary">
            تصفح السيارات
          </ButtonLink>
        }
      />
    </div>
  );
}
