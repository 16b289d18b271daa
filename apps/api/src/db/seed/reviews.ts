import { inArray, sql } from 'drizzle-orm';
import { reviewStats, type RatingDistribution } from '@dawa/shared/reviews/rules';
import type { Database } from '../client.ts';
import { products, reviews, reviewVotes, users, userSettings } from '../schema/index.ts';

/**
 * Written reviews for the hand-made demo catalogue: 0-8 per product, chosen deterministically from
 * the product's name, by a few reviewer accounts that cannot log in. Afterwards every product's
 * stored rating and review count are the real aggregate of its reviews, so what cards and sorts
 * show is what the reviews section shows.
 */

/** The seeded reviewers: verified accounts whose password hash ('!') matches no password. */
export const SEED_REVIEWERS: readonly { firstName: string; lastName: string; email: string }[] = [
  { firstName: 'Ananya', lastName: 'Iyer', email: 'ananya.iyer@reviewers.dawa.in' },
  { firstName: 'Rahul', lastName: 'Verma', email: 'rahul.verma@reviewers.dawa.in' },
  { firstName: 'Sneha', lastName: 'Kulkarni', email: 'sneha.kulkarni@reviewers.dawa.in' },
  { firstName: 'Vikram', lastName: 'Reddy', email: 'vikram.reddy@reviewers.dawa.in' },
  { firstName: 'Fatima', lastName: 'Sheikh', email: 'fatima.sheikh@reviewers.dawa.in' },
  { firstName: 'Harpreet', lastName: 'Kaur', email: 'harpreet.kaur@reviewers.dawa.in' },
  { firstName: 'Suresh', lastName: 'Nair', email: 'suresh.nair@reviewers.dawa.in' },
  { firstName: 'Meenakshi', lastName: 'Pillai', email: 'meenakshi.pillai@reviewers.dawa.in' },
  { firstName: 'Amit', lastName: 'Banerjee', email: 'amit.banerjee@reviewers.dawa.in' },
  { firstName: 'Divya', lastName: 'Joshi', email: 'divya.joshi@reviewers.dawa.in' },
];

/**
 * What a review's words take for granted about the product: 'strip' (tablets or capsules in a strip),
 * 'tablet' (plain tablets), 'capsule', 'test-strip' (glucose test strips), 'nutrient' (a named vitamin or mineral, `{nutrient}` in the
 * text). A text with a fit is given only to products it fits, so a chewable vitamin C never gets a
 * review about vitamin D levels or swallowing large tablets.
 */
type Fit = 'strip' | 'tablet' | 'capsule' | 'test-strip' | 'nutrient';

/** [rating, comment, pros, cons, would recommend, fit]; `{n}` is the product's short name. */
type ReviewText = readonly [
  rating: number,
  comment: string,
  pros: readonly string[],
  cons: readonly string[],
  recommend: boolean,
  fit?: Fit,
];

type Kind =
  | 'pain-tablet'
  | 'pain-topical'
  | 'antacid'
  | 'vitamin'
  | 'cold-flu'
  | 'diabetes-medicine'
  | 'insulin'
  | 'test-supplies'
  | 'device'
  | 'antibiotic'
  | 'allergy'
  | 'homeopathic'
  | 'nutrition'
  | 'chronic'
  | 'respiratory'
  | 'skin'
  | 'ayurvedic';

// Compact data: one review per line (prettier would spread each over many lines).
// prettier-ignore
const TEXTS: Record<Kind, readonly ReviewText[]> = {
  'pain-tablet': [
    [5, 'Keep a strip of {n} at home always. Fever came down within an hour for my father and he could sleep properly.', ['Works quickly', 'Easy to swallow'], [], true, 'strip'],
    [5, 'Good for the tension headaches I get after long office days. Delivery to Pune took two days and the strip had a long expiry.', ['Reliable relief', 'Long expiry date'], [], true, 'strip'],
    [4, 'Does the job for body ache after travel. Takes about 40 minutes to kick in, which is fine.', ['Affordable'], ['Not instant'], true],
    [4, 'Genuine pack with batch number and MRP clearly printed. Cheaper here than at the chemist near my house.', ['Genuine stock', 'Good discount'], [], true],
    [3, 'Helps with toothache but the effect wears off in about four hours. Okay for occasional use.', ['Easy to find'], ['Short-lasting effect'], true],
    [5, 'Our family doctor suggested {n} for viral fever. Worked as expected and the order came well packed.', ['Well packed', 'Effective for fever'], [], true],
    [4, 'Used it for period cramps, gave decent relief. Slight acidity if taken on an empty stomach, so eat something first.', ['Decent relief'], ['Mild acidity on empty stomach'], true],
    [2, 'Did not do much for my migraine. Probably fine for a normal headache but not for me.', [], ['Weak for migraine'], false],
  ],
  'pain-topical': [
    [5, 'Applied {n} on my lower back after a long drive to Lonavala. Cooling effect felt within minutes and I slept well.', ['Quick cooling relief', 'Non-sticky'], [], true],
    [4, 'Good for knee pain in the morning. The smell is strong, so I use it at night.', ['Eases stiffness'], ['Strong smell'], true],
    [5, 'My mother uses it for her joint pain. Easy to apply and a little goes a long way.', ['Long lasting tube', 'Easy to apply'], [], true],
    [4, 'Works for gym soreness. Wash your hands well afterwards, it burns if it touches the eyes.', ['Helps muscle soreness'], ['Must wash hands carefully'], true],
    [3, 'Relief lasts only a couple of hours on my shoulder. Fine for minor sprains.', ['Pleasant to apply'], ['Effect wears off quickly'], true],
    [5, 'Sprained my ankle playing badminton; {n} plus rest helped a lot. Delivered the next day in Bengaluru.', ['Fast delivery', 'Soothing'], [], true],
    [4, 'Absorbs quickly and does not stain clothes. Price is reasonable for the quantity.', ['Does not stain', 'Good value'], ['Cap is a bit flimsy'], true],
    [2, 'Gave me a mild rash on sensitive skin. Do a patch test before using it on a large area.', [], ['Skin irritation for me'], false],
  ],
  antacid: [
    [5, 'Instant relief from acidity after a heavy biryani dinner. {n} is a permanent item in our medicine box.', ['Fast relief', 'Pleasant taste'], [], true],
    [4, 'Works well for heartburn. The mint flavour is a little strong but acceptable.', ['Works within minutes'], ['Strong flavour'], true],
    [5, 'I get gas and bloating during travel; this settles it quickly. Good price compared to local shops.', ['Good price', 'Effective for gas'], [], true],
    [4, 'Helpful for occasional acidity. For daily acidity I had to see a doctor, so do not rely only on this.', ['Good for occasional use'], [], true],
    [3, 'Relief is okay but it comes back after a few hours. Decent as a quick fix.', ['Cheap'], ['Short relief'], true],
    [5, 'Ordered for my parents. Sealed pack, long expiry and delivered to Kochi in three days.', ['Sealed and genuine', 'Long expiry'], [], true],
    [4, 'Chalky taste but it works. Keep one strip in the office drawer.', ['Effective'], ['Chalky taste'], true, 'strip'],
    [2, 'Made me feel a bit constipated when I took it two days in a row.', [], ['Constipation'], false],
  ],
  vitamin: [
    [5, 'Been taking {n} for three months on my doctor’s advice. My tiredness has reduced and my last blood report looked better.', ['Easy daily routine', 'Noticeable difference'], [], true],
    [4, 'Tablets are a bit large but easy enough to swallow with water. Good value for the count.', ['Good value'], ['Large tablet size'], true, 'tablet'],
    [5, 'My {nutrient} was low in my blood report. It was back in range after the course my doctor prescribed.', ['Effective', 'Trusted brand'], [], true, 'nutrient'],
    [4, 'No aftertaste and no stomach upset so far. Packaging was intact with a clear expiry date.', ['No aftertaste', 'Intact packaging'], [], true],
    [3, 'Too early to say if it helps. Delivery was quick though.', ['Quick delivery'], ['Results take time'], true],
    [5, 'Ordered for the whole family. Much cheaper here than in the mall pharmacy in Gurugram.', ['Great discount', 'Family pack option'], [], true],
    [4, 'Take it after breakfast, otherwise it gives me mild nausea. Otherwise fine.', ['Affordable'], ['Nausea on empty stomach'], true],
    [2, 'Smell of the capsules is unpleasant and I did not notice any difference after a month.', [], ['Unpleasant smell', 'No visible benefit'], false, 'capsule'],
  ],
  'cold-flu': [
    [5, '{n} helped with the blocked nose and cough during monsoon. Slept much better the same night.', ['Quick relief', 'Better sleep'], [], true],
    [4, 'Works well for a runny nose but makes me a little drowsy, so I take it at night.', ['Effective'], ['Causes drowsiness'], true],
    [5, 'Whole family caught a cold after the Diwali trip. This got us back on our feet. Delivered in a day in Mumbai.', ['Fast delivery', 'Works for the family'], [], true],
    [4, 'Soothing for the throat. The taste is sweet and medicinal, kids did not like it much.', ['Soothes the throat'], ['Taste'], true],
    [3, 'Gives relief for a few hours, then symptoms come back. Fine for mild colds.', ['Easy to use'], ['Short relief'], true],
    [5, 'Reliable brand, genuine pack and good discount. Keep it stocked every winter.', ['Genuine product', 'Good discount'], [], true],
    [4, 'Helped with the congestion. Follow the dose on the label, do not take extra.', ['Clears congestion'], ['Dry mouth'], true],
    [2, 'Did not help much with my dry cough. Had to see a doctor in the end.', [], ['Not effective for dry cough'], false],
  ],
  'diabetes-medicine': [
    [5, 'Taking {n} as prescribed by my diabetologist. Refills arrive on time every month, which matters a lot.', ['On-time refills', 'Genuine stock'], [], true],
    [4, 'Sugar readings are under control with diet and this medicine. Price here is lower than my local chemist.', ['Lower price'], ['Prescription needed every time'], true],
    [5, 'My father has been on this for years. Sealed strips with a long expiry, and delivery to Chennai in two days.', ['Long expiry', 'Fast delivery'], [], true, 'strip'],
    [4, 'Had mild stomach upset in the first week, which settled. Always take it with food.', ['Works as prescribed'], ['Stomach upset at first'], true],
    [3, 'Medicine is fine, but once the delivery was a day late and I was nearly out. Order a few days early.', ['Good discount'], ['One late delivery'], true],
    [5, 'Convenient to order with the prescription upload. The pharmacist even called to confirm the dosage.', ['Pharmacist checks', 'Convenient'], [], true],
    [4, 'Good packaging, batch number and expiry clearly visible. Fasting sugar is steady.', ['Clear labelling'], [], true],
    [3, 'The strip design changed and it confused my mother; same medicine though.', [], ['Packaging changed'], true, 'strip'],
  ],
  insulin: [
    [5, 'Arrived in a cold pack with ice gel still cold. {n} is exactly as prescribed and well within expiry.', ['Cold chain maintained', 'Long expiry'], [], true],
    [5, 'Ordering insulin online was worrying, but packing was excellent. Will reorder every month.', ['Excellent packing'], [], true],
    [4, 'Good service. Delivery took three days to my town near Nashik; a bit slow for insulin.', ['Genuine product'], ['Slow to smaller towns'], true],
    [5, 'Price is better than my local pharmacy and the pharmacist verified my prescription quickly.', ['Better price', 'Quick verification'], [], true],
    [4, 'Pen works smoothly. Needles are sold separately, so remember to add them to the cart.', ['Smooth pen'], ['Needles not included'], true],
    [3, 'Product is fine but the delivery slot was missed once. Customer care sorted it.', ['Helpful support'], ['Missed slot'], true],
  ],
  'test-supplies': [
    [5, 'Original {n} with a long expiry. Readings match my lab report closely.', ['Accurate readings', 'Long expiry'], [], true],
    [4, 'Much cheaper than buying at the chemist. I check sugar twice a day, so the bigger pack is worth it.', ['Good value'], [], true],
    [5, 'Sealed vial, correct code, and delivered to Jaipur in two days. Will reorder.', ['Sealed pack', 'Fast delivery'], [], true],
    [4, 'Works well with my meter. Keep the vial closed; strips are sensitive to humidity in monsoon.', ['Reliable'], ['Humidity sensitive'], true, 'test-strip'],
    [3, 'A couple of strips gave errors, probably my fault applying blood. Otherwise okay.', ['Easy to use'], ['Occasional errors'], true, 'test-strip'],
    [5, 'Painless and easy for my elderly mother. Good to have regular stock at home.', ['Easy for elders'], [], true],
  ],
  device: [
    [5, '{n} is easy to use even for my parents. Large display and readings close to the clinic’s.', ['Easy to read', 'Accurate'], [], true],
    [4, 'Good build quality and came with batteries. The manual could be clearer.', ['Batteries included', 'Solid build'], ['Confusing manual'], true],
    [5, 'Bought it for home monitoring after my mother’s check-up. Very handy and worth the price.', ['Worth the price', 'Handy'], [], true],
    [4, 'Works well. Readings vary slightly between attempts, so I take two and average them.', ['Reliable'], ['Small variation between readings'], true],
    [3, 'Does its job, but the carry pouch feels cheap.', ['Works fine'], ['Cheap pouch'], true],
    [5, 'Delivered well packed with a warranty card. Registered the warranty online easily.', ['Warranty included', 'Well packed'], [], true],
    [4, 'Compact and light, I carry it when travelling. Battery life is good.', ['Portable', 'Good battery life'], [], true],
    [2, 'Stopped working after two months. Service centre replaced it, but it was a hassle.', [], ['Reliability issue'], false],
  ],
  antibiotic: [
    [5, 'Doctor prescribed {n} for a throat infection. Order was verified quickly and delivered the same day in Hyderabad.', ['Same-day delivery', 'Quick verification'], [], true],
    [4, 'Completed the full course as advised. Mild loose motions on day two, which settled.', ['Worked as prescribed'], ['Mild stomach upset'], true],
    [5, 'Genuine medicine at a lower price than the local chemist. Pharmacist reminded me to finish the course.', ['Genuine', 'Helpful reminder'], [], true],
    [4, 'Tablets are large but fine. Take them after food to avoid acidity.', ['Effective'], ['Large tablets'], true, 'tablet'],
    [3, 'Metallic taste while on the course. Infection did clear up.', ['Infection cleared'], ['Metallic taste'], true],
    [5, 'Prescription upload was simple and the medicine arrived well sealed with a long expiry.', ['Simple prescription upload', 'Well sealed'], [], true],
  ],
  allergy: [
    [5, '{n} is my go-to during the pollen season in Delhi. Sneezing stops within an hour.', ['Fast relief', 'Lasts all day'], [], true],
    [4, 'Works for dust allergy. Slight drowsiness, so I take it at night.', ['Effective'], ['Slight drowsiness'], true],
    [5, 'Helped with itchy eyes and a runny nose when the weather changed. Good price too.', ['Good price', 'Helps itchy eyes'], [], true],
    [4, 'One dose lasts the whole day. Packaging was fine and delivery was on time.', ['Once a day'], [], true],
    [3, 'Relief is fine, but my mouth gets dry. Drink plenty of water.', ['Works'], ['Dry mouth'], true],
    [5, 'Reliable for seasonal allergies. Keep it in my travel kit.', ['Reliable', 'Compact pack'], [], true],
    [2, 'Made me too sleepy to work the next morning.', [], ['Too drowsy'], false],
  ],
  homeopathic: [
    [5, 'Our family homeopath recommended {n}. Genuine seal and exactly what he prescribed.', ['Genuine seal', 'As prescribed'], [], true],
    [4, 'Gentle and no side effects so far. Results are slow, as expected with homeopathy.', ['Gentle'], ['Slow results'], true],
    [5, 'Good brand, and much easier than finding it at a homeopathy store in my area.', ['Convenient', 'Trusted brand'], [], true],
    [4, 'Nicely packed, the bottle did not leak. Keep it away from strong smells as advised.', ['No leakage'], [], true],
    [3, 'Have been using it for two weeks; mild improvement. Will continue and see.', ['Easy to take'], ['Takes time'], true],
    [5, 'Kids take it without fuss. Delivered quickly in Kolkata.', ['Child friendly', 'Quick delivery'], [], true],
  ],
  nutrition: [
    [5, '{n} mixes well in milk without lumps. My father has it every morning and likes the taste.', ['Mixes well', 'Good taste'], [], true],
    [4, 'Good protein content for the price. A little too sweet for me.', ['Good value'], ['Too sweet'], true],
    [5, 'Sealed jar with a long expiry and authenticity sticker. Better price than on other apps.', ['Authentic', 'Good price'], [], true],
    [4, 'Helped my recovery after the dengue weakness along with proper food. The scoop is small.', ['Easy to digest'], ['Small scoop'], true],
    [3, 'Taste is okay, but it causes some bloating for me. Using half a scoop now.', ['Decent taste'], ['Bloating'], true],
    [5, 'Kids like the flavour and finish their glass. Delivered in two days to Ahmedabad.', ['Kids like it', 'Fast delivery'], [], true],
    [4, 'Good quality. I wish there were a refill pack to avoid buying a new jar every time.', ['Good quality'], ['No refill pack'], true],
    [2, 'Flavour tasted artificial and it clumped in cold milk.', [], ['Artificial taste', 'Clumps'], false],
  ],
  chronic: [
    [5, 'Monthly refill of {n} for my mother. Always on time, and the pharmacist checks the prescription carefully.', ['On-time refills', 'Careful pharmacist'], [], true],
    [5, 'Same medicine as at the hospital pharmacy, cheaper, and delivered home. Very helpful for elderly parents.', ['Home delivery', 'Cheaper'], [], true],
    [4, 'Genuine strips with a long expiry. Delivery took three days to Lucknow.', ['Long expiry'], ['Delivery could be faster'], true, 'strip'],
    [4, 'Taking it as prescribed by my cardiologist. Good that the order history makes reordering easy.', ['Easy reordering'], [], true],
    [3, 'Medicine is fine, but once a different manufacturer’s strip came. Customer care explained it was the same salt.', ['Responsive support'], ['Strip looked different'], true, 'strip'],
    [5, 'Prescription upload and approval took only a few minutes. Sealed and well packed.', ['Quick approval', 'Well packed'], [], true],
    [4, 'Good discount compared to the chemist. Reminder e-mails would be nice.', ['Good discount'], ['No refill reminders'], true],
  ],
  respiratory: [
    [5, '{n} as prescribed by my pulmonologist. Genuine stock and delivered before I ran out.', ['Genuine stock', 'Timely delivery'], [], true],
    [4, 'Works as expected. Ask your doctor to show you the right technique; it makes a big difference.', ['Effective'], ['Technique takes practice'], true],
    [5, 'Much cheaper than the pharmacy near me. Good to have a spare before the winter smog in Delhi.', ['Cheaper', 'Fast delivery'], [], true],
    [4, 'Packaging was intact and the counter was full. Delivery took two days.', ['Intact packaging'], [], true],
    [3, 'Product is fine; the prescription check took a while on a Sunday.', ['Genuine'], ['Slow approval on Sunday'], true],
  ],
  skin: [
    [5, '{n} cleared the itchy patch on my arm within a week. Non-greasy and easy to apply.', ['Non-greasy', 'Works quickly'], [], true],
    [4, 'Good for dry skin during winter. Slightly sticky for the first few minutes.', ['Moisturises well'], ['Slightly sticky'], true],
    [5, 'Dermatologist recommended. Genuine product with a good expiry date, cheaper than the clinic.', ['Genuine', 'Cheaper than the clinic'], [], true],
    [4, 'Soothing on rashes from the heat. The tube is small for the price.', ['Soothing'], ['Small tube'], true],
    [3, 'Mild improvement after two weeks. Not a miracle, but it helps.', ['Gentle on skin'], ['Slow results'], true],
    [5, 'My son had a fungal infection from playing football in the rain; this helped a lot along with keeping the area dry.', ['Effective for fungal infection'], [], true],
    [4, 'No smell and absorbs quickly. Delivered well packed to Indore.', ['No smell', 'Absorbs quickly'], [], true],
    [2, 'Caused a burning sensation on my face. Better suited to body skin, I think.', [], ['Burning on the face'], false],
  ],
  ayurvedic: [
    [5, 'Trust this brand for years. {n} is exactly like the one from the Ayurvedic store, only cheaper here.', ['Trusted brand', 'Cheaper'], [], true],
    [4, 'Natural ingredients and no side effects so far. Taste is bitter, as expected.', ['Natural ingredients'], ['Bitter taste'], true],
    [5, 'My grandmother recommended it and it suits me well. Delivered quickly to Nagpur.', ['Suits me well', 'Quick delivery'], [], true],
    [4, 'Gives gradual results. Needs regular use for a few weeks.', ['Gentle'], ['Takes time'], true],
    [3, 'Okay product. The bottle seal was slightly loose but the contents were fine.', ['Affordable'], ['Loose seal'], true],
    [5, 'Good quality, long expiry and well packed. Will order again.', ['Good quality', 'Long expiry'], [], true],
    [4, 'Part of my daily routine now. The jar could be easier to open.', ['Easy routine'], ['Hard-to-open jar'], true],
  ],
};

const STRIP_FORMS = new Set(['Tablet', 'Capsule', 'Chewable Tablet', 'Effervescent Tablet', 'Lozenge']);

/** The vitamin or mineral a supplement is about: its first listed ingredient's, in everyday words. */
export function nutrientOf(activeIngredient: string | null): string | null {
  const first = (activeIngredient ?? '').split('+')[0]?.toLowerCase() ?? '';
  const known: [RegExp, string][] = [
    [/cholecalciferol|vitamin d/, 'vitamin D'],
    [/ascorbic|vitamin c\b/, 'vitamin C'],
    [/cobalamin|b12/, 'vitamin B12'],
    [/ferr|iron/, 'iron'],
    [/calci/, 'calcium'],
    [/folic/, 'folate'],
    [/tocopher|vitamin e\b/, 'vitamin E'],
  ];
  return known.find(([pattern]) => pattern.test(first))?.[1] ?? null;
}

/** Whether a text's assumptions hold for this product (see Fit). */
function fits(fit: Fit | undefined, product: SeedReviewProduct): boolean {
  const form = product.dosageForm ?? '';
  switch (fit) {
    case undefined:
      return true;
    case 'strip':
      return STRIP_FORMS.has(form);
    case 'tablet':
      return form === 'Tablet';
    case 'capsule':
      return form === 'Capsule';
    case 'test-strip':
      return form === 'Test Strips';
    case 'nutrient':
      return nutrientOf(product.activeIngredient) !== null;
  }
}

const DEVICE_FORMS = new Set(['Device', 'Mask', 'Bandage']);
const TEST_SUPPLY_FORMS = new Set(['Test Strips', 'Lancets', 'Pen Needles']);
const RESPIRATORY_FORMS = new Set(['Inhaler', 'Respules', 'Rotacap']);
const TOPICAL_FORMS = new Set(['Gel', 'Cream', 'Ointment', 'Balm', 'Spray', 'Patch', 'Lotion', 'Solution', 'Jelly']);

const KIND_BY_CATEGORY: Record<string, Kind> = {
  'pain-relief': 'pain-tablet',
  antacids: 'antacid',
  'vitamins-supplements': 'vitamin',
  'cold-flu': 'cold-flu',
  diabetes: 'diabetes-medicine',
  antibiotics: 'antibiotic',
  allergy: 'allergy',
  homeopathic: 'homeopathic',
  nutraceuticals: 'nutrition',
  prescription: 'chronic',
  heart: 'chronic',
  'blood-pressure': 'chronic',
  topicals: 'skin',
  ayurvedic: 'ayurvedic',
};

/** What kind of product this is, so its reviews talk about the right things. */
function kindOf(product: { categorySlug: string; dosageForm: string | null }): Kind {
  const form = product.dosageForm ?? '';
  if (TEST_SUPPLY_FORMS.has(form)) return 'test-supplies';
  if (DEVICE_FORMS.has(form)) return 'device';
  if (product.categorySlug === 'prescription' && RESPIRATORY_FORMS.has(form)) return 'respiratory';
  if (product.categorySlug === 'diabetes' && form === 'Injection') return 'insulin';
  if (product.categorySlug === 'diabetes' && form === 'Powder') return 'nutrition';
  if (product.categorySlug === 'pain-relief' && TOPICAL_FORMS.has(form)) return 'pain-topical';
  return KIND_BY_CATEGORY[product.categorySlug] ?? 'vitamin';
}

const FORM_WORDS =
  /\s+(tablets?|capsules?|syrup|suspension|gel|cream|ointment|spray|drops|balm|lotion|powder|sachets?|lozenges?|injection|vial)$/i;

/** 'Dolo 650 Tablet' → 'Dolo 650': how people name a product in a review. */
function shortName(name: string): string {
  return name.replace(FORM_WORDS, '');
}

/** A small stable number from a text (FNV-1a), so the same catalogue always gets the same reviews. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Reviews per product by hash bucket: about one product in ten has none yet. */
const REVIEW_COUNTS = [0, 0, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 7, 8, 8, 3, 4] as const;
/** Helpful votes per review by hash bucket: most get none or a few. */
const VOTE_COUNTS = [0, 0, 0, 0, 1, 1, 2, 3, 4, 5] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedReviewProduct {
  id: number;
  name: string;
  categorySlug: string;
  dosageForm: string | null;
  /** The salts, for reviews that name the nutrient ('Cholecalciferol (Vitamin D3) 60000 IU'). */
  activeIngredient: string | null;
}

export interface PlannedReview {
  productId: number;
  reviewer: number;
  rating: number;
  comment: string;
  pros: string[];
  cons: string[];
  wouldRecommend: boolean;
  verifiedPurchase: boolean;
  createdAt: Date;
  /** Indexes of the reviewers who marked it helpful (never its author). */
  voters: number[];
}

/** The reviews the seed writes for these products (pure and deterministic for a given `now`). */
export function planSeedReviews(items: readonly SeedReviewProduct[], now: Date): PlannedReview[] {
  const planned: PlannedReview[] = [];
  for (const product of items) {
    const h = hash(product.name);
    const texts = TEXTS[kindOf(product)].filter((text) => fits(text[5], product));
    const howMany = Math.min(REVIEW_COUNTS[h % REVIEW_COUNTS.length] ?? 0, texts.length);
    const name = shortName(product.name);
    for (let i = 0; i < howMany; i++) {
      const [rating, comment, pros, cons, recommend] = texts[(h + i) % texts.length] as ReviewText;
      const r = hash(`${product.name}#${i}`);
      const reviewer = (h + i) % SEED_REVIEWERS.length;
      const voteCount = VOTE_COUNTS[r % VOTE_COUNTS.length] ?? 0;
      planned.push({
        productId: product.id,
        reviewer,
        rating,
        comment: comment.replaceAll('{n}', name).replaceAll('{nutrient}', nutrientOf(product.activeIngredient) ?? ''),
        pros: [...pros],
        cons: [...cons],
        wouldRecommend: recommend,
        verifiedPurchase: r % 10 < 6,
        // Spread over the last year, at a stable time of day.
        createdAt: new Date(now.getTime() - (2 + (r % 360)) * DAY_MS - (r % 86_400) * 1000),
        voters: Array.from({ length: voteCount }, (_, v) => (reviewer + 1 + v) % SEED_REVIEWERS.length),
      });
    }
  }
  return planned;
}

/** Rows per INSERT: well under PostgreSQL's bind-parameter limit. */
const BATCH_SIZE = 400;

/** Creates the reviewer accounts (or finds them) and answers their ids in SEED_REVIEWERS order. */
async function ensureReviewers(tx: Database, now: Date): Promise<number[]> {
  const emails = SEED_REVIEWERS.map((r) => r.email);
  const created = await tx
    .insert(users)
    .values(SEED_REVIEWERS.map((r) => ({ ...r, passwordHash: '!', emailVerifiedAt: now, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length > 0)
    await tx
      .insert(userSettings)
      .values(created.map((u) => ({ userId: u.id })))
      .onConflictDoNothing();
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return emails.map((email) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`seed reviewer ${email} is missing`);
    return row.id;
  });
}

/**
 * Writes the seed reviews and their helpful votes for every product in the database (called right
 * after the demo catalogue is inserted), then stores each product's real rating and review count.
 */
export async function seedReviews(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const reviewerIds = await ensureReviewers(tx, now);
    const items = await tx
      .select({
        id: products.id,
        name: products.name,
        categorySlug: products.categorySlug,
        dosageForm: products.dosageForm,
        activeIngredient: products.activeIngredient,
      })
      .from(products)
      .orderBy(products.id);
    const planned = planSeedReviews(items, now);

    for (let start = 0; start < planned.length; start += BATCH_SIZE) {
      const batch = planned.slice(start, start + BATCH_SIZE);
      const inserted = await tx
        .insert(reviews)
        .values(
          batch.map((p) => ({
            productId: p.productId,
            userId: reviewerIds[p.reviewer] as number,
            rating: p.rating,
            comment: p.comment,
            pros: p.pros,
            cons: p.cons,
            wouldRecommend: p.wouldRecommend,
            verifiedPurchase: p.verifiedPurchase,
            helpfulCount: p.voters.length,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          })),
        )
        .returning({ id: reviews.id });
      const votes = batch.flatMap((p, i) =>
        p.voters.map((voter) => ({
          reviewId: (inserted[i] as { id: number }).id,
          userId: reviewerIds[voter] as number,
          createdAt: p.createdAt,
        })),
      );
      if (votes.length > 0) await tx.insert(reviewVotes).values(votes);
    }

    // Every product's stored rating and count become the aggregate of its written reviews (0 without any).
    const byProduct = new Map<number, { distribution: RatingDistribution; recommending: number }>();
    for (const p of planned) {
      const entry = byProduct.get(p.productId) ?? { distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, recommending: 0 };
      entry.distribution[String(p.rating) as keyof RatingDistribution] += 1;
      if (p.wouldRecommend) entry.recommending += 1;
      byProduct.set(p.productId, entry);
    }
    const ids = items.map((item) => item.id);
    const aggregates = ids.map((id) => {
      const entry = byProduct.get(id);
      return entry ? reviewStats(entry.distribution, entry.recommending) : { averageRating: 0, totalReviews: 0 };
    });
    await tx.execute(sql`
      update ${products} set rating = v.rating, review_count = v.review_count
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${aggregates.map((a) => a.averageRating).join(',')}}`}::float8[],
                  ${`{${aggregates.map((a) => a.totalReviews).join(',')}}`}::int[]) as v(id, rating, review_count)
      where ${products.id} = v.id`);
    return planned.length;
  });
}
