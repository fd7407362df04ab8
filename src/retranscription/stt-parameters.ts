import { BadRequestException } from '@nestjs/common';
import { isJsonObject } from '../platform/common/json-object.js';
import { PRE_RECORDED_FIELDS, STT_REQUESTS } from '../platform/vendors/stt-request-schemas.js';

/** Problems told in one 400: a body of 150,000 bad items gets the first few, and their count. */
const MAX_PROBLEMS = 20;

/** Fields the bridge sets itself on a retranscription's STT job. */
const BRIDGE_FIELDS = ['audio_url', 'callback_url', 'callback'];

/**
 * The STT parameters a retranscription may carry (`language`, `diarization`,
 * `custom_vocabulary`…), checked against the vendor's own pre-recorded request schema
 * (`InitTranscriptionRequest`, in the STT document /docs is built from). Fields the schema does
 * not name are refused, as are those the bridge sets (`audio_url`, `callback_url`).
 */
export class SttParameters {
  /** The parameters as given, or a 400 that says what is wrong with them. */
  check(body: unknown): Record<string, unknown> {
    if (body === undefined || body === null) return {};
    if (!isJsonObject(body)) throw new BadRequestException('The body must be a JSON object');
    const problems = Object.keys(body).flatMap((field) =>
      BRIDGE_FIELDS.includes(field)
        ? [`${field} is set by the bridge`]
        : PRE_RECORDED_FIELDS.has(field)
          ? []
          : [`${field} is not a pre-recorded transcription parameter`],
    );
    if (problems.length === 0) {
      problems.push(
        ...STT_REQUESTS.preRecorded({ ...body, audio_url: 'https://bridge.invalid/a.wav' }),
      );
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
