import type { Profile } from '@dawa/shared/auth/schemas';
import LogOut from 'lucide-react/icons/log-out';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useLogout } from '@/lib/auth/use-logout';
import { useT } from '@/lib/i18n/use-t';
import { useProfile } from '../api/get-profile';
import { PersonalInfoForm } from './personal-info-form';
import { ProfilePictureControl } from './profile-picture-control';

const detailsKey = (p: Profile) => JSON.stringify([p.firstName, p.lastName, p.phoneCountry, p.phone, p.dob, p.country, p.state, p.city, p.postalCode, p.address]);

/** The Profile section of /profile: 'My Profile' with the picture, name, e-mail and Logout, then Personal Information. */
export function ProfileSection() {
  const profile = useProfile();
  const doLogout = useLogout();
  const t = useT('profile');

  if (profile.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('my.loading')}</span>
        <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="space-y-3">
        <FormMessage tone="error">{t('my.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('my.tryAgain')}
        </Button>
      </div>
    );
  }
  const data = profile.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-profile-heading" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="my-profile-heading" className="text-xl font-bold">
          {t('my.title')}
        </h2>
        <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
          <Avatar firstName={data.firstName} lastName={data.lastName} src={data.profilePicture} className="size-24 text-2xl" />
          <div className="min-w-0 flex-1 text-center sm:text-left">
            <p className="text-lg font-semibold">
              {data.firstName} {data.lastName}
            </p>
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">{data.email}</p>
            <div className="mt-3">
              <ProfilePictureControl profile={data} />
            </div>
          </div>
          <Button variant="secondary" onClick={() => void doLogout()} className="self-center sm:self-start">
            <LogOut aria-hidden="true" className="size-4" />
            {t('my.logout')}
          </Button>
        </div>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        {/* Remounted when the saved details change (a save), which closes every editor; a new picture leaves edits alone. */}
        <PersonalInfoForm key={detailsKey(data)} profile={data} />
      </section>
    </div>
  );
}
