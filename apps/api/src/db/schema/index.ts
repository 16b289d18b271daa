export * from './catalog.ts';
export * from './accounts.ts';
