import { cn } from '@/lib/cn';

/** Initials of a name ('Asha Rao' → 'AR'). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** A round profile picture, or the initials when there is none. Decorative: the name is always shown beside it. */
export function Avatar({
  firstName,
  lastName,
  src,
  className,
}: {
  firstName: string;
  lastName: string;
  src: string | null | undefined;
  className?: string;
}) {
  return src ? (
    <img src={src} alt="" width={200} height={200} className={cn('rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('inline-flex items-center justify-center rounded-full bg-teal-100 font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-50', className)}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
