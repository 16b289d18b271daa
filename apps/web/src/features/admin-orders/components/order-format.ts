/** 'out_for_delivery' → 'Out for delivery', 'cod' → 'Cash on delivery': the staff screens' one way of writing codes. */
export { staffLabel as humanise } from '@/lib/staff/staff-format';
