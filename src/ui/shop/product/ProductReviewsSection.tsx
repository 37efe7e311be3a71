import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productSectionsStyles } from './productSectionsStyles';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

const css = extractedClassNames<typeof productSectionsStyles>('productSections');

const loadReviews = () => withShopSystem(import('./ProductReviews'));
const ProductReviews = lazy(() => loadReviews().then((module) => ({ default: module.ProductReviews })));

/** How far below the screen the section starts loading, so it is usually there when scrolled to. */
const AHEAD = '600px';

/**
 * The room the reviews will take while they load: blank, not a skeleton, since the section loads before it is
 * scrolled to and a first visit draws the page whole.
 */
function ReviewsPlaceholder() {
  return <div className={css('reviewsPlaceholder')} aria-hidden />;
}

/**
 * 'Customer reviews' (#reviews): the heading is drawn with the page, the reviews themselves load once the section
 * nears the screen (or at once for a link to #reviews), so neither their code nor their reads weigh on the product
 * page's first screen. Its frame is drawn with styles extracted at build (productSectionsStyles.tsx).
 */
export function ProductReviewsSection({ productId }: { productId: string }) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const linked = hash === '#reviews';

  // A link to #reviews loads them at once and brings the section into view.
  const load = near || linked;

  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: 'start' });
  }, [linked]);

  useEffect(() => {
    const section = ref.current;
    if (load || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [load]);

  return (
    <section id="reviews" ref={ref} aria-labelledby="reviews-heading" className={css('reviews')}>
      <h2 id="reviews-heading" className={css('pageHeading')}>
        Customer reviews
      </h2>
      {load ? (
        <Suspense fallback={<ReviewsPlaceholder />}>
          <ProductReviews key={productId} productId={productId} />
        </Suspense>
      ) : (
        <ReviewsPlaceholder />
      )}
    </section>
  );
}
