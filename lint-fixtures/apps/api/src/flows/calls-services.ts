// Clean: a flow spans modules through their services.
import { findFixture } from '../modules/fixture-a/fixture-a.service.ts';
import { findThroughA } from '../modules/fixture-b/fixture-b.service.ts';

export const both = (id: number) => [findFixture(id), findThroughA(id)];
