import { findFixture } from '../fixture-a/fixture-a.service.ts';

/** A clean service: another module's service is its published surface. */
export const findThroughA = (id: number) => findFixture(id);
