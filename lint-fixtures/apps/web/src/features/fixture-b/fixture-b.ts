import { paths } from '@/config/paths';

/** A clean feature file: a feature may use the shared layers. */
export const fixtureBHome = paths.home();
