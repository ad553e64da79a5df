// Command palette: the palette that finds screens, customers and actions, and the single-key
// shortcuts (issue 28).

// The command palette feature's public surface: the palette and the single-key shortcuts,
// mounted once by the layout (issue 28).
export { KeyboardCommands } from './keyboard-commands';
