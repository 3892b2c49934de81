/** pending until an admin approves; then the owner toggles active/inactive; rejected until edited. */
export const WORKSHOP_STATUSES = ['pending', 'active', 'inactive', 'rejected'] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

export const DEFAULT_WORKING_HOURS = '24/7';
export const WORKSHOPS_PER_PAGE = 12;
export const ADS_PER_PAGE = 50;
export const MAX_SERVICES = 30;
export const MAX_SERVICE_LENGTH = 80;
