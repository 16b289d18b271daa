import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/use-logout';
import { useT } from '@/lib/i18n/use-t';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The header's account control of a logged-in user: a greeting by first name that opens My Account
 * and Logout. Loaded only once someone is signed in (user-menu.tsx), so visitors' pages do not carry it.
 */
export function SignedInMenu({ firstName }: { firstName: string }) {
  const id = useId();
  const doLogout = useLogout();
  const t = useT('common');
  // Closed by its own items, a press outside and Escape; not by a page change, which can land just
  // after it opened (the page a login goes on to) and would snatch it away.
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape or a press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative hidden sm:block">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="max-w-32 truncate">{t('header.greeting', { name: firstName })}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <ul
        id={`${id}-menu`}
        hidden={!open}
        aria-label={t('header.accountMenu')}
        className="absolute right-0 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <li>
          <Link to={paths.profile()} className={itemClasses} onClick={() => setOpen(false)}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('header.myAccount')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => {
              setOpen(false);
              void doLogout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
