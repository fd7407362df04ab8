import { Controller, Get, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type SchemaObject } from '@nestjs/swagger';
import { ApiErrors } from '../http-edge/api-errors.js';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { Public } from '../auth/auth.decorators.js';
import { PrismaService } from '../database/prisma.service.js';
import { AudioStorage } from '../storage/audio-storage.js';

/** What a passing check answers (a failing one answers 503 with the error body). */
const HEALTHY: SchemaObject = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'] },
    info: { type: 'object', additionalProperties: true, example: { database: { status: 'up' } } },
    error: { type: 'object', additionalProperties: true, example: {} },
    details: { type: 'object', additionalProperties: true },
  },
};

@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly prisma: PrismaService,
    private readonly storage: AudioStorage,
  ) {}

  /** The process is up and serving; says nothing about its dependencies. */
  @Get('live')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness: the process serves' })
  @ApiOkResponse({ schema: HEALTHY })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Ready for traffic: the database answers and the audio storage takes writes. */
  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Readiness: the database answers and the audio storage takes writes' })
  @ApiOkResponse({ schema: HEALTHY })
  @ApiErrors(503)
  async ready(): Promise<HealthCheckResult> {
    const down: string[] = [];
    try {
      return await this.health.check([
        () => this.probe('database', () => this.prisma.$queryRaw`SELECT 1`, down),
        () => this.probe('storage', () => this.storage.checkReady(), down),
      ]);
    } catch (error) {
      if (down.length === 0) throw error;
      // What failed, by name; the why (addresses, paths) goes to the log, not to callers.
      throw new ServiceUnavailableException(`Not ready: ${down.join(', ')}`);
    }
  }

  private async probe(
    name: string,
    check: () => Promise<unknown>,
    down: string[],
  ): Promise<HealthIndicatorResult> {
    const session = this.indicator.check(name);
    try {
      await withTimeout(check(), 3_000);
      return session.up();
    } catch (error) {
      const message = (error as Error).message;
      down.push(name);
      this.logger.warn(`not ready: ${name}: ${message}`);
      return session.down({ message });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
