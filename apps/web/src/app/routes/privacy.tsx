import { EditablePolicy } from '@/features/content/components/editable-policy';
import { PrivacyPage } from '@/features/content/components/privacy-page';

export default function PrivacyRoute() {
  return (
    <EditablePolicy page="privacy">
      <PrivacyPage />
    </EditablePolicy>
  );
}
