import { Module } from '@nestjs/common';
import { RiskQueries } from './queries/risk-queries';

/**
 * The risk read models' queries on their own, so the cars context can record the flags an admin
 * saw in a decision without importing the risk context (which reads cars: no cycle).
 */
@Module({ providers: [RiskQueries], exports: [RiskQueries] })
export class RiskReadModule {}
