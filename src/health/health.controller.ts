import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type SchemaObject } from '@nestjs/swagger';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { Public } from '../platform/auth/auth.decorators.js';
import { DEPENDENCIES, type Dependency, Readiness, type ReadinessVerdict } from './readiness.js';

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
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly readiness: Readiness,
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
    const verdict = await this.readiness.check();
    const down = DEPENDENCIES.filter((name) => verdict[name] !== null);
    try {
      return await this.health.check(DEPENDENCIES.map((name) => () => this.result(name, verdict)));
    } catch (error) {
      if (down.length === 0) throw error;
      // What failed, by name; the why (addresses, paths) went to the log, not to callers.
      throw new ServiceUnavailableException(`Not ready: ${down.join(', ')}`);
    }
  }

  private result(name: Dependency, verdict: ReadinessVerdict): HealthIndicatorResult {
    const session = this.indicator.check(name);
    const message = verdict[name];
    return message === null ? session.up() : session.down({ message });
  }
}
