import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { InspectionRequestDto } from '../../dto/inspection.dto';

/** A signed-in owner asks for a warranty inspection of their car. */
export class RequestInspection extends Command<{ inspectionId: number }> {
  constructor(
    readonly actor: Actor,
    readonly form: InspectionRequestDto,
  ) {
    super();
  }
}
