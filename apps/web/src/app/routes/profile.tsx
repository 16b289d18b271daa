import FileHeart from 'lucide-react/icons/file-heart';
import Package from 'lucide-react/icons/package';
import SettingsIcon from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Truck from 'lucide-react/icons/truck';
import UserRound from 'lucide-react/icons/user-round';
import { isStaffRole } from '@dawa/shared/auth/rules';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { PageMeta } from '@/components/ui/page-meta';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { HealthReportsPanel } from '@/features/health-reports/components/health-reports-panel';
import { OrdersSection, TrackingSection } from '@/features/orders/components/profile-sections';
import { AddressBook } from '@/features/addresses/components/address-book';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useThemePreference } from '../use-theme-preference';

// The assistant's panel (and its texts) loads only when the tab is opened.
const RecommendationsPanel = lazy(() =>
  import('@/features/assistant/components/recommendations-panel').then((m) => ({ default: m.RecommendationsPanel })),
);

/** The sections in menu order; each one's name is `section.<id>` in the profile catalogue. */
const SECTIONS = [
  { id: 'profile', icon: UserRound },
  { id: 'orders', icon: Package },
  { id: 'tracking', icon: Truck },
  { id: 'recommendations', icon: Sparkles },
  { id: 'health-reports', icon: FileHeart },
  { id: 'settings', icon: SettingsIcon },
] as const satisfies ReadonlyArray<{ id: string; icon: ComponentType<{ className?: string }> }>;
type SectionId = (typeof SECTIONS)[number]['id'];

/** localStorage key of the last section opened (the spec remembers it between visits). */
export const PROFILE_SECTION_STORAGE_KEY = 'dawa.profile.section';

function asSection(value: string | null): SectionId | null {
  return SECTIONS.find((s) => s.id === value)?.id ?? null;
}

function readStoredSection(): SectionId | null {
  try {
    return asSection(localStorage.getItem(PROFILE_SECTION_STORAGE_KEY));
  } catch {
    return null;
  }
}

function storeSection(id: SectionId): void {
  try {
    localStorage.setItem(PROFILE_SECTION_STORAGE_KEY, id);
  } catch {
    /* storage blocked: the section is not remembered */
  }
}

/** /profile: My Account with its left menu (a select on small screens). Visitors are sent to /login. */
export default function ProfileRoute() {
  const { user, deleted } = useSession();
  const location = useLocation();
  // A deleted account goes home (spec); any other visitor logs in first.
  if (!user && deleted) return <Navigate to={paths.home()} replace />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AccountPage />;
}

function AccountPage() {
  const id = useId();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stored] = useState(readStoredSection);
  const { theme, setTheme } = useThemePreference();
  const t = useT('profile');
  // ?tab= wins (links from order success, Billing History); else the last section opened.
  const current = asSection(params.get('tab')) ?? stored ?? 'profile';
  const section = SECTIONS.find((s) => s.id === current) ?? SECTIONS[0];
  // ?orderId= (from order success or an order's Track link) names the order to show first.
  const orderId = /^\d{1,9}$/.test(params.get('orderId') ?? '') ? (params.get('orderId') ?? undefined) : undefined;

  function open(next: SectionId) {
    storeSection(next);
    void navigate(paths.profile(next));
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <h1 className="text-3xl font-bold">{t('page.title')}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[14rem_1fr]">
        <div className="md:hidden">
          <label htmlFor={`${id}-section`} className={labelClasses}>
            {t('page.sectionLabel')}
          </label>
          <select
            id={`${id}-section`}
            value={current}
            onChange={(e) => open(asSection(e.target.value) ?? 'profile')}
            className={inputClasses}
          >
            {SECTIONS.map((s) => (
              <option key={s.id} value={s.id}>
                {t(`section.${s.id}`)}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t('page.nav')} className="hidden md:block">
          <ul className="space-y-1">
            {SECTIONS.map(({ id: sectionId, icon: Icon }) => (
              <li key={sectionId}>
                <Link
                  to={paths.profile(sectionId)}
                  onClick={() => storeSection(sectionId)}
                  aria-current={sectionId === current ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                    sectionId === current
                      ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`section.${sectionId}`)}
                </Link>
              </li>
            ))}
            {user && isStaffRole(user.role) ? (
              // Staff reach their dashboard from here (the header stays as light as the home page needs).
              <li className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
                <Link
                  to={adminPaths.dashboard()}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  {t('page.admin')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="min-w-0">
          {section.id === 'profile' ? (
            <div className="space-y-6">
              <ProfileSection />
              {user ? <AddressBook /> : null}
            </div>
          ) : null}
          {section.id === 'settings' ? (
            <section aria-labelledby={`${id}-settings`}>
              <h2 id={`${id}-settings`} className="mb-4 text-xl font-bold">
                {t('section.settings')}
              </h2>
              <SettingsSection theme={theme} onThemeChange={setTheme} />
            </section>
          ) : null}
          {section.id === 'orders' ? <OrdersSection orderId={orderId} /> : null}
          {section.id === 'tracking' ? <TrackingSection orderId={orderId} /> : null}
          {section.id === 'recommendations' ? (
            <section aria-labelledby={`${id}-recommendations`}>
              <h2 id={`${id}-recommendations`} className="mb-4 text-xl font-bold">
                {t('section.recommendations')}
              </h2>
              <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
                <RecommendationsPanel />
              </Suspense>
            </section>
          ) : null}
          {section.id === 'health-reports' ? <HealthReportsPanel /> : null}
        </div>
      </div>
    </div>
  );
}
