import { MedicineWarnings } from '@/components/medicines/medicine-warnings';
import { useMyMedicinesCheck } from '../api/check-my-medicines';

/**
 * At checkout (signed in): the cart's medicines against the customer's active prescriptions and
 * orders of the last 90 days (issue 23). Informational; nothing while loading, on failure, or when
 * all is well. The placed order keeps the same warnings for the pharmacist.
 */
export function MyMedicinesNotice({ productIds }: { productIds: readonly number[] }) {
  const { data } = useMyMedicinesCheck(productIds);
  if (!data || data.warnings.length === 0) return null;
  return (
    <div className="mb-4">
      <MedicineWarnings warnings={data.warnings} place="order" />
    </div>
  );
}
