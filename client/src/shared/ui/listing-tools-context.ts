import { createContext, type ReactNode } from 'react';

/**
 * A car list's tools for a signed-in user, given the list's URL query (`?brand=kia&page=2`): a
 * render function, so the slot never creates a component while rendering.
 */
export type ListingToolsComponent = (search: string) => ReactNode;

/**
 * What fills the car lists' tools slot (listing-tools.tsx): the app provides it («حفظ البحث», a
 * membersOnly part), as features import only from shared/. Apart from the slot so that only this
 * line is in every page's first script; the slot loads with the car lists.
 */
export const ListingToolsContext = createContext<ListingToolsComponent | null>(null);
