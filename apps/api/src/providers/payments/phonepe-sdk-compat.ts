import { createRequire } from 'node:module';

/**
 * pg-sdk-node 2.0.2 asks for class-transformer ^0.4.0 and calls its plainToClass; npm resolves that
 * to 0.4.1, the one release that renamed plainToClass to plainToInstance (0.5 brought the old name
 * back). Without this every SDK call fails with 'plainToClass is not a function'. The alias is the
 * same function under its old name, added only where it is missing, to the very module object the
 * SDK requires. Remove it once package.json overrides class-transformer to 0.5.1 (decision 049).
 */
const classTransformer = createRequire(import.meta.url)('class-transformer') as Record<string, unknown>;
if (typeof classTransformer.plainToClass !== 'function' && typeof classTransformer.plainToInstance === 'function') {
  classTransformer.plainToClass = classTransformer.plainToInstance;
}
