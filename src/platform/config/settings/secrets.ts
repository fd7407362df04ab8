import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, Matches, MinLength } from 'class-validator';
import { URL_SAFE, UNTIL_MESSAGE, emptyToUndefined } from '../env-rules.js';

/** The bridge's own secrets: the bootstrap admin key, the key that seals stored secrets, the vendors' webhook token. */
export class SecretsSettings {
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(24, { message: 'BRIDGE_ADMIN_KEY must be at least 24 characters' })
  BRIDGE_ADMIN_KEY?: string;

  /** The admin key before BRIDGE_ADMIN_KEY, accepted until BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(24, { message: 'BRIDGE_ADMIN_KEY_PREVIOUS must be at least 24 characters' })
  BRIDGE_ADMIN_KEY_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL?: string;

  /**
   * The key the secrets the bridge keeps (endpoints' signing secrets) are sealed with at rest;
   * required in production. To rotate it, set the new one here and the old one in
   * SECRETS_KEY_PREVIOUS: the server seals every kept secret again as it starts.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'SECRETS_KEY must be at least 32 characters' })
  SECRETS_KEY?: string;

  /** The key before SECRETS_KEY, while a rotation is under way: what it sealed still opens. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'SECRETS_KEY_PREVIOUS must be at least 32 characters' })
  SECRETS_KEY_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'WEBHOOK_TOKEN must be at least 16 characters' })
  @Matches(URL_SAFE, { message: 'WEBHOOK_TOKEN must be URL-safe' })
  WEBHOOK_TOKEN?: string;

  /**
   * The token before WEBHOOK_TOKEN, accepted until WEBHOOK_TOKEN_PREVIOUS_UNTIL: bots and live
   * sessions started before the rotation still call back with it (in their webhook URLs, and as
   * the root of the teams' callback tokens), so it must outlive the longest meeting in progress.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'WEBHOOK_TOKEN_PREVIOUS must be at least 16 characters' })
  @Matches(URL_SAFE, { message: 'WEBHOOK_TOKEN_PREVIOUS must be URL-safe' })
  WEBHOOK_TOKEN_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  WEBHOOK_TOKEN_PREVIOUS_UNTIL?: string;
}
