import { fixtureLimit } from '../../lib/fixture-lib.ts';
import { byId } from './fixture-a.repository.ts';

/** A clean service: it uses its own repository and lib. */
export const findFixture = (id: number) => (id > fixtureLimit ? null : byId(id));
