/** A clean lib file: lib is infrastructure every API layer may use. */
export const fixtureLimit = 10;
