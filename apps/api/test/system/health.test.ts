import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

describe('GET /api/health', () => {
  it('answers 503 naming the database when it does not answer', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      await t.database.close();
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'down',
        database: t.database.kind,
        checks: { database: 'down' },
        message: 'The database does not answer.',
      });
    } finally {
      await t.app.close();
    }
  });
});
