// The sanctions feature's public surface (docs/decisions/0038): the Settings card, the
// Compliance queue and its count, and what other screens show of a hold or a freeze.
export { useOpenHitCount } from './api';
export { ScreeningBadge } from './screening-badge';
export { MatchesQueue } from './matches-queue';
export { sanctionsRefusal, type SanctionsRefusal } from './refusal';
export { SanctionsListsCard } from './sanctions-lists-card';
export { notifyScreening, ScreeningNotice, screeningMessage } from './screening-notice';
export { SubjectScreeningCard } from './subject-screening-card';
