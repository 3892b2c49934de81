import { useEffect, useEffectEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ar } from '../../shared/messages/ar';
import { selectSession } from '../../shared/session/session-slice';
import { positionGate } from '../../shared/socket/events';
import { onSocketEvent } from '../../shared/socket/socket';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { Tabs } from '../../shared/ui/tabs';
import { AdsTab, DataTab, OverviewTab, SettingsTab } from './dashboard-tabs';
import type { Workshop } from './types';
import { useGetMyWorkshopsQuery } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

type Tab = 'overview' | 'data' | 'ads' | 'settings';
const TABS: { key: Tab; label: string }[] = [
  { key: 'overview', label: 'نظرة عامة' },
  { key: 'data', label: 'بيانات الورشة' },
  { key: 'ads', label: 'الإعلانات' },
  { key: 'settings', label: 'الإعدادات' },
];

/** /workshops-dashboard: the owner's workshop (the first, or ?workshop=), its numbers, data, ads and settings. */
export function WorkshopsDashboardPage() {
  const { userId, workshopId } = useSelector(selectSession);
  const { data, isLoading, isError, refetch } = useGetMyWorkshopsQuery(userId ?? 0, { skip: userId === null });
  const [params, setParams] = useSearchParams();
  const workshops = data?.data ?? [];
  const wanted = Number(params.get('workshop')) || workshopId;
  // The list is newest first; the user's first workshop (workshop_id) is the default.
  const workshop = workshops.find((w) => w.id === wanted) ?? [...workshops].sort((a, b) => a.id - b.id).at(0);
  const tab = (TABS.some((t) => t.key === params.get('tab')) ? params.get('tab') : 'overview') as Tab;
  useLiveNotices(workshops);

  const select = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      Object.entries(changes).forEach(([key, value]) => next.set(key, value));
      return next;
    });

  if (isLoading) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading
        title="لوحة تحكم الورشة"
        subtitle={workshop ? workshop.name : undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/add-workshop" variant="secondary" size="sm">
              <span aria-hidden="true">+</span> إضافة ورشة
            </ButtonLink>
            {workshop && (
              <ButtonLink to={`/add-workshop-ad?workshop_id=${workshop.id}`} size="sm">
                <span aria-hidden="true">+</span> إضافة إعلان
              </ButtonLink>
            )}
          </div>
        }
      />
      {isError ? (
        <EmptyState
          tone="error"
          title={arm.workshops.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !workshop ? (
        <EmptyState title={arm.workshops.noWorkshop} action={<ButtonLink to="/add-workshop">أضف ورشتك</ButtonLink>} />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-end gap-4">
            {workshops.length > 1 && (
              <SelectField
                label="الورشة"
                className="w-72"
                options={workshops.map((w) => ({ value: String(w.id), label: w.name }))}
                value={String(workshop.id)}
                onChange={(event) => select({ workshop: event.target.value })}
              />
            )}
            <span aria-live="polite">
              <PlaceStatusBadge status={workshop.status} />
            </span>
            {workshop.status === 'active' && (
              <Link to={`/workshop-details/${workshop.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
                صفحة الورشة العامة
              </Link>
            )}
          </div>
          <Tabs
            idPrefix="workshop-dashboard"
            label="أقسام لوحة الورشة"
            active={tab}
            onChange={(key) => select({ tab: key })}
            items={TABS}
          />
          <div role="tabpanel" id={`workshop-dashboard-panel-${tab}`} aria-labelledby={`workshop-dashboard-tab-${tab}`}>
            {tab === 'overview' && <OverviewTab workshop={workshop} />}
            {tab === 'data' && <DataTab key={workshop.id} workshop={workshop} />}
            {tab === 'ads' && <AdsTab key={workshop.id} workshop={workshop} />}
            {tab === 'settings' && <SettingsTab key={workshop.id} workshop={workshop} />}
          </div>
        </div>
      )}
    </div>
  );
}

/** Toasts for moderation decisions and new reviews, when the owner asked for them (the settings tab). */
function useLiveNotices(workshops: Workshop[]) {
  // Read when a push arrives, so it sees the list as it is then (the subscription stays put).
  const nameOf = useEffectEvent((id: number) => workshops.find((w) => w.id === id)?.name);
  useEffect(() => {
    const isNewStatus = positionGate();
    const isNewReview = positionGate();
    const offStatus = onSocketEvent('workshop.status_changed', (event) => {
      const name = nameOf(event.id);
      if (!isNewStatus(event) || !name || !event.notify || event.previous === null || event.status === 'removed') return;
      toast.info(arm.workshops.statusChanged(name, labelsMore.placeStatus[event.status]));
    });
    const offReview = onSocketEvent('workshop.reviewed', (event) => {
      if (isNewReview(event) && event.notify && nameOf(event.id)) toast.info(arm.workshops.newReview(event.rating));
    });
    return () => {
      offStatus();
      offReview();
    };
  }, []);
}
