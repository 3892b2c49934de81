import { createContext, type ComponentType } from 'react';

/** A car list's tools for a signed-in user, given the list's URL query (`?brand=kia&page=2`). */
export type ListingToolsComponent = ComponentType<{ search: string }>;

/**
 * What fills the car lists' tools slot (listing-tools.tsx): the app provides it («حفظ البحث», a
 * membersOnly part), as features import only from shared/. Apart from the slot so that only this
 * line is in every page's first script; the slot loads with the car lists.
 */
export const ListingToolsContext = createContext<ListingToolsComponent | null>(null);
