import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import {
  type CalendarConnection,
  type CalendarEvent,
  Prisma,
  type TeamCalendar,
} from '../generated/prisma/client.js';
import { type Tx } from '../platform/outbox/event-outbox.js';
import {
  type VendorCalendar,
  type VendorEvent,
} from '../platform/vendors/meeting-bot-calendars.client.js';

export type TeamCalendarRow = TeamCalendar & { connection: CalendarConnection };

/** An upcoming event with the team's decision for it. */
export type EventWithDecision = CalendarEvent & { override: boolean | null };

/**
 * `calendar_connections`, `team_calendars`, `calendar_events`, `calendar_decisions`. A
 * connection is shared by the teams that connect its calendar: a team joins it under a share
 * lock on the connection's row and leaves it under an exclusive one, so the last team leaving
 * (which retires the connection) and a team joining cannot both win.
 */
@Injectable()
export class CalendarsRepository {
  constructor(readonly prisma: PrismaService) {}

  async teamExists(teamId: string): Promise<boolean> {
    return (await this.prisma.team.count({ where: { id: teamId } })) > 0;
  }

  /** The live connection of a calendar, if any. */
  findConnection(platform: string, rawCalendarId: string): Promise<CalendarConnection | null> {
    return this.prisma.calendarConnection.findFirst({
      where: { platform, rawCalendarId, retiredAt: null },
    });
  }

  connection(id: string): Promise<CalendarConnection | null> {
    return this.prisma.calendarConnection.findUnique({ where: { id } });
  }

  byVendorId(vendorCalendarId: string): Promise<CalendarConnection | null> {
    return this.prisma.calendarConnection.findUnique({ where: { vendorCalendarId } });
  }

  /** Whether any connection of the bridge is this vendor connection. */
  async knowsVendorId(vendorCalendarId: string): Promise<boolean> {
    return (await this.prisma.calendarConnection.count({ where: { vendorCalendarId } })) > 0;
  }

  /**
   * A `connecting` row for the calendar, unless a live one exists: true when this call made it
   * (and so calls the vendor), false when another request's row was there first.
   */
  async claimConnection(id: string, platform: string, rawCalendarId: string): Promise<boolean> {
    const made = await this.prisma.$executeRaw`
      INSERT INTO calendar_connections (id, platform, raw_calendar_id, status, updated_at)
      VALUES (${id}::uuid, ${platform}, ${rawCalendarId}, 'connecting', now())
      ON CONFLICT DO NOTHING`;
    return made === 1;
  }

  /** The vendor's answer for a `connecting` row. */
  settleConnection(id: string, vendor: VendorCalendar): Promise<CalendarConnection> {
    return this.prisma.calendarConnection.update({
      where: { id },
      data: {
        vendorCalendarId: vendor.calendarId,
        ...this.vendorState(vendor),
      },
    });
  }

  /** A `connecting` row whose vendor call failed: no team uses it. */
  async dropConnecting(id: string): Promise<void> {
    await this.prisma.calendarConnection.deleteMany({ where: { id, status: 'connecting' } });
  }

  private vendorState(vendor: VendorCalendar) {
    return {
      accountEmail: vendor.accountEmail,
      status: vendor.status,
      statusMessage: vendor.statusMessage,
      syncedAt: vendor.syncedAt,
      syncError: vendor.syncError,
      subscriptionExpiresAt: vendor.subscriptionExpiresAt,
    };
  }

  /**
   * The vendor's view of the connection, recorded; answers the status it had before (null when
   * the row is gone). `tx` so that events telling of the change commit with it.
   */
  async recordVendorState(tx: Tx, id: string, vendor: VendorCalendar): Promise<string | null> {
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM calendar_connections WHERE id = ${id}::uuid FOR UPDATE`;
    if (!row) return null;
    await tx.calendarConnection.update({ where: { id }, data: this.vendorState(vendor) });
    return row.status;
  }

  /** Records a status the bridge found (the vendor lost the connection); answers the old one. */
  async recordStatus(tx: Tx, id: string, status: string, message: string): Promise<string | null> {
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM calendar_connections WHERE id = ${id}::uuid FOR UPDATE`;
    if (!row) return null;
    await tx.calendarConnection.update({ where: { id }, data: { status, statusMessage: message } });
    return row.status;
  }

  /** Adds the team to a live connection; null when the connection was retired meanwhile. */
  async addTeam(
    tx: Tx,
    data: { teamId: string; connectionId: string; ownerEmail: string; rule: object },
  ): Promise<TeamCalendarRow | null> {
    const live = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM calendar_connections
       WHERE id = ${data.connectionId}::uuid AND retired_at IS NULL FOR SHARE`;
    if (live.length === 0) return null;
    return tx.teamCalendar.create({
      data: { ...data, rule: data.rule as Prisma.InputJsonObject },
      include: { connection: true },
    });
  }

  /**
   * Removes the team from its connection, and retires the connection when it was the last team:
   * answers the retired connection's vendor id (null when others still use it).
   */
  async removeTeam(
    tx: Tx,
    row: TeamCalendar,
  ): Promise<{ retired: boolean; vendorId: string | null }> {
    const [connection] = await tx.$queryRaw<{ vendor_calendar_id: string | null }[]>`
      SELECT vendor_calendar_id FROM calendar_connections
       WHERE id = ${row.connectionId}::uuid FOR UPDATE`;
    await tx.teamCalendar.delete({ where: { id: row.id } });
    const others = await tx.teamCalendar.count({ where: { connectionId: row.connectionId } });
    if (others > 0 || !connection) return { retired: false, vendorId: null };
    await tx.calendarConnection.update({
      where: { id: row.connectionId },
      data: { retiredAt: new Date() },
    });
    return { retired: true, vendorId: connection.vendor_calendar_id };
  }

  /** A retired connection the vendor has deleted: gone here too (its events with it). */
  async deleteRetired(id: string): Promise<void> {
    await this.prisma.calendarConnection.deleteMany({ where: { id, retiredAt: { not: null } } });
  }

  /** The calendar's retired connections, their vendor deletion still to be done. */
  retiredOf(platform: string, rawCalendarId: string): Promise<CalendarConnection[]> {
    return this.prisma.calendarConnection.findMany({
      where: { platform, rawCalendarId, retiredAt: { not: null } },
    });
  }

  /** Retired connections whose vendor deletion is still to be done. */
  retired(limit: number): Promise<CalendarConnection[]> {
    return this.prisma.calendarConnection.findMany({
      where: { retiredAt: { not: null } },
      orderBy: { retiredAt: 'asc' },
      take: limit,
    });
  }

  teamCalendar(id: string): Promise<TeamCalendarRow | null> {
    return this.prisma.teamCalendar.findUnique({ where: { id }, include: { connection: true } });
  }

  /** The team calendars of a connection (whom its changes concern), in the transaction `tx`. */
  teamsOf(tx: Tx, connectionId: string): Promise<TeamCalendar[]> {
    return tx.teamCalendar.findMany({ where: { connectionId } });
  }

  /** A team's calendars (every team's when undefined), oldest first, after `after` (an id). */
  list(teamId: string | undefined, after: string | undefined, limit: number) {
    return this.prisma.teamCalendar.findMany({
      where: { teamId, ...(after && { id: { gt: after } }) },
      include: { connection: true },
      orderBy: { id: 'asc' },
      take: limit,
    });
  }

  updateTeamCalendar(
    tx: Tx,
    id: string,
    data: { ownerEmail?: string; rule?: object },
  ): Promise<TeamCalendarRow> {
    return tx.teamCalendar.update({
      where: { id },
      data: { ownerEmail: data.ownerEmail, rule: data.rule as Prisma.InputJsonObject | undefined },
      include: { connection: true },
    });
  }

  /**
   * Claims up to `limit` connections due for a reconcile pass (none for `intervalMs`): moving
   * `reconciled_at` forward is the claim, so another replica skips them.
   */
  claimReconcile(intervalMs: number, limit: number): Promise<CalendarConnection[]> {
    return this.prisma.$queryRaw<CalendarConnection[]>`
      UPDATE calendar_connections c SET reconciled_at = now()
        FROM (SELECT id FROM calendar_connections
               WHERE retired_at IS NULL AND vendor_calendar_id IS NOT NULL
                 AND (reconciled_at IS NULL
                      OR reconciled_at < now() - make_interval(secs => ${intervalMs / 1000}))
               ORDER BY reconciled_at NULLS FIRST
               LIMIT ${limit}::int FOR UPDATE SKIP LOCKED) due
       WHERE c.id = due.id
      RETURNING c.id, c.vendor_calendar_id AS "vendorCalendarId", c.status,
                c.subscription_expires_at AS "subscriptionExpiresAt"`;
  }

  /**
   * The events of the vendor's list: listed fields written (the list has no attendees, organizer
   * or all-day flag), and whether each is new or changed (its details then need reading).
   * Events of the connection the list no longer holds, still ahead, are marked cancelled.
   */
  async recordList(connectionId: string, events: VendorEvent[]): Promise<string[]> {
    const stale: string[] = [];
    const known = new Map(
      (
        await this.prisma.calendarEvent.findMany({
          where: { connectionId },
          select: {
            eventId: true,
            startTime: true,
            endTime: true,
            title: true,
            meetingUrl: true,
            status: true,
            detailsReadAt: true,
          },
        })
      ).map((e) => [e.eventId, e]),
    );
    for (const e of events) {
      const was = known.get(e.eventId);
      const changed =
        !was ||
        was.detailsReadAt === null ||
        +was.startTime !== +e.startTime ||
        +was.endTime !== +e.endTime ||
        was.title !== e.title ||
        was.meetingUrl !== e.meetingUrl ||
        was.status !== e.status;
      if (changed) stale.push(e.eventId);
      if (!was || changed) await this.writeListed(connectionId, e);
    }
    const listed = new Set(events.map((e) => e.eventId));
    const gone = [...known.values()].filter(
      (e) => !listed.has(e.eventId) && e.status !== 'cancelled' && +e.endTime > Date.now(),
    );
    if (gone.length > 0) {
      await this.prisma.calendarEvent.updateMany({
        where: { connectionId, eventId: { in: gone.map((e) => e.eventId) } },
        data: { status: 'cancelled' },
      });
    }
    return stale;
  }

  private async writeListed(connectionId: string, e: VendorEvent): Promise<void> {
    const listed = {
      seriesId: e.seriesId,
      title: e.title,
      startTime: e.startTime,
      endTime: e.endTime,
      status: e.status,
      meetingUrl: e.meetingUrl,
    };
    await this.prisma.calendarEvent.upsert({
      where: { connectionId_eventId: { connectionId, eventId: e.eventId } },
      create: { connectionId, eventId: e.eventId, ...listed },
      update: listed,
    });
  }

  /** An event's details as read from the vendor (or its cancellation when it has none). */
  async recordDetails(connectionId: string, eventId: string, e: VendorEvent | null): Promise<void> {
    if (!e) {
      await this.prisma.calendarEvent.updateMany({
        where: { connectionId, eventId },
        data: { status: 'cancelled', detailsReadAt: new Date() },
      });
      return;
    }
    const details = {
      seriesId: e.seriesId,
      title: e.title,
      startTime: e.startTime,
      endTime: e.endTime,
      status: e.status,
      isAllDay: e.isAllDay,
      meetingUrl: e.meetingUrl,
      organizerEmail: e.organizerEmail ?? null,
      attendees: (e.attendees ?? []) as Prisma.InputJsonArray,
      detailsReadAt: new Date(),
    };
    await this.prisma.calendarEvent.upsert({
      where: { connectionId_eventId: { connectionId, eventId } },
      create: { connectionId, eventId, ...details },
      update: details,
    });
  }

  /** Of `eventIds`, those whose details were not read since `since` (or never). */
  async readBefore(connectionId: string, eventIds: string[], since: Date): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const fresh = await this.prisma.calendarEvent.findMany({
      where: { connectionId, eventId: { in: eventIds }, detailsReadAt: { gte: since } },
      select: { eventId: true },
    });
    const done = new Set(fresh.map((e) => e.eventId));
    return eventIds.filter((id) => !done.has(id));
  }

  event(connectionId: string, eventId: string): Promise<CalendarEvent | null> {
    return this.prisma.calendarEvent.findUnique({
      where: { connectionId_eventId: { connectionId, eventId } },
    });
  }

  /**
   * The connection's events that have not ended and are not cancelled, by start time, after the
   * keyset `after` (start time and event id), with the team calendar's decisions.
   */
  async upcoming(
    teamCalendar: TeamCalendar,
    after: { start: Date; eventId: string } | undefined,
    limit: number,
  ): Promise<EventWithDecision[]> {
    const events = await this.prisma.calendarEvent.findMany({
      where: {
        connectionId: teamCalendar.connectionId,
        status: { not: 'cancelled' },
        endTime: { gt: new Date() },
        ...(after && {
          OR: [
            { startTime: { gt: after.start } },
            { startTime: after.start, eventId: { gt: after.eventId } },
          ],
        }),
      },
      orderBy: [{ startTime: 'asc' }, { eventId: 'asc' }],
      take: limit,
    });
    const decisions = await this.prisma.calendarDecision.findMany({
      where: { teamCalendarId: teamCalendar.id, eventId: { in: events.map((e) => e.eventId) } },
    });
    const by = new Map(decisions.map((d) => [d.eventId, d.record]));
    return events.map((e) => ({ ...e, override: by.get(e.eventId) ?? null }));
  }

  /** The team's decision for one occurrence; null removes it. */
  async setDecision(tx: Tx, teamCalendarId: string, eventId: string, record: boolean | null) {
    if (record === null) {
      await tx.calendarDecision.deleteMany({ where: { teamCalendarId, eventId } });
      return;
    }
    await tx.calendarDecision.upsert({
      where: { teamCalendarId_eventId: { teamCalendarId, eventId } },
      create: { teamCalendarId, eventId, record },
      update: { record },
    });
  }

  decision(teamCalendarId: string, eventId: string): Promise<boolean | null> {
    return this.prisma.calendarDecision
      .findUnique({ where: { teamCalendarId_eventId: { teamCalendarId, eventId } } })
      .then((d) => d?.record ?? null);
  }
}
