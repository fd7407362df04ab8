import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** Where callers reach the bridge, for links in answers: PUBLIC_BASE_URL, else the Host used. */
export function bridgeUrl(req: Request, config: AppConfig): string {
  return config.env.PUBLIC_BASE_URL
    ? config.publicBaseUrl
    : `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
