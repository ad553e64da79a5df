// Rate board: the public board of rates, its printed sheet, and the links a manager makes and
// revokes.

// The rate board's public surface for other screens: the card of its links on Settings.
export { BoardLinksCard } from './board-links-card';
