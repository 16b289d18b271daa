export * from './catalog.ts';
export * from './accounts.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './audit.ts';
export * from './care.ts';
export * from './system.ts';
export * from './documents.ts';
