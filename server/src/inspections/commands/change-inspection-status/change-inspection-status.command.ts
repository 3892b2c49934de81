import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { InspectionStatusDto } from '../../dto/inspection.dto';

/** An admin moves a request along: scheduled (with its appointment), completed or cancelled. */
export class ChangeInspectionStatus extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly inspectionId: number,
    readonly change: InspectionStatusDto,
  ) {
    super();
  }
}
