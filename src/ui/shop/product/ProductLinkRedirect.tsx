import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router-dom';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useStores } from '../../app/stores/StoresContext';
import { ProductNotFound } from './ProductNotFound';

/** /product/{id}, the link a banner with a chosen product gets (domain BannerForm): on to the product's own path. */
export const ProductLinkRedirect = observer(function ProductLinkRedirect() {
  const { id = '' } = useParams();
  const { productDetail: store } = useStores();
  useEffect(() => {
    void store.load({ by: 'id', value: id });
  }, [store, id]);
  const current = store.isFor({ by: 'id', value: id });
  if (current && (store.notFound || store.state.status === 'failed')) return <ProductNotFound />;
  if (current && store.state.status === 'loaded' && store.product) {
    return <Navigate to={productPath(store.product)} replace />;
  }
  return <PageSpinner label="Opening product" />;
});
