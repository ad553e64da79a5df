import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// FINTRAC's Report Ingest API (modules/compliance/fintrac/report-ingest-api.json: its
// swaggerExternal.yaml as JSON, see the README beside it), compiled to check our documents
// against FINTRAC's own schemas in tests and in the fake of its API.
// Two flaws of the published file are mended as FINTRAC's validator evidently reads it:
// - its date and amount patterns escape their backslashes twice ("[\\\\-\\\\+]"), so as
//   written no date with an offset and no decimal amount would match;
// - ProvinceStateCode lists Canada's and the US's codes as overlapping `oneOf` choices, which
//   a strict validator refuses for a code in both; read as `anyOf`.

type Json = unknown;

function mended(node: Json): Json {
  if (Array.isArray(node)) return node.map(mended);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string') out[key] = value.replace(/\\\\/g, '\\');
    else if (key === 'oneOf') out.anyOf = mended(value);
    else out[key] = mended(value);
  }
  return out;
}

let ajv: Ajv | null = null;

/** A validator of one of FINTRAC's report schemas (LCTRReport, LVCTRReport, STRReport…). */
export function fintracSchema(name: string): ValidateFunction {
  if (!ajv) {
    const spec = JSON.parse(
      readFileSync(
        new URL('../modules/compliance/fintrac/report-ingest-api.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, Json>;
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'fintrac', ...(mended(spec) as object) });
  }
  const validate = ajv.getSchema(`fintrac#/components/schemas/${name}`);
  if (!validate) throw new Error(`FINTRAC's API has no schema ${name}`);
  return validate;
}
