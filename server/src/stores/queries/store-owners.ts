/**
 * The accounts that sell as a store: those with an active store (approved and switched on by its
 * owner). A subquery for other contexts' lists (the car list's seller type), so that they read
 * the stores' table only through this one, the stores context's own, definition.
 */
export const ACTIVE_STORE_OWNERS = `SELECT s.user_id FROM projections.stores s WHERE s.status = 'active'`;
