import { EditablePolicy } from '@/features/content/components/editable-policy';
import { LegalPage } from '@/features/content/components/legal-page';

export default function LegalRoute() {
  return (
    <EditablePolicy page="legal">
      <LegalPage />
    </EditablePolicy>
  );
}
