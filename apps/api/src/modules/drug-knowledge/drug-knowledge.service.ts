import { checkCartSafety } from '@dawa/shared/assistant/knowledge/cart-safety';
import { matchComposition } from '@dawa/shared/assistant/knowledge/lookup';
import { toMonographDto, type CartSafetyResponse, type DrugInfoResponse } from '@dawa/shared/assistant/knowledge/schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CartService } from '../cart/cart.service.ts';
import * as repo from './drug-knowledge.repository.ts';

export interface DrugKnowledgeDeps {
  db: Database;
  /** The saved cart of a signed-in customer. */
  cart: Pick<CartService, 'getCart'>;
}

/** The knowledge base served to the shop: drug information on product pages and the cart safety check (decision 036). */
export function createDrugKnowledgeService({ db, cart }: DrugKnowledgeDeps) {
  /** Warnings for these products; ids of products not on sale are ignored. */
  async function cartSafety(productIds: readonly number[]): Promise<CartSafetyResponse> {
    const labels = await repo.findLabels(db, productIds);
    // Keep the cart's order so the warnings name products as the customer sees them.
    const order = new Map(productIds.map((id, index) => [id, index] as const));
    labels.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return {
      warnings: checkCartSafety(
        labels.map((l) => ({ productId: l.id, name: l.name, activeIngredient: l.activeIngredient, dosage: l.dosage })),
      ),
    };
  }

  return {
    cartSafety,

    /** Warnings for the signed-in customer's saved cart. */
    async savedCartSafety(userId: number): Promise<CartSafetyResponse> {
      const { lines } = await cart.getCart(userId);
      return cartSafety(lines.map((l) => l.productId));
    },

    /** The monographs of a product's salts, or 404 when the product is not on sale. */
    async drugInfo(idOrSlug: string): Promise<DrugInfoResponse> {
      const label = await repo.findLabel(db, idOrSlug);
      if (!label) throw new AppError('not_found', 'Product not found');
      const matches = matchComposition(label.activeIngredient);
      const monographs = [...new Map(matches.flatMap((m) => (m.monograph ? [[m.monograph.id, m.monograph] as const] : []))).values()];
      return {
        productId: label.id,
        activeIngredient: label.activeIngredient,
        monographs: monographs.map(toMonographDto),
        notCovered: matches.filter((m) => !m.monograph).map((m) => m.part.name),
      };
    },
  };
}
export type DrugKnowledgeService = ReturnType<typeof createDrugKnowledgeService>;
