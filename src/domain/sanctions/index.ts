// Sanctions screening's shared rules (issue 27): the lists' common shape, name normalisation,
// similarity and the in-memory matcher the server holds for the lists in force.
export * from './list-entry';
export { createMatcher, type SanctionsMatcher } from './matcher';
export { normaliseName, subjectFingerprint } from './normalise';
export { nameSimilarity, tokenSimilarity, tokenSortSimilarity } from './similarity';
