import { EditablePolicy } from '@/features/content/components/editable-policy';
import { FaqPage } from '@/features/content/components/faq-page';

export default function FaqRoute() {
  return (
    <EditablePolicy page="faq">
      <FaqPage />
    </EditablePolicy>
  );
}
