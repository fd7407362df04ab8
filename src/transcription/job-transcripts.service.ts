import {
  BadGatewayException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Principal } from '../platform/auth/principal.js';
import { insightsOf } from '../platform/transcripts/insights.js';
import { renderTranscript, type TranscriptFormat } from '../platform/transcripts/formats.js';
import { fromSttResult, speakerNames } from '../platform/transcripts/utterances.js';
import { SttClient, SttHttpError } from '../platform/vendors/stt.client.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { JobAccessService } from './job-access.service.js';
import type { JobGroup } from './job-groups.js';

/**
 * An STT job's transcript in the bridge's formats (JSON, SubRip, WebVTT, text), from the
 * vendor's `result.transcription.utterances`. Speakers are the vendor's numbers (`Speaker 1`…),
 * named after the bot's transcript for a job of a bot.
 */
@Injectable()
export class JobTranscriptsService {
  constructor(
    private readonly access: JobAccessService,
    private readonly stt: SttClient,
    private readonly transcripts: BotTranscripts,
  ) {}

  async render(
    principal: Principal,
    group: JobGroup,
    id: string,
    format: TranscriptFormat,
    language?: string,
  ) {
    const job = await this.access.visible(principal, group, id);
    let answer: Record<string, unknown> | null;
    try {
      answer = await this.stt.getJobResult(id, undefined, group.prefix);
    } catch (error) {
      if (!(error instanceof SttHttpError)) throw error;
      throw new BadGatewayException(`The STT service answered ${error.status}`);
    }
    if (!answer) throw new NotFoundException(`Job ${id} not found`);
    if (answer.status !== 'done') {
      throw new ConflictException(
        `The job has no transcript yet (status ${String(answer.status)})`,
      );
    }
    const named = job?.botId ? await this.transcripts.latestUtterances(job.botId) : [];
    const names = speakerNames(answer.result, named);
    let utterances = fromSttResult(answer.result, names);
    if (language !== undefined) {
      const translations = insightsOf(answer.result, names)?.translations ?? {};
      if (!translations[language]) {
        const has = Object.keys(translations);
        throw new NotFoundException(
          `The job has no translation into ${language}` +
            (has.length ? ` (it has ${has.join(', ')})` : ' (ask with translation_config)'),
        );
      }
      utterances = translations[language];
    }
    return renderTranscript(format, utterances, {
      ...(language !== undefined && { language }),
      job_id: id,
      bot_id: job?.botId ?? null,
      status: answer.status,
      completed_at: answer.completed_at ?? null,
    });
  }
}
