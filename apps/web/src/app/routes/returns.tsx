import { EditablePolicy } from '@/features/content/components/editable-policy';
import { ReturnsPage } from '@/features/content/components/returns-page';

export default function ReturnsRoute() {
  return (
    <EditablePolicy page="returns">
      <ReturnsPage />
    </EditablePolicy>
  );
}
