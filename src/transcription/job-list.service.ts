import { BadRequestException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isAdmin, type Principal } from '../platform/auth/principal.js';
import { sendJson } from '../platform/http-edge/send-json.js';
import type { TranscriptionJob } from '../generated/prisma/client.js';
import { BridgeUrl } from './bridge-url.js';
import { type JobGroup, jobPath } from './job-groups.js';
import { SharedJobReads } from './job-reads.js';
import { asJsonObject, type JsonObject } from './job-request.js';
import { FINAL_STATUSES, pageUrl, parseListQuery } from './list-query.js';
import { ProxyRelay, type ReadAnswer } from './proxy-relay.js';
import { requestIdOf } from './proxy-request.js';
import { SttUpstream } from './stt-upstream.js';
import { type JobScope, TranscriptionJobsRepository } from './transcription-jobs.repository.js';

/** Vendor reads asked for ahead of the one a filtered page waits for. */
const READ_AHEAD = 16;
/** Records read per database round trip while looking for a page. */
const BATCH = 100;
/** Vendor reads a filtered list request may make beyond its `limit`, to learn job statuses. */
export const EXTRA_READS = 16;

/** A job as the vendor shows it now; gone when the vendor no longer has it. */
type Detail = { view: JsonObject } | { gone: true } | { answer: ReadAnswer } | { error: unknown };
type Page = { items: JsonObject[]; hasNext: boolean } | { answer: ReadAnswer };
type DetailOf = (job: TranscriptionJob) => Promise<Detail>;

/**
 * Lists answered from the bridge's own records (the team's jobs, newest first, as the vendor
 * orders them), each item as the vendor shows it now (one GET per item, shared with the other
 * lists of the replica and within the team's budget: SharedJobReads). So a
 * page costs `limit` vendor calls however many jobs other teams have, and offsets count only the
 * caller's jobs. A status filter needs the vendor's current status: jobs whose recorded status is
 * final (done, error) are filtered in the database, the others are asked for as the page is
 * searched, and a final status the vendor reports is recorded for next time. So that one request
 * cannot cost a call per unfinished job, a request makes at most `limit` + EXTRA_READS vendor
 * reads (VendorReads); past them, the recorded status (which the vendor's events keep current)
 * stands in for the vendor's.
 */
@Injectable()
export class JobListService {
  constructor(
    private readonly jobs: TranscriptionJobsRepository,
    private readonly upstream: SttUpstream,
    private readonly relay: ProxyRelay,
    private readonly bridgeUrl: BridgeUrl,
    private readonly shared: SharedJobReads,
  ) {}

  async list(group: JobGroup, req: Request, res: Response, principal: Principal): Promise<void> {
    const url = new URL(req.originalUrl, 'http://bridge.invalid');
    const parsed = parseListQuery(url.searchParams, group);
    if ('errors' in parsed) throw new BadRequestException(parsed.errors);
    const { query } = parsed;
    const scope: JobScope = { teamId: isAdmin(principal) ? undefined : principal.teamId!, query };
    const page = await this.page(group, scope, requestIdOf(req));
    if ('answer' in page) return this.relay.send(res, page.answer);

    const base = this.bridgeUrl.base;
    const link = (offset: number) => pageUrl(base, url.pathname, query, offset);
    const body = this.relay.maskJson({
      first: link(0),
      current: link(query.offset),
      next: page.hasNext ? link(query.offset + query.limit) : null,
      items: page.items,
    });
    sendJson(res, 200, body);
  }

  private async page(group: JobGroup, scope: JobScope, requestId: string): Promise<Page> {
    const read = (job: TranscriptionJob) =>
      this.shared.read(scope.teamId ?? null, `${group.prefix}:${job.id}`, () =>
        this.detail(group, job, requestId),
      );
    const reads = new VendorReads(read, scope.query.limit + EXTRA_READS);
    return scope.query.statuses.length
      ? this.filteredPage(scope, reads)
      : this.plainPage(scope, (job) => reads.of(job));
  }

  /**
   * Every record counts: the database skips the offset. A job the vendor no longer has (deleted
   * there directly, or past its retention) keeps its place but shows no item, so pages never
   * shift under a client walking them.
   */
  private async plainPage(scope: JobScope, detail: DetailOf): Promise<Page> {
    const { offset, limit } = scope.query;
    const rows = await this.jobs.slice(scope, offset, limit + 1);
    const found = await Promise.all(rows.slice(0, limit).map(detail));
    const items: JsonObject[] = [];
    for (const one of found) {
      const failure = failed(one);
      if (failure) return failure;
      if ('view' in one) items.push(one.view);
    }
    return { items, hasNext: rows.length > limit };
  }

  /**
   * Only jobs in the asked statuses count, so the records are walked from the newest until the
   * page and one more match are found. The database leaves out records known to be final in
   * another status; those known to be final in an asked status count without a vendor call until
   * the page starts (and, like in plain pages, keep their place when the vendor lost them); the
   * others are asked about, several at a time, while reads beyond the page's own remain, and
   * counted by their recorded status after that.
   */
  private async filteredPage(scope: JobScope, reads: VendorReads): Promise<Page> {
    const { offset, limit, statuses } = scope.query;
    const items: JsonObject[] = [];
    let matched = 0;
    const final = (row: TranscriptionJob) => FINAL_STATUSES.includes(row.status);
    /** Whether to read a row before knowing it is on the page. */
    const ask = (row: TranscriptionJob) =>
      reads.started(row) ||
      ((matched >= offset || !final(row)) && reads.spare(limit - items.length));
    for (let skip = 0; ; skip += BATCH) {
      const rows = await this.jobs.slice(scope, skip, BATCH);
      for (const [index, row] of rows.entries()) {
        // Ask ahead, so the next calls overlap with waiting for this one.
        for (const next of rows.slice(index, index + READ_AHEAD)) {
          if (ask(next)) void reads.of(next);
        }
        const asked = ask(row) ? await reads.of(row) : undefined;
        const failure = asked && failed(asked);
        if (failure) return failure;
        if (!statuses.includes(statusOf(row, asked))) continue;
        if (matched++ < offset) continue;
        if (items.length === limit) return { items, hasNext: true };
        // On the page: a read was kept for it.
        const found = asked ?? (await reads.of(row));
        const late = failed(found);
        if (late) return late;
        if ('view' in found) items.push(found.view);
      }
      if (rows.length < BATCH) return { items, hasNext: false };
    }
  }

  /** `GET <group>/{id}` at the vendor; a final status it reports is recorded. */
  private async detail(group: JobGroup, job: TranscriptionJob, requestId: string): Promise<Detail> {
    try {
      const headers = this.relay.headers.toVendor({ accept: 'application/json' }, requestId);
      const path = jobPath(group, job.upstreamId);
      const answer = await this.relay.read(await this.upstream.send('GET', path, headers));
      if (answer.status === 404) return { gone: true };
      const view = answer.status === 200 ? asJsonObject(answer.body) : undefined;
      if (!view) return { answer };
      const status = String(view.status);
      if (FINAL_STATUSES.includes(status) && status !== job.status) {
        await this.jobs.recordFinalStatus(job.id, status);
      }
      return { view };
    } catch (error) {
      return { error };
    }
  }
}

/**
 * The vendor reads of one list request, one per job at most, and at most `cap` of them: a read
 * not known to be for a page item is made only while one stays kept for each open page slot.
 */
class VendorReads {
  private readonly reads = new Map<string, Promise<Detail>>();

  constructor(
    private readonly read: DetailOf,
    private readonly cap: number,
  ) {}

  of(job: TranscriptionJob): Promise<Detail> {
    let found = this.reads.get(job.id);
    if (!found) this.reads.set(job.id, (found = this.read(job)));
    return found;
  }

  started(job: TranscriptionJob): boolean {
    return this.reads.has(job.id);
  }

  /** Whether one more read fits besides one for each of `open` page slots. */
  spare(open: number): boolean {
    return this.reads.size + 1 + open <= this.cap;
  }
}

/**
 * A job's status for a filter: its recorded status when final, else the vendor's when it was
 * asked (none when the vendor no longer has the job), else the recorded one.
 */
function statusOf(row: TranscriptionJob, found: Detail | undefined): string {
  if (FINAL_STATUSES.includes(row.status) || !found) return row.status;
  return 'view' in found ? String(found.view.status) : '';
}

/** The vendor's error (passed through) or a failure (thrown), if the detail is one. */
function failed(found: Detail): { answer: ReadAnswer } | undefined {
  if ('error' in found) throw found.error;
  return 'answer' in found ? found : undefined;
}
