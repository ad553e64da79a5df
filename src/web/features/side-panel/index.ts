// Side panel: the customer lookup beside every screen, with shortcuts to an exchange.

// The side panel's public surface, used by the app layout.
export { SidePanel } from './side-panel';
