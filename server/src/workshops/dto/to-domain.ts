import { toMinorUnits } from '../../shared/money/money';
import { DEFAULT_WORKING_HOURS } from '../domain/workshop.constants';
import { WorkshopAdTerms, WorkshopDetails } from '../domain/workshop.events';
import { WorkshopAdFieldsDto } from './workshop-ad-fields.dto';
import { WorkshopFieldsDto } from './workshop-fields.dto';

const FIELDS: Record<keyof WorkshopDetails, keyof WorkshopFieldsDto> = {
  name: 'name',
  location: 'location',
  address: 'address',
  city: 'city',
  commercialRegistrationNumber: 'commercial_registration_number',
  phone: 'phone',
  workingHours: 'working_hours',
  description: 'description',
  services: 'services',
  warrantyOffered: 'warranty_offered',
  specialization: 'specialization',
};

/** The workshop details present in a (possibly partial) form (the revise form, or the whole one); empty working hours mean 24/7. */
export function toWorkshopDetailChanges(dto: Partial<WorkshopFieldsDto>): Partial<WorkshopDetails> {
  const changes: Partial<WorkshopDetails> = {};
  for (const [key, field] of Object.entries(FIELDS) as Array<[keyof WorkshopDetails, keyof WorkshopFieldsDto]>) {
    if (dto[field] !== undefined) (changes as Record<string, unknown>)[key] = dto[field];
  }
  if (changes.workingHours === '') changes.workingHours = DEFAULT_WORKING_HOURS;
  return changes;
}

export function toWorkshopDetails(dto: WorkshopFieldsDto): WorkshopDetails {
  return {
    address: '',
    phone: '',
    workingHours: DEFAULT_WORKING_HOURS,
    description: '',
    services: [],
    warrantyOffered: false,
    specialization: '',
    ...toWorkshopDetailChanges(dto),
  } as WorkshopDetails;
}

/** The ad terms present in a (possibly partial) form: the revise form, or the whole one. */
export function toAdChanges(dto: Partial<WorkshopAdFieldsDto>): Partial<WorkshopAdTerms> {
  const changes: Partial<WorkshopAdTerms> = {};
  if (dto.title !== undefined) changes.title = dto.title;
  if (dto.description !== undefined) changes.description = dto.description;
  if (dto.price !== undefined) changes.priceMinor = toMinorUnits(dto.price) ?? 0;
  return changes;
}

export function toAdTerms(dto: WorkshopAdFieldsDto): WorkshopAdTerms {
  return { currency: 'SYP', ...toAdChanges(dto) } as WorkshopAdTerms;
}
