import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { isAdmin, type Principal } from '../platform/auth/principal.js';
import { decodeSegment } from '../platform/http-edge/front-door.js';
import { asJsonObject, type JsonObject } from './job-request.js';
import { UploadsRepository } from './uploads.repository.js';

/**
 * Uploads are a team's, as jobs are. Every upload made through the bridge is recorded with its
 * team under the vendor's upload id (`audio_metadata.id`); an `audio_url` that names another
 * team's upload is refused wherever a body can carry one (pre-recorded jobs, the deprecated
 * group, uploads by URL), before the vendor sees it. A URL names an upload when any of its
 * decoded path segments or query values is that upload's id, in any case, so the variants a
 * vendor would still resolve (another case, port or query, %-encoding) are caught too.
 */
@Injectable()
export class UploadAccess {
  private readonly logger = new Logger(UploadAccess.name);

  constructor(private readonly uploads: UploadsRepository) {}

  /** Records the upload a successful `POST /v2/upload` answer describes. */
  async record(teamId: string, answer: Buffer): Promise<void> {
    const body = asJsonObject(answer);
    const metadata = body?.audio_metadata as JsonObject | undefined;
    if (typeof metadata?.id !== 'string' || typeof body?.audio_url !== 'string') {
      this.logger.error('the vendor answered an upload without audio_metadata.id; not recorded');
      return;
    }
    await this.uploads.record(teamId, metadata.id.toLowerCase(), body.audio_url);
  }

  /** 400 when the body's `audio_url` is another team's upload. */
  async check(principal: Principal, body: JsonObject | undefined): Promise<void> {
    const url = body?.audio_url;
    if (typeof url !== 'string' || isAdmin(principal) || !URL.canParse(url)) return;
    if (await this.uploads.anyOfOtherTeam(candidateIds(new URL(url)), principal.teamId!)) {
      throw new BadRequestException(["audio_url must not name another team's upload"]);
    }
  }
}

/** Every decoded path segment and query value of a URL, in lower case. */
function candidateIds(url: URL): string[] {
  const parts = [...url.pathname.split('/'), ...url.searchParams.values()];
  return [...new Set(parts.map((part) => (decodeSegment(part) ?? part).toLowerCase()))].filter(
    Boolean,
  );
}
