// Sanctions: the lists in force, screening results, the review of possible matches and the holds
// they put on a customer or an exchange (docs/decisions/0038).

// The sanctions feature's public surface (docs/decisions/0038): the Settings card, the
// Compliance queue and its count, and what other screens show of a hold or a freeze.
export { useOpenHitCount } from './api';
export { ScreeningBadge } from './screening-badge';
export { MatchesQueue } from './matches-queue';
export { sanctionsRefusal, type SanctionsRefusal } from './refusal';
export { SanctionsListsCard } from './sanctions-lists-card';
export { notifyScreening, ScreeningNotice, screeningMessage } from './screening-notice';
export { SubjectScreeningCard } from './subject-screening-card';
