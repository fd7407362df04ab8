import { BadRequestException } from '@nestjs/common';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { isJsonObject } from '../common/json-object.js';

/** Problems told in one 400: a body of 150,000 bad items gets the first few, and their count. */
const MAX_PROBLEMS = 20;

/** Fields the bridge sets itself on a retranscription's STT job. */
const BRIDGE_FIELDS = ['audio_url', 'callback_url', 'callback'];

interface VendorDocument {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/**
 * The STT parameters a retranscription may carry (`language`, `diarization`,
 * `custom_vocabulary`…), checked against the vendor's own pre-recorded request schema
 * (`InitTranscriptionRequest`, in the STT document /docs is built from). Fields the schema does
 * not name are refused, as are those the bridge sets (`audio_url`, `callback_url`).
 */
export class SttParameters {
  private readonly validate;
  private readonly known: Set<string>;

  constructor() {
    const document = JSON.parse(
      readFileSync(new URL('../docs/stt-vendor-openapi.json', import.meta.url), 'utf8'),
    ) as VendorDocument;
    // CommonJS modules: their default export is the class (the function) itself.
    const AjvClass = Ajv as unknown as typeof Ajv.default;
    const ajv = new AjvClass({ strict: false, allErrors: true });
    (addFormats as unknown as typeof addFormats.default)(ajv);
    ajv.addSchema({ $id: 'stt', components: document.components });
    this.validate = ajv.getSchema('stt#/components/schemas/InitTranscriptionRequest')!;
    this.known = new Set(
      Object.keys(document.components.schemas.InitTranscriptionRequest?.properties ?? {}),
    );
  }

  /** The parameters as given, or a 400 that says what is wrong with them. */
  check(body: unknown): Record<string, unknown> {
    if (body === undefined || body === null) return {};
    if (!isJsonObject(body)) throw new BadRequestException('The body must be a JSON object');
    const problems = Object.keys(body).flatMap((field) =>
      BRIDGE_FIELDS.includes(field)
        ? [`${field} is set by the bridge`]
        : this.known.has(field)
          ? []
          : [`${field} is not a pre-recorded transcription parameter`],
    );
    if (
      problems.length === 0 &&
      !this.validate({ ...body, audio_url: 'https://bridge.invalid/a.wav' })
    ) {
      for (const error of this.validate.errors ?? []) {
        problems.push(
          `${error.instancePath.slice(1).replaceAll('/', '.') || 'body'} ${error.message}`,
        );
      }
    }
    if (problems.length > MAX_PROBLEMS) {
      problems.splice(
        MAX_PROBLEMS,
        Infinity,
        `and ${problems.length - MAX_PROBLEMS} more problems`,
      );
    }
    if (problems.length) throw new BadRequestException(problems.join('; '));
    return body;
  }
}
