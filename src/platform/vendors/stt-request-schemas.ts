import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';

interface VendorDocument {
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; enum?: string[] }>;
  };
}

const document = JSON.parse(
  readFileSync(new URL('./stt-vendor-openapi.json', import.meta.url), 'utf8'),
) as VendorDocument;
const schemas = document.components.schemas;

/** The languages the STT vendor transcribes (its DetectionCodeLanguageEnum, sic "jp", "mymr"). */
export const STT_LANGUAGES: readonly string[] = schemas.DetectionCodeLanguageEnum?.enum ?? [];
/** The languages it translates into (TranslationCodeLanguageEnum). */
export const STT_TRANSLATION_LANGUAGES: readonly string[] =
  schemas.TranslationCodeLanguageEnum?.enum ?? [];

/** The names of the pre-recorded request's fields. */
export const PRE_RECORDED_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(schemas.InitTranscriptionRequest?.properties ?? {}),
);

/** One request body checked against the vendor's schema: the problems, in words (none: valid). */
export type RequestCheck = (body: Record<string, unknown>) => string[];

/**
 * The STT vendor's own request schemas (the OpenAPI document /docs is built from), compiled
 * once: `InitTranscriptionRequest` (pre-recorded jobs) and `StreamingRequest` (live sessions).
 * One drift of the document is mended: `audio_to_llm_config.prompts` lists arrays, where the
 * vendor's example, its guides and its API take strings.
 */
function compile(): { preRecorded: RequestCheck; live: RequestCheck } {
  const components = structuredClone(document.components) as {
    schemas: Record<string, { properties: Record<string, Record<string, unknown>> }>;
  };
  const prompts = components.schemas.AudioToLlmListConfigDTO?.properties.prompts;
  if (prompts) prompts.items = { type: 'string', minLength: 1 };
  // CommonJS modules: their default export is the class (the function) itself.
  const AjvClass = Ajv as unknown as typeof Ajv.default;
  const ajv = new AjvClass({ strict: false, allErrors: true });
  (addFormats as unknown as typeof addFormats.default)(ajv);
  ajv.addSchema({ $id: 'stt', components });
  const check =
    (validate: ValidateFunction): RequestCheck =>
    (body) =>
      validate(body)
        ? []
        : (validate.errors ?? []).map(
            (e) => `${e.instancePath.slice(1).replaceAll('/', '.') || 'body'} ${e.message}`,
          );
  return {
    preRecorded: check(ajv.getSchema('stt#/components/schemas/InitTranscriptionRequest')!),
    live: check(ajv.getSchema('stt#/components/schemas/StreamingRequest')!),
  };
}

let compiled: ReturnType<typeof compile> | undefined;

/**
 * The checks, compiled at their first use rather than when the module loads: a process that
 * never checks an STT request (the CLI, a replica of another role) never compiles the schemas.
 */
export const STT_REQUESTS: { preRecorded: RequestCheck; live: RequestCheck } = {
  preRecorded: (body) => (compiled ??= compile()).preRecorded(body),
  live: (body) => (compiled ??= compile()).live(body),
};
