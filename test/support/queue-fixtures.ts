import { randomBytes } from 'node:crypto';
import { type PrismaService } from '../../src/platform/database/prisma.service.js';

/**
 * One item in each of two queues, made (or received) an hour ago and waiting for a retry an
 * hour away: a vendor webhook in the inbox and an archive task of one of `teamId`'s live jobs.
 * Answers when they were made.
 */
export async function itemsAnHourOld(prisma: PrismaService, teamId: string): Promise<Date> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  const later = new Date(Date.now() + 3_600_000);
  await prisma.webhookEvent.create({
    data: {
      source: 'meeting_bot',
      kind: 'bot.status_change',
      dedupKey: `waiting-${randomBytes(6).toString('hex')}`,
      payload: {},
      receivedAt: hourAgo,
      nextAttemptAt: later,
    },
  });
  const job = await prisma.transcriptionJob.create({
    data: { kind: 'live', upstreamId: randomBytes(8).toString('hex'), teamId, status: 'ended' },
  });
  await prisma.audioArchive.create({
    data: { jobId: job.id, createdAt: hourAgo, nextAttemptAt: later },
  });
  return hourAgo;
}
