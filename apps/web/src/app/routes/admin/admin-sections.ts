import { lazy } from 'react';
import type { AdminSection } from '@/features/admin/utils/sections';

/**
 * The dashboard's sections: one entry each (id, menu label, roles, component loaded on first open).
 * The menu follows the spec's order (features/admin/utils/sections.ts SECTION_ORDER) whatever the
 * order here. A section appears only once it is built: no placeholders.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'products',
    label: 'Product Management',
    roles: ['admin'],
    component: lazy(() =>
      import('@/features/admin-products/components/product-management-section').then((m) => ({ default: m.ProductManagementSection })),
    ),
  },
  {
    id: 'salt-reviews',
    label: 'Salts to Review',
    roles: ['admin', 'pharmacist'],
    component: lazy(() => import('@/features/admin-salt-reviews/components/salt-reviews-section').then((m) => ({ default: m.SaltReviewsSection }))),
  },
  {
    id: 'users',
    label: 'User Management',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin/components/users-section').then((m) => ({ default: m.UsersSection }))),
  },
  {
    id: 'doctors',
    label: 'Doctor Management',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-doctors/components/doctors-section').then((m) => ({ default: m.DoctorsSection }))),
  },
  {
    id: 'orders',
    label: 'Orders/Prescriptions',
    roles: ['admin', 'pharmacist'],
    component: lazy(() => import('@/features/admin-orders/components/orders-section').then((m) => ({ default: m.OrdersSection }))),
  },
  {
    id: 'payments',
    label: 'Payments',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-payments/components/payments-section').then((m) => ({ default: m.PaymentsSection }))),
  },
  {
    id: 'prescriptions',
    label: 'Prescription Queue',
    roles: ['admin', 'pharmacist'],
    component: lazy(() =>
      import('@/features/admin-prescriptions/components/prescriptions-section').then((m) => ({ default: m.PrescriptionsSection })),
    ),
  },
  {
    id: 'appointments',
    label: 'Appointments',
    roles: ['admin'],
    component: lazy(() =>
      import('@/features/admin-appointments/components/appointments-section').then((m) => ({ default: m.AppointmentsSection })),
    ),
  },
  {
    id: 'stock',
    label: 'Stock Receiving',
    roles: ['admin', 'pharmacist'],
    component: lazy(() => import('@/features/admin-stock/components/stock-receiving-section').then((m) => ({ default: m.StockReceivingSection }))),
  },
  {
    id: 'support',
    label: 'Support Inbox',
    roles: ['admin', 'pharmacist'],
    component: lazy(() => import('@/features/admin-support/components/support-inbox-section').then((m) => ({ default: m.SupportInboxSection }))),
  },
  {
    id: 'settings',
    label: 'System Settings',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-settings/components/settings-section').then((m) => ({ default: m.SettingsSection }))),
  },
  {
    id: 'content',
    label: 'Site Content',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-content/components/site-content-section').then((m) => ({ default: m.SiteContentSection }))),
  },
  {
    id: 'documents',
    label: 'Uploaded Documents',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-documents/components/documents-section').then((m) => ({ default: m.DocumentsSection }))),
  },
  {
    id: 'analytics',
    label: 'Analytics & Reports',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin-analytics/components/analytics-section').then((m) => ({ default: m.AnalyticsSection }))),
  },
  {
    id: 'overview',
    label: 'All Dashboards',
    roles: ['admin', 'pharmacist'],
    component: lazy(() => import('@/features/admin-analytics/components/overview-section').then((m) => ({ default: m.OverviewSection }))),
  },
  {
    id: 'schedule',
    label: 'My Schedule',
    roles: ['doctor'],
    component: lazy(() => import('@/features/doctor-schedule/components/schedule-section').then((m) => ({ default: m.ScheduleSection }))),
  },
  {
    id: 'audit-log',
    label: 'Audit Log',
    roles: ['admin'],
    component: lazy(() => import('@/features/admin/components/audit-log-section').then((m) => ({ default: m.AuditLogSection }))),
  },
];
