import { observer } from 'mobx-react-lite';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { useCategoryNavigation } from '../common/useCategoryNavigation';
import { useStores } from '../../app/stores/StoresContext';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { CATEGORY_TILE_IMAGES } from './categoryTileImages';
import type { categoryTilesStyles } from './categoryTilesStyles';

const css = extractedClassNames<typeof categoryTilesStyles>('categoryTiles');

/**
 * Every top-level category with its product count; clicks follow the category flow of
 * docs/behaviour.md#browsing-and-search. Drawn with styles extracted at build (categoryTilesStyles.tsx).
 */
export const CategoryTiles = observer(function CategoryTiles() {
  const { summary } = useStores();
  const goToCategory = useCategoryNavigation();
  return (
    <section aria-labelledby="categories-heading">
      <h2 className={css('heading')} id="categories-heading">
        Shop by Category
      </h2>
      <div className={css('grid')}>
        {summary.allCategories.map((category) => {
          const image = CATEGORY_TILE_IMAGES[category.slug];
          return (
            <a
              key={category.slug}
              className={css('tile')}
              href={category.path}
              onClick={(event) => goToCategory(category.slug, event)}
            >
              {image ? (
                <img
                  className={css('picture')}
                  src={cardPictureUrl(image)}
                  alt=""
                  width="320"
                  height="240"
                  loading="lazy"
                />
              ) : (
                <p className={css('comingSoon')} aria-hidden>
                  Coming soon
                </p>
              )}
              <p className={css('name')}>{category.name}</p>
              <p className={css('count')}>
                {summary.state.status === 'loaded'
                  ? category.productCount > 0
                    ? `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`
                    : 'Coming soon'
                  : ' '}
              </p>
            </a>
          );
        })}
      </div>
    </section>
  );
});
