// Test databases are created next to the one TEST_DATABASE_URL names.
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function adminUrl(url: string): string {
  return url;
}
