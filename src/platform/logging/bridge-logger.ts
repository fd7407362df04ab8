import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** The framework's start-up chatter: a line per module and per route, wanted only when debugging. */
const START_UP_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * nestjs-pino's logger, with the framework's start-up detail (about 125 lines: every module and
 * route mapped) at debug level, so that the lines that matter at start-up stand out.
 */
@Injectable()
export class BridgeLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_DETAIL.has(context)) {
      super.debug(message, ...optionalParams);
    } else {
      super.log(message, ...optionalParams);
    }
  }
}
