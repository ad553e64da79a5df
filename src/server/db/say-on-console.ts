// What a start says while it prepares the database (initdb, a conversion, migrations), on
// standard output as the build's messages are, before the server's logger exists.
export function sayOnConsole(line: string): void {
  process.stdout.write(`${line}\n`);
}
