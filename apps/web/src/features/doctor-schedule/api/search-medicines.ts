import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiGet } from '@/lib/api-client';

export interface MedicineOption {
  id: number;
  name: string;
  brand: string;
}

/** The catalogue's suggestions (GET /api/products/suggestions) as medicines to prescribe. */
export async function searchMedicines(q: string, signal?: AbortSignal): Promise<MedicineOption[]> {
  const { items } = await apiGet(careRoomApiPaths.medicineSuggestions(q), () => import('@dawa/shared/catalog/schemas').then((m) => m.SuggestionResponseSchema), {
    signal,
  });
  return items.map(({ id, name, brand }) => ({ id, name, brand }));
}
