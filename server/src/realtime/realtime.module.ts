import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [CarsModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
