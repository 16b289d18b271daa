import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useVerifyEmailLink } from '../api/verify-email';
import { AuthCard } from './auth-card';

export const INVALID_LINK_MESSAGE = 'Invalid verification link';
export const VERIFY_LINK_FAILED_MESSAGE = 'Email verification failed';
export const VERIFY_LINK_NETWORK_MESSAGE = 'Network error. Please try again.';

/** /verify-email?token=...: the link from the verification mail. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useVerifyEmailLink(token);

  if (!token) return <Failed message={INVALID_LINK_MESSAGE} />;
  if (query.isPending) {
    return (
      <AuthCard title="Verifying Email..." description="Checking your e-mail verification link.">
        <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
          Please wait while we confirm your address.
        </div>
      </AuthCard>
    );
  }
  if (query.isError) {
    const error = query.error;
    return <Failed message={error instanceof ApiError && error.status === 0 ? VERIFY_LINK_NETWORK_MESSAGE : apiErrorMessage(error, VERIFY_LINK_FAILED_MESSAGE)} />;
  }
  return (
    <AuthCard title="Email Verified!" description="Your e-mail address is verified.">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-teal-700 dark:text-teal-300" />
        <p>{query.data.message}</p>
      </div>
      <Link to={paths.login()} className={buttonClasses('primary', 'mt-6 w-full')}>
        Go to Login
      </Link>
    </AuthCard>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <AuthCard title="Verification Failed" description="The e-mail verification link could not be used.">
      <div role="alert" className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="size-6 shrink-0 text-red-700 dark:text-red-300" />
        <p>{message}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.login()} className={buttonClasses('primary')}>
          Go to Login
        </Link>
        <Link to={paths.register()} className={buttonClasses('secondary')}>
          Register Again
        </Link>
      </div>
    </AuthCard>
  );
}
