// A restore that would not go where it was asked (a folder or database that is not empty, a
// file that is no backup, a backup of the other kind of database): nothing was changed.
export class RestoreRefusedError extends Error {}
