import { shopCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { Carousel, CarouselPlaceholder } from '../../components/Carousel';
import { ProductCard, ProductCardPlaceholder } from '../../components/ProductCard';
import { Reveal } from '../../components/Reveal';
import { PriceNote } from '../../components/PriceNote';
import { pricesAt } from '../../lib/price-note';
import type { CardContext } from '../../lib/categories';

type CarouselCall = typeof shopCalls.topProducts | typeof shopCalls.pawnProducts;

function ProductCarousel({ call, title, id, context }: { call: CarouselCall; title: string; id: string; context: CardContext }) {
  const { data, loading } = useApi(call);
  if (loading && !data) {
    return (
      <section className="home__section" aria-busy="true" aria-labelledby={id}>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <CarouselPlaceholder slide={<ProductCardPlaceholder />} />
      </section>
    );
  }
  // Failures are logged only (docs/product.md "Messages"); an empty list shows no section.
  if (!data?.length) return null;
  return (
    <Reveal className="home__section" aria-labelledby={id} data-testid={`carousel-${context}`}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <PriceNote priceAt={pricesAt(data)} />
      <Carousel items={data} label={title} itemKey={(p) => p.id} render={(p) => <ProductCard product={p} context={context} />} />
    </Reveal>
  );
}

/** docs/product.md "Member app: home (/)", the two carousels. */
export function FeaturedCarousel() {
  return <ProductCarousel call={shopCalls.topProducts} title="สินค้าแนะนำ" id="featured-title" context="featured" />;
}

export function SpecialPriceCarousel() {
  return <ProductCarousel call={shopCalls.pawnProducts} title="สินค้าราคาพิเศษ" id="special-title" context="special" />;
}
