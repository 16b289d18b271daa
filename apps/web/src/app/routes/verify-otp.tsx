import { VerifyOtpPage } from '@/features/auth/components/verify-otp-page';

export default function VerifyOtpRoute() {
  return <VerifyOtpPage />;
}
