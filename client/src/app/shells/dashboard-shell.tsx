import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '../../shared/ui/cn';
import { NavIcon } from './icons';
import type { DashboardSection } from './sections';

interface DashboardShellProps {
  /** The dashboard's base URL ('/user-dashboard', '/admin'). */
  base: string;
  title: string;
  sections: readonly DashboardSection[];
  /** Under the navigation: who is signed in, logout… */
  footer?: ReactNode;
  /** Above every panel (a suspended account's notice). */
  notice?: ReactNode;
  /** The current panel. */
  children: ReactNode;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * A dashboard: side navigation at the start (right, in Arabic) and the current panel beside it.
 * On small screens the navigation becomes a row that scrolls sideways above the panel.
 */
export function DashboardShell({ base, title, sections, footer, notice, children }: DashboardShellProps) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On small screens the navigation scrolls sideways: keep the current panel's link in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:items-start lg:py-8">
      <aside className="lg:sticky lg:top-20 lg:w-60 lg:shrink-0">
        <nav ref={nav} aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
          <p className="hidden px-3 pt-2 pb-3 text-xs font-bold tracking-wide text-slate-500 lg:block">{title}</p>
          <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
            {sections
              .filter((section) => !section.hidden)
              .map(({ path, label, icon, badge: Badge }) => (
                <li key={path || 'index'}>
                  <NavLink to={path ? `${base}/${path}` : base} end={!path} className={linkClasses}>
                    <NavIcon name={icon} />
                    <span className="flex-1">{label}</span>
                    {Badge && (
                      <Suspense fallback={null}>
                        <Badge />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ))}
          </ul>
          {footer && <div className="mt-2 hidden border-t border-slate-100 px-1 pt-2 lg:block">{footer}</div>}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        {notice}
        {children}
      </div>
    </div>
  );
}
