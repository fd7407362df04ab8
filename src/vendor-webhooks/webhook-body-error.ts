import { BadRequestException } from '@nestjs/common';

/** A webhook body the bridge cannot store as an event (400 in the vendor error shape). */
export class WebhookBodyError extends BadRequestException {}
