import { useContext } from 'react';
import { ListingToolsContext } from './listing-tools-context';

/** The car lists' tools slot, beside the list's heading: what the app provides (ListingToolsContext). */
export function ListingTools({ search }: { search: string }) {
  const tools = useContext(ListingToolsContext);
  return tools ? tools(search) : null;
}
