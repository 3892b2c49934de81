import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { MessagesModule } from '../messages/messages.module';
import { UsersModule } from '../users/users.module';
import { CarContactController } from './http/car-contact.controller';
import { CarLeadsController } from './http/car-leads.controller';
import { CarLeads } from './queries/car-leads';
import { ContactReveals } from './reveals/contact-reveals';

/**
 * Leads: a buyer's contact with a seller. The seller's phone is shown on request only (budgeted,
 * counted per day); with the messages (their own context) and the car's views, each car's
 * audience per day for its seller's chart.
 */
const queries = [CarLeads];

@Module({
  imports: [CarsModule, MessagesModule, UsersModule],
  controllers: [CarContactController, CarLeadsController],
  providers: [...queries, ContactReveals],
  exports: [...queries],
})
export class LeadsModule {}
