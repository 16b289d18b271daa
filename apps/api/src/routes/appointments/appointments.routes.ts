import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppointmentListQuerySchema,
  AppointmentListResponseSchema,
  AppointmentParamsSchema,
  AppointmentPaymentResponseSchema,
  AppointmentSchema,
  BookAppointmentBodySchema,
  CancelAppointmentResponseSchema,
  PayAppointmentBodySchema,
  PayAppointmentPhonePeBodySchema,
  RescheduleBodySchema,
} from '@dawa/shared/care/appointments';
import { PhonePeInitiateResponseSchema, RazorpayCheckoutSchema, RazorpayVerifyBodySchema } from '@dawa/shared/commerce/payments';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import type { AuditContext } from '../../modules/audit/audit.service.ts';
import { userOf } from '../../plugins/auth.ts';
import { browserOriginOf } from '../../plugins/public-url.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

/**
 * My Appointments and booking (the spec's calls under /appointments). Only the patient, their doctor
 * and admins see or change an appointment; anyone else's id answers 404.
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appointments, appointmentFlows, userManagement } = app.services;
  requireSignedIn(app, ['appointments']);

  const viewerOf = (request: FastifyRequest) => {
    const { id, role } = userOf(request);
    return { id, role };
  };
  /** A staff member reading someone's appointment is audit-logged; the actor as the database has them now. */
  async function auditOf(request: FastifyRequest): Promise<AuditContext | null> {
    const { id, role } = userOf(request);
    if (role === 'user') return null;
    const actor = await userManagement.staffActor(id);
    return actor ? { actor, requestId: request.id, ip: request.ip } : null;
  }

  const list = (request: FastifyRequest, tab: 'upcoming' | 'past' | 'cancelled' | undefined, page: number | undefined) =>
    appointments.list(userOf(request).id, tab, page);

  app.get(
    '/appointments',
    {
      schema: {
        summary: 'My appointments: one tab (upcoming soonest first; past and cancelled newest first) or all, 20 a page',
        querystring: AppointmentListQuerySchema,
        response: { 200: AppointmentListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => list(request, request.query.tab, request.query.page),
  );
  app.get(
    '/appointments/upcoming/list',
    {
      schema: {
        summary: "My upcoming appointments (the spec's call; the same as ?tab=upcoming)",
        response: { 200: AppointmentListResponseSchema },
      },
    },
    (request) => list(request, 'upcoming', 1),
  );
  app.post(
    '/appointments',
    {
      schema: {
        summary:
          'Book a slot: a clinic visit is scheduled at once; an online consultation holds its slot 10 minutes for the fee (POST /appointments/{id}/pay)',
        body: BookAppointmentBodySchema,
        response: { 201: AppointmentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const booked = await appointmentFlows.book(userOf(request).id, { ...body, appointmentType: body.appointmentType ?? 'consultation' });
      return reply.status(201).send(booked);
    },
  );
  app.get(
    '/appointments/:id',
    {
      schema: {
        summary: 'One appointment (its patient, its doctor or an admin)',
        params: AppointmentParamsSchema,
        response: { 200: AppointmentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => appointments.get(request.params.id, viewerOf(request), await auditOf(request)),
  );
  app.delete(
    '/appointments/:id',
    {
      schema: {
        summary: 'Cancel (the spec cancels with a delete call); a paid online fee is refunded when at least 4 hours before the start',
        params: AppointmentParamsSchema,
        response: { 200: CancelAppointmentResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => appointmentFlows.cancel(request.params.id, viewerOf(request)),
  );
  app.put(
    '/appointments/:id/reschedule',
    {
      schema: {
        summary: 'Move to a free slot of the next 7 days from tomorrow (clinic date and HH:MM time)',
        params: AppointmentParamsSchema,
        body: RescheduleBodySchema,
        response: { 200: AppointmentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => appointmentFlows.reschedule(request.params.id, viewerOf(request), request.body),
  );
  app.post(
    '/appointments/:id/pay',
    {
      schema: {
        summary:
          "Pay an online consultation's fee by card, UPI or net banking: answers Razorpay Checkout's options (no card data is ever sent here; decision 050)",
        params: AppointmentParamsSchema,
        body: PayAppointmentBodySchema,
        response: { 200: RazorpayCheckoutSchema, ...errorResponses(400, 404, 409), 402: ErrorBodySchema },
      },
    },
    (request) => appointmentFlows.pay(request.params.id, userOf(request).id, request.body),
  );
  app.post(
    '/appointments/:id/pay/verify',
    {
      schema: {
        summary: "Checkout's result for the fee: its signature is checked, then Razorpay is asked (and the payment captured)",
        params: AppointmentParamsSchema,
        body: RazorpayVerifyBodySchema,
        response: { 200: AppointmentPaymentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => appointmentFlows.confirmPayment(request.params.id, userOf(request).id, request.body),
  );
  app.post(
    '/appointments/:id/pay/phonepe',
    {
      schema: {
        summary:
          "Pay an online consultation's fee through PhonePe: answers the pay page URL; PhonePe returns the patient to /appointments?payment={id}",
        params: AppointmentParamsSchema,
        body: PayAppointmentPhonePeBodySchema,
        response: { 200: PhonePeInitiateResponseSchema, ...errorResponses(400, 404, 409), 402: ErrorBodySchema },
      },
    },
    (request) => appointmentFlows.payWithPhonePe(request.params.id, userOf(request).id, request.body, browserOriginOf(request)),
  );
  app.get(
    '/appointments/:id/payment',
    {
      schema: {
        summary: "The fee's standing (asks the gateway while a charge is open; confirms the appointment once paid)",
        params: AppointmentParamsSchema,
        response: { 200: AppointmentPaymentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => appointmentFlows.paymentStatus(request.params.id, userOf(request).id),
  );
};
