import { fileURLToPath } from 'node:url';

// The committed migrations, beside this module in the sources and beside the built server
// (dist/server/migrations, copied there by the build).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
