import type { TrackingEventName } from '@dawa/shared/commerce/rules';
import BadgeIndianRupee from 'lucide-react/icons/badge-indian-rupee';
import Ban from 'lucide-react/icons/ban';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CreditCard from 'lucide-react/icons/credit-card';
import FileCheck from 'lucide-react/icons/file-check';
import FileSearch from 'lucide-react/icons/file-search';
import FileX from 'lucide-react/icons/file-x';
import MapPin from 'lucide-react/icons/map-pin';
import Package from 'lucide-react/icons/package';
import PackageCheck from 'lucide-react/icons/package-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Truck from 'lucide-react/icons/truck';
import Undo2 from 'lucide-react/icons/undo-2';
import Warehouse from 'lucide-react/icons/warehouse';
import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

/** Each tracking event has its own icon (account spec section 4). */
const EVENT_ICONS: Record<TrackingEventName, { icon: Icon; tone: string }> = {
  'Order Placed': { icon: ClipboardList, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' },
  'Order Confirmed': { icon: CircleCheck, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100' },
  'Payment Received': { icon: BadgeIndianRupee, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
  'Payment Failed': { icon: CreditCard, tone: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
  'Payment Retried': { icon: RefreshCw, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100' },
  'Payment Refunded': { icon: Undo2, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
  'Awaiting Prescription Verification': { icon: FileSearch, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100' },
  'Prescription Approved': { icon: FileCheck, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
  'Prescription Rejected': { icon: FileX, tone: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
  Packed: { icon: Package, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100' },
  Shipped: { icon: Truck, tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100' },
  'Arrived at Facility': { icon: Warehouse, tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100' },
  'Out for Delivery': { icon: MapPin, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100' },
  Delivered: { icon: PackageCheck, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
  Cancelled: { icon: Ban, tone: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
  Refunded: { icon: Undo2, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
};

const FALLBACK = { icon: Circle, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' };

/** The round icon of a tracking event, by its name. */
export function EventIcon({ status }: { status: string }) {
  const { icon: Icon, tone } = (EVENT_ICONS as Partial<Record<string, { icon: Icon; tone: string }>>)[status] ?? FALLBACK;
  return (
    <span data-event-icon={status} className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
