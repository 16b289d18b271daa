// TEMPORARY aggregation by the lead so the API can be exercised; helper-1 replaces this file.
import type { SeedProduct } from '../types.ts';
import { antacids } from './antacids.ts';
import { coldFlu } from './cold-flu.ts';
import { diabetes } from './diabetes.ts';
import { painRelief } from './pain-relief.ts';
import { vitaminsSupplements } from './vitamins-supplements.ts';

export const seedCatalogue: SeedProduct[] = [...painRelief, ...antacids, ...coldFlu, ...diabetes, ...vitaminsSupplements];
