import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_FILE_NAME, DataExportSchema } from '@dawa/shared/account/data-export';
import { SettingsSchema, UpdateSettingsBodySchema } from '@dawa/shared/account/settings';
import { ChangePasswordBodySchema, DeleteAccountBodySchema, MessageResponseSchema } from '@dawa/shared/auth/schemas';
import {
  ConfirmTwoFactorBodySchema,
  DisableTwoFactorBodySchema,
  TwoFactorEnabledResponseSchema,
  TwoFactorSetupResponseSchema,
} from '@dawa/shared/auth/two-factor';
import { userOf } from '../../plugins/auth.ts';
import { clearRefreshCookie } from '../auth/refresh-cookie.ts';
import { errorResponses, requireSignedIn, type AccountRouteOptions } from '../auth/route-options.ts';

/** The caller's settings, password change, account deletion and data download under /api/settings. */
export const settingsRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { perIp, secureCookies }) => {
  const { settings, twoFactor } = app.services;
  requireSignedIn(app, ['settings']);

  app.get('/settings', { schema: { summary: 'My settings', response: { 200: SettingsSchema } } }, (request) =>
    settings.getSettings(userOf(request).id),
  );
  app.put(
    '/settings',
    {
      schema: {
        summary: 'Save any of my settings; answers all of them',
        body: UpdateSettingsBodySchema,
        response: { 200: SettingsSchema, ...errorResponses(400) },
      },
    },
    (request) => settings.updateSettings(userOf(request).id, request.body),
  );
  app.post(
    '/settings/change-password',
    {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Change my password (other sessions end)',
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => {
      const user = userOf(request);
      return settings.changePassword(user.id, user.sessionId, request.body.currentPassword, request.body.newPassword, request.ip);
    },
  );
  app.post(
    '/settings/delete-account',
    {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Delete my account and personal data',
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await settings.deleteAccount(userOf(request).id, request.body.password, request.ip);
      clearRefreshCookie(reply, secureCookies);
      return result;
    },
  );
  app.get(
    '/settings/download-data',
    {
      schema: {
        summary: `Everything stored about me, as ${DATA_EXPORT_FILE_NAME}`,
        response: { 200: DataExportSchema },
      },
    },
    async (request, reply) => {
      void reply.header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`);
      return settings.exportData(userOf(request).id);
    },
  );
  app.post(
    '/settings/two-factor/setup',
    {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Start two-factor enrolment: a new authenticator secret as a QR code and a manual key (off until confirmed)',
        response: { 200: TwoFactorSetupResponseSchema, ...errorResponses(409, 429) },
      },
    },
    (request) => twoFactor.setup(userOf(request).id),
  );
  app.post(
    '/settings/two-factor/confirm',
    {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Confirm the authenticator with a current code; turns two-factor sign-in on and answers the recovery codes once',
        body: ConfirmTwoFactorBodySchema,
        response: { 200: TwoFactorEnabledResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => {
      const user = userOf(request);
      return twoFactor.confirm(user.id, user.sessionId, request.body.code);
    },
  );
  app.post(
    '/settings/two-factor/disable',
    {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Turn two-factor sign-in off with the password or a current code',
        body: DisableTwoFactorBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => twoFactor.disable(userOf(request).id, request.body, request.ip),
  );
};
