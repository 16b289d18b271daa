import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordCompleteRoute() {
  return <ResetPasswordForm />;
}
