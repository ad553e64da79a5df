// The one-time move of an earlier version's embedded database (PGlite, in DATA_DIR itself) into
// the embedded PostgreSQL cluster (docs/decisions/0045, 0046).
export {
  ConversionError,
  convertPgliteFolder,
  type ConversionReport,
} from './convert-pglite-folder';
export { movePgliteFilesAside, pgliteFilesIn } from './pglite-files';
