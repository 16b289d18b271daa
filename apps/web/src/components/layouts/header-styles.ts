/** The header's square icon buttons and links (theme, cart, wishlist, menu); feature widgets in its slots use it too. */
export const headerIconButton =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The small count bubble on a header icon (cart items). */
export const headerBadge =
  'absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-teal-700 px-1 text-[11px] leading-5 font-bold text-white dark:bg-teal-300 dark:text-slate-950';
