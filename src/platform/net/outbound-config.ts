import type { AppConfig } from '../config/app-config.js';
import type { OutboundPolicy } from './outbound-guard.js';

/** The deployment's rules for URLs others choose: OUTBOUND_ALLOW_PRIVATE, https in production. */
export function outboundPolicy(config: AppConfig): OutboundPolicy {
  return { allowPrivate: config.server.OUTBOUND_ALLOW_PRIVATE, httpsOnly: config.isProduction };
}
