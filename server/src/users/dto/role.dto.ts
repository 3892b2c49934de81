import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Role, ROLES } from '../../shared/auth/roles';
import { AR } from '../../shared/messages/ar';

/** POST /api/users/{id}/assign-role and remove-role. */
export class RoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: AR.users.roleInvalid })
  role: Role;
}
