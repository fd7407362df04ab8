import { Global, Module } from '@nestjs/common';
import { FastLane } from './fast-lane.js';

@Global()
@Module({ providers: [FastLane], exports: [FastLane] })
export class FastLaneModule {}
