import { Navigate, useParams } from 'react-router-dom';
import { footerCategoryToSlug } from '../../../domain/catalogue/NavigationTree';

/** The footer's /category/{key} links lead to the category page of the tree slug they name. */
export function FooterCategoryRedirect() {
  const { key = '' } = useParams();
  const slug = footerCategoryToSlug(key) ?? key;
  return <Navigate to={`/categories/${encodeURIComponent(slug)}`} replace />;
}
