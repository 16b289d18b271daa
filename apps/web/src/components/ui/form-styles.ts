/** Shared look of text inputs and selects. */
export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
export const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200';
/** A narrow select beside an input (the phone's country code). */
export const narrowSelectClasses = inputClasses.replace('block w-full', 'block w-24 shrink-0');
