// The side panel's public surface, used by the app layout.
export { SidePanel } from './side-panel';
