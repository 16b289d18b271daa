import { EditablePolicy } from '@/features/content/components/editable-policy';
import { TermsPage } from '@/features/content/components/terms-page';

export default function TermsRoute() {
  return (
    <EditablePolicy page="terms">
      <TermsPage />
    </EditablePolicy>
  );
}
