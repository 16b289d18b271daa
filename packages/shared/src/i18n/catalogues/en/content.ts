// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * The help and policy pages (FAQ, shipping, returns; the headings of privacy, terms and legal), the
 * blog's chrome and the deals page. Figures come in as parameters from shared/content/policies.ts
 * and commerce/delivery-zones.ts; `{link}`-style placeholders are links the page puts in.
 */
const content = {
  'page.home': 'Home',
  'page.updated': 'Last updated {date}',
  'page.onThisPage': 'On this page',
  'page.loading': 'Loading...',
  'page.englishOnly': 'This legal text is in English.',
  'link.orders': 'My Account > Orders',
  'link.settings': 'My Account > Settings',
  'link.uploadRx': 'Upload Prescription',
  'link.deals': 'Deals',
  'link.privacy': 'Privacy Policy',
  'link.returns': 'Returns policy',
  hoursOfDelivery: '{hours} hours of delivery',
  daysOfDelivery: '{days} days of delivery',
  'delivery.charges': 'Delivery costs {charge} for orders up to {threshold} and is free for orders above {threshold}.',
  'delivery.counting': 'The order value is the total of your items before any promo code discount: a promo code never adds a delivery charge.',
  'delivery.pinCheck':
    'Enter your PIN code in the cart, or choose your address at checkout, to see the delivery estimate for it. We do not deliver to the Andaman and Nicobar Islands, Lakshadweep and Army Post Office (APO) addresses yet; the checkout does not accept their PIN codes.',
  'delivery.summary': 'Delivery across India in {days}; {charge} up to {threshold}, free above.',
  'faq.title': 'Frequently Asked Questions',
  'faq.meta': 'Answers about delivery, prescriptions, payments, returns, your data and the AI assistant at Dawa.',
  'faq.breadcrumb': 'FAQ',
  'faq.contact': "Can't find your answer? Write to {email} or call {phone}.",
  'faq.group.orders': 'Orders and delivery',
  'faq.group.prescriptions': 'Prescriptions',
  'faq.group.payments': 'Payments and offers',
  'faq.group.returns': 'Returns and refunds',
  'faq.group.account': 'Account, privacy and the AI assistant',
  'faq.deliveryTime.q': 'How long does delivery take?',
  'faq.deliveryTime.a': '{zones}. {pinCheck}',
  'faq.deliveryCost.q': 'How much is delivery?',
  'faq.track.q': 'How do I track my order?',
  'faq.track.a': 'Sign in and open {link}. Each order shows its status and a tracking timeline.',
  'faq.cancel.q': 'Can I cancel an order?',
  'faq.cancel.a': 'Yes, from My Account > Orders, until the order has shipped. If you had paid online, the refund reaches you within {refundTime}.',
  'faq.rxWhich.q': 'Which medicines need a prescription?',
  'faq.rxWhich.a':
    'Medicines in Schedules H and H1 of the Drugs Rules (for example antibiotics, many blood pressure and diabetes medicines) are marked "Prescription required" on their page. They can only be ordered with a valid prescription from a registered medical practitioner.',
  'faq.rxSend.q': 'How do I send my prescription?',
  'faq.rxSend.a':
    "Attach a photo or PDF at checkout, or upload it first on the {link} page (JPG, PNG or PDF). It must show the doctor's name and registration number, your name, the date, the medicines and the doctor's signature. Our pharmacist checks it before we pack your order.",
  'faq.rxWho.q': 'Who can see my prescriptions and health reports?',
  'faq.rxWho.a':
    'Only you, and the Dawa pharmacists, doctors and administrators who need them to serve you. They are never in a public folder and are served only to a signed-in person allowed to see them.',
  'faq.pay.q': 'How can I pay?',
  'faq.pay.a':
    'PhonePe, UPI, debit or credit card, net banking, or cash on delivery. Prices are in Indian rupees and include all taxes. Your order counts as paid only when the payment provider confirms it.',
  'faq.card.q': 'Do you store my card number?',
  'faq.card.a': 'No. We keep only the last 4 digits to show you which card you used; the full number and CVV are never stored or logged.',
  'faq.promo.q': 'How do I use a promo code?',
  'faq.promo.a': 'Copy a code from the {link} page and enter it in your cart. One code per order; each code says which products it applies to and until when.',
  'faq.return.q': 'Can I return a product?',
  'faq.return.a':
    'Unopened over-the-counter products can be returned within {days} days of delivery. Prescription medicines cannot be returned, unless they arrive damaged, wrong or expired.',
  'faq.damaged.q': 'What if something arrives damaged?',
  'faq.damaged.a': 'Tell us within {hours} hours of delivery with a photo and your order number; we replace it or refund it in full.',
  'faq.refund.q': 'When will I get my refund?',
  'faq.refund.a': 'Within {refundTime} of approval, to the way you paid.',
  'faq.data.q': 'How do I download or delete my data?',
  'faq.data.a':
    'Under {settings}: "Download my data" saves everything we hold about you as my-data.json; "Delete Account" removes your profile, addresses and health information. Details are in the {privacy}.',
  'faq.ai.q': 'Is the AI assistant a doctor?',
  'faq.ai.a':
    'No. The AI assistant and symptom checker give general information only, not a diagnosis or a prescription. Always consult a doctor, and in an emergency call 112 or 108 at once.',
  'faq.newsletter.q': 'How do I stop the newsletter?',
  'faq.newsletter.a': 'Every newsletter e-mail has an unsubscribe link at the bottom; one click stops all newsletter e-mails.',
  'shipping.title': 'Shipping Policy',
  'shipping.intro': 'How and when we deliver your medicines and health products, and what it costs.',
  'shipping.times': 'Delivery times',
  'shipping.timesLead': 'Delivery takes, after your order is confirmed:',
  'shipping.businessDays': 'Business days are Monday to Saturday, except national and state public holidays. The festive season can add a day or two.',
  'shipping.charges': 'Delivery charges',
  'shipping.noFees': 'Your cart and the checkout show the delivery charge before you pay; there are no other fees. All prices include taxes.',
  'shipping.rx': 'Orders with prescription medicines',
  'shipping.rxText':
    'Medicines marked "Prescription required" can only be ordered with a valid prescription from a registered medical practitioner, attached at checkout or uploaded on the {link} page. Our pharmacist checks it before the order is packed; the delivery time starts once it is approved. If we cannot accept a prescription we call or e-mail you, and any amount paid for those items is refunded.',
  'shipping.tracking': 'Tracking your order',
  'shipping.trackingText': 'Signed-in customers can follow each order under {link}: Order Placed, Confirmed, Shipped, Out for Delivery and Delivered.',
  'shipping.receiving': 'When your parcel arrives',
  'shipping.check':
    'Check that the parcel is sealed and that the medicines, strengths and quantities match your invoice. For cash on delivery, keep the exact amount ready.',
  'shipping.problem':
    'If anything is damaged, missing, wrong or past its expiry date, tell us within {within} with your order number and a photo, and we will replace it or refund you. See the {link}.',
  'shipping.contact': 'Questions about a delivery',
  'shipping.contactText': 'Write to {email} or call {phone} with your order number.',
  'returns.title': 'Returns & Refunds',
  'returns.meta':
    'Return unopened over-the-counter products within {days} days; prescription medicines cannot be returned; report damaged items within {hours} hours; refunds in {refundTime}.',
  'returns.intro': 'We want every order to arrive right. When it does not, here is how we put it right.',
  'returns.otc': 'Over-the-counter products: {days}-day returns',
  'returns.otcText': 'You can return over-the-counter (OTC) medicines and health products within {within} if they are:',
  'returns.otc1': 'unopened, with the seal intact and in the original packaging;',
  'returns.otc2': 'unused and not damaged after delivery;',
  'returns.otc3': 'sent back with the invoice or order number.',
  'returns.rx': 'Prescription medicines cannot be returned',
  'returns.rxText':
    'For your safety and as pharmacy rules require, prescription medicines cannot be returned or exchanged once delivered: we cannot be sure how they were stored, so they can never be sold again. The only exception is a problem on our side, described below.',
  'returns.damaged': 'Damaged, wrong or expired items',
  'returns.damagedText':
    'If an item arrives damaged, leaking, tampered with, past its expiry date or is not what you ordered, report it within {within}, with a photo of the item and the packaging. This applies to every product, including prescription medicines. We replace the item at no cost or refund it in full, including the delivery charge.',
  'returns.how': 'How to return an item',
  'returns.how1': 'Write to {email} or call {phone} with your order number, the item and the reason.',
  'returns.how2': 'We confirm within one business day and arrange a pickup from your delivery address; you do not pay for the return.',
  'returns.how3': 'Once the item reaches us and passes a quick check, we start the refund.',
  'returns.refunds': 'Refunds',
  'returns.refundsText':
    'Refunds reach you within {refundTime} of approval, to the way you paid: card, UPI, net banking or PhonePe. For cash on delivery orders we refund to a bank account or UPI ID you give us.',
  'returns.cancelled': 'Orders cancelled before they ship are refunded in the same way. You can cancel an order yourself under {link} until it is shipped.',
  'privacy.title': 'Privacy Policy',
  'privacy.meta':
    'What personal and health data Dawa keeps, how it is used and protected, the one cookie we set, and how to download or delete your data.',
  'terms.title': 'Terms of Service',
  'terms.meta':
    "Dawa's terms: prescriptions for prescription drugs, AI information only, INR prices including taxes, delivery, returns and refunds, Indian law.",
  'legal.title': 'Legal Information',
  'legal.meta':
    'Company and licence details of the Dawa online pharmacy, its Grievance Officer, the Indian laws it operates under and its disclaimers.',
  'blog.title': 'Health Blog',
  'blog.meta': "Practical health articles for Indian families from Dawa's pharmacists and doctors.",
  'blog.intro':
    "Practical advice for Indian homes, written and reviewed by our pharmacists and doctors. It is general information, not a substitute for your own doctor's advice.",
  'blog.loading': 'Loading articles...',
  'blog.failed': 'Failed to load articles. Please try again.',
  'blog.byline': 'By {author} · {date} · {minutes} min read',
  'blog.loadingArticle': 'Loading article...',
  'blog.articleFailed': 'Failed to load the article. Please try again.',
  'blog.breadcrumb': 'Blog',
  'blog.author': 'By {author}, {role}',
  'blog.published': 'Published {date} · {minutes} min read',
  'blog.sources': 'Sources',
  'blog.disclaimer':
    'This article is general health information and does not replace a consultation with your doctor. In an emergency call 112 (or 108 for an ambulance).',
  'blog.all': '← All articles',
  'deals.title': 'Deals',
  'deals.meta': 'Current offers and promo codes on medicines and health products at Dawa.',
  'deals.intro': 'Copy a code and enter it in your cart to get the discount. One code per order.',
  'deals.loading': 'Loading deals...',
  'deals.failed': 'Failed to load deals. Please try again.',
  'deals.none': 'There are no deals right now. Please check back soon.',
  'deal.appliesTo': 'Applies to {scope}.',
  'deal.validTill': 'Valid till {date}',
  'deal.noEnd': 'No end date',
  'deal.code': 'Code:',
  'deal.shopNow': 'Shop Now',
  'deal.shopNowLabel': 'Shop Now: {scope}',
  'copy.copy': 'Copy',
  'copy.copied': 'Copied!',
  'copy.label': '{action} code {code}',
  'copy.done': 'Code {code} copied.',
  'copy.failed': 'Could not copy. Select the code {code} and copy it yourself.',
} as const satisfies Catalogue;

export default content;

declare module '../../namespaces.ts' {
  interface Namespaces {
    content: typeof content;
  }
}
