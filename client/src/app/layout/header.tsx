import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { membersOnly } from '../../shared/session/members-only';
import { selectIsSignedIn } from '../../shared/session/session-slice';
import { AfterHydration } from '../../shared/ui/after-hydration';
import { ButtonLink } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { MAIN_NAV } from './nav-links';

const SOLID_AFTER_PX = 20;

function useScrolledPast(threshold: number): boolean {
  // Not scrolled on the server's page; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function Header() {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A followed link closes the small-screen menu: adjusted while rendering the new page (React's
  // way for state that follows a changed value), not in an effect after it has painted.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const solid = scrolled || menuOpen;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Esc from the links and buttons inside, delegated; the header itself takes no focus
    <header
      // Esc, from the menu or its button, closes the small-screen menu and gives the focus back to the button.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpen(false);
          event.currentTarget.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')?.focus();
        }
      }}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        solid ? 'bg-white shadow-md' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="text-2xl font-black text-brand-700" aria-label="سيّارة - الصفحة الرئيسية">
          سيّارة
        </Link>

        <nav aria-label="القائمة الرئيسية" className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* The search box's room is kept from the first paint, so nothing moves when it comes. */}
        <div className="ms-auto min-w-0 max-w-md flex-1">
          <AfterHydration>
            <Suspense fallback={null}>
              <HeaderSearch />
            </Suspense>
          </AfterHydration>
        </div>

        <div className="flex items-center gap-2">
          <NotificationBell />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks />
          </div>
          <ButtonLink to="/add-car" size="sm">
            <span aria-hidden="true">+</span> أضف سيارتك
          </ButtonLink>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'إغلاق القائمة' : 'فتح القائمة'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="القائمة" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 py-3">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={(state) => cn(linkClasses(state), 'block')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <AccountLinks />
          </div>
        </nav>
      )}
    </header>
  );
}

// The search box, with its suggestions: once the page is live, never in a page's first paint.
const HeaderSearch = lazy(() => import('../../shared/search-suggest/header-search'));

// A visitor sees one link; the signed-in menu (and the logout request behind it) loads for members only.
const SignedInLinks = lazy(() => import('./signed-in-links').then((m) => ({ default: m.SignedInLinks })));

// The bell, its notifications and their socket pushes: for members only, after the page is live.
const NotificationBell = membersOnly(() => import('../../features/saved-searches/notification-bell'));

function AccountLinks() {
  const signedIn = useSelector(selectIsSignedIn);
  if (!signedIn) {
    return (
      <ButtonLink to="/login" variant="ghost" size="sm">
        تسجيل الدخول
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInLinks />
    </Suspense>
  );
}
