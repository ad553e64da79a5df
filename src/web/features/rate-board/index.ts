// The rate board's public surface for other screens: the card of its links on Settings.
export { BoardLinksCard } from './board-links-card';
