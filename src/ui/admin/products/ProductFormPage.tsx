import { useEffect } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { waitingShoppersText } from '../../../domain/alerts/alertTexts';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { LoadStateView } from '../common/LoadStateView';
import { PageHeader } from '../common/PageHeader';
import { ProductFormView } from './productForm/ProductFormView';
import { createProductEditorStore } from './ProductEditorStore';

/** /admin/products/add and /admin/products/edit/{id}: a new id in the address starts a fresh form. */
export function ProductFormPage() {
  const { id } = useParams();
  return <ProductFormScreen key={id ?? 'new'} id={id ?? null} />;
}

const ProductFormScreen = observer(function ProductFormScreen({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const store = useScreenStore(createProductEditorStore, id);
  useEffect(() => {
    void store.load();
  }, [store]);

  const save = async (): Promise<void> => {
    if (await store.save()) navigate('/admin/products');
  };

  if (store.notFound) {
    return (
      <>
        <PageHeader title="Edit Product" />
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{adminMessageFor('PRODUCT.NOT_FOUND')}</Alert.Title>
          <Button asChild size="sm" variant="outline" ms="auto">
            <RouterLink to="/admin/products">Back to products</RouterLink>
          </Button>
        </Alert.Root>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={store.isEdit ? 'Edit Product' : 'Add Product'}
        description={store.product ? store.product.name : undefined}
      />
      {store.waitingShoppers ? (
        <Alert.Root status="info" rounded="md" mb="4" data-testid="waiting-shoppers">
          <Alert.Indicator />
          <Alert.Title>{waitingShoppersText(store.waitingShoppers)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <LoadStateView
        state={store.state}
        empty={store.state.status === 'loading' || store.state.status === 'failed'}
        emptyText=""
        onRetry={() => void store.load()}
      >
        <ProductFormView
          store={store}
          onSubmit={() => void save()}
          onCancel={() => navigate('/admin/products')}
        />
      </LoadStateView>
    </>
  );
});
