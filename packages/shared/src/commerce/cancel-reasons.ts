import { z } from 'zod';
import { text } from '../http/primitives.ts';

/**
 * Why a customer cancels an order: a short list and 'Other' with their own words. Stored as the code
 * (and the typed words for 'other') so it can be shown, counted and later translated; every text of
 * the cancel dialog lives here.
 */
export const CANCEL_REASON_CODES = [
  'changed_mind',
  'ordered_by_mistake',
  'found_cheaper',
  'delivery_too_slow',
  'wrong_address_or_items',
  'other',
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

export const CANCEL_REASON_LABELS: Record<CancelReasonCode, string> = {
  changed_mind: 'I changed my mind',
  ordered_by_mistake: 'I ordered by mistake',
  found_cheaper: 'I found it cheaper elsewhere',
  delivery_too_slow: 'Delivery takes too long',
  wrong_address_or_items: 'I need to change the address or the items',
  other: 'Other',
};

export const CANCEL_REASON_TEXTS = {
  legend: 'Why are you cancelling?',
  otherLabel: 'Your reason',
  chooseReason: 'Please choose a reason for cancelling.',
  otherRequired: 'Please tell us why you are cancelling (at least 3 characters).',
  otherTooLong: 'Your reason can have at most 300 characters.',
  shownLabel: 'Cancellation reason',
  notDelivered: 'Not delivered: the order was cancelled',
} as const;

export const CANCEL_NOTE_MAX = 300;

/** PATCH /api/orders/{id}/cancel: a reason from the list; 'other' needs the customer's words (3-300 characters). */
export const CancelOrderBodySchema = z
  .object(
    {
      reason: z.enum(CANCEL_REASON_CODES, { message: CANCEL_REASON_TEXTS.chooseReason }),
      note: text('note').trim().max(CANCEL_NOTE_MAX, CANCEL_REASON_TEXTS.otherTooLong).optional(),
    },
    { error: CANCEL_REASON_TEXTS.chooseReason },
  )
  .strict()
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && (body.note ?? '').length < 3)
      ctx.addIssue({ code: 'custom', path: ['note'], message: CANCEL_REASON_TEXTS.otherRequired });
  });
export type CancelOrderBody = z.input<typeof CancelOrderBodySchema>;

/** A stored reason as answered to the customer: the code, and the typed words for 'other'. */
export const CancelReasonSchema = z.object({ code: z.enum(CANCEL_REASON_CODES), note: z.string().nullable() });
export type CancelReason = z.infer<typeof CancelReasonSchema>;

/** 'I changed my mind', or the customer's own words for 'other'. */
export const cancelReasonText = (reason: CancelReason): string =>
  reason.code === 'other' && reason.note ? reason.note : CANCEL_REASON_LABELS[reason.code];

/** The reason of a stored order (columns cancel_reason, cancel_reason_note), or null. */
export function storedCancelReason(code: string | null, note: string | null): CancelReason | null {
  const parsed = CancelReasonSchema.safeParse({ code, note });
  return parsed.success ? parsed.data : null;
}
