import { Link, useLocation } from 'react-router-dom';

/**
 * When the server corrected typos in the search (`corrected_query`), the results are those of the
 * corrected words: say so, and link to that search as written, which then runs exactly (the page's
 * other filters kept, from page 1).
 */
export function DidYouMean({ corrected }: { corrected: string | undefined }) {
  const location = useLocation();
  if (!corrected) return null;
  const params = new URLSearchParams(location.search);
  params.set('q', corrected);
  params.delete('page');
  return (
    <p role="status" className="mt-4 text-base text-slate-700">
      هل تقصد:{' '}
      <Link to={{ pathname: location.pathname, search: params.toString() }} className="font-bold text-brand-700 underline">
        {corrected}
      </Link>
      ؟
    </p>
  );
}
