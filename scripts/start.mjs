// Serves the built app: one Node process for the API and the SPA, in production mode.
process.env.NODE_ENV ??= 'production';
await import('../apps/api/dist/server.js');
