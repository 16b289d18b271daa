import { AdminSystemSettingsSchema, AdminUpdateSettingsBodySchema } from '@dawa/shared/system/settings';
import { SITE_LOCK_COOKIE, unlockCookieOptions } from '../../modules/site-lock/site-lock.service.ts';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** System Settings under /api/admin/settings (admins only). */
export const adminSettingsRoutes = staffRoutes(['admin'], async (app) => {
  const { systemSettings, siteLock } = app.services;

  app.get(
    '/settings',
    {
      schema: { summary: 'The settings in force (the site-lock password is never answered)', response: { 200: AdminSystemSettingsSchema } },
    },
    () => systemSettings.forAdmin(),
  );
  app.put(
    '/settings',
    {
      schema: {
        summary: 'Change settings (absent ones stay); applied at once, audited',
        body: AdminUpdateSettingsBodySchema,
        response: { 200: AdminSystemSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const settings = await systemSettings.update(staffOf(request), request.body);
      // The admin who turns the lock on (or changes its password) keeps working: their browser gets
      // the unlock cookie of the new password with this answer (decision 021).
      if (settings.siteLockEnabled && !(await siteLock.isUnlocked(request.cookies[SITE_LOCK_COOKIE]))) {
        void reply.setCookie(SITE_LOCK_COOKIE, await siteLock.issueCookie(), unlockCookieOptions(request.protocol === 'https'));
      }
      return settings;
    },
  );
});
