import { lazy, Suspense } from 'react';
import type { PagerProps } from './PagerNav';

const PagerNav = lazy(() => import('./PagerNav'));

/**
 * Previous / numbers / next; nothing when everything fits on one page. The pager's code
 * loads only for a list of several pages (issue 24): most lists fit on one. Its place is
 * kept meanwhile, so nothing below it moves when it appears.
 */
export default function Pager(props: PagerProps) {
  if (props.totalPages <= 1) return null;
  return (
    <Suspense fallback={<div className="pager pager--waiting" />}>
      <PagerNav {...props} />
    </Suspense>
  );
}
