import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';
import { useLogout } from '@/lib/auth/use-logout';
import { cn } from '@/lib/cn';
import { headerIconButton } from './header-styles';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

const mainLinks = [
  { to: paths.categories(), label: 'header.categories' },
  { to: paths.appointments(), label: 'header.appointments' },
  { to: paths.aiAssistant(), label: 'header.aiAssistant' },
] as const;

const mobileItem =
  'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

const iconButton = headerIconButton;

/**
 * The site header. Feature widgets (search, theme toggle, wishlist and cart links with their
 * counts, the language switch that saves to the account) come in as slots so this shared layout
 * does not import features.
 */
export function SiteHeader({
  search,
  languageSwitch,
  themeToggle,
  wishlistLink,
  cartLink,
}: {
  search: ReactNode;
  languageSwitch: ReactNode;
  themeToggle: ReactNode;
  wishlistLink: ReactNode;
  cartLink: ReactNode;
}) {
  const t = useT('common');
  const menuId = useId();
  const { pathname } = useLocation();
  const { user } = useSession();
  const doLogout = useLogout();
  // The mobile menu is open for the page it was opened on: following any link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only rounded-lg bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('header.skipToMain')}
      </a>
      {/* Tight gaps below 640 px: the logo and the five controls stay on one row on a 375 px phone (a second row made the sticky header 44 px taller). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4">
        <Logo />
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">{search}</div>
        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800',
                      isActive ? 'text-teal-800 dark:text-teal-300' : 'text-slate-700 dark:text-slate-200',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-1 md:ml-0">
          {languageSwitch}
          {themeToggle}
          {wishlistLink}
          {cartLink}
          <UserMenu />
          <button
            type="button"
            className={cn(iconButton, 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('header.mobileNav')}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {[
            ...mainLinks,
            { to: paths.wishlist(), label: 'header.wishlist' as const },
            { to: paths.cart(), label: 'header.cart' as const },
            ...(user
              ? [
                  { to: paths.orders(), label: 'header.orders' as const },
                  { to: paths.profile(), label: 'header.myAccount' as const },
                ]
              : [{ to: paths.login(), label: 'header.login' as const }]),
          ].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={() => setMenuOpen(false)} className={mobileItem}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {user ? (
            <li>
              <button type="button" onClick={() => void doLogout()} className={cn(mobileItem, 'w-full text-left')}>
                {t('header.logout')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
