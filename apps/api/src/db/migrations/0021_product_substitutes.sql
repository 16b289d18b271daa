-- Generic substitution (decision 025): products of other makers with the same salt and strength
-- (active_ingredient, compared without spaces and case: 'Paracetamol 650 mg' = 'paracetamol 650mg')
-- and the same dosage form, cheapest first. Only products in the shop (active) are offered.
CREATE INDEX "products_substitutes_idx" ON "products" (lower(regexp_replace("active_ingredient", '\s+', '', 'g')), lower("dosage_form"), "price_paise") WHERE "active" AND "active_ingredient" IS NOT NULL;
