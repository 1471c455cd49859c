import { useToken, useVerificationStatus } from '../../stores/session';
import { showsVerifyPrompt } from '../../lib/verification';
import { VerifyPrompt } from './VerifyPrompt';
import { Hero } from './Hero';
import { PricePanel } from '../../features/gold-price/PricePanel';
import { PriceCharts } from '../../features/gold-price/PriceCharts';
import { FeaturedCarousel, SpecialPriceCarousel } from './ProductCarousels';
import { SavingsServices } from './SavingsServices';
import { LinkButton } from '../../ui/Button';
import './home.css';

/** Home (docs/product.md "Member app: home (/)"): the five sections in order (the price chart beside the price), then the savings services section and the way to the branches. */
export default function HomePage() {
  const token = useToken();
  const status = useVerificationStatus();
  return (
    <main className="page home">
      {showsVerifyPrompt(Boolean(token), status) && <VerifyPrompt />}
      <Hero />
      <PricePanel more />
      <PriceCharts ranges={['day', 'month']} id="home-chart" />
      <FeaturedCarousel />
      <SpecialPriceCarousel />
      <SavingsServices />
      {/* Where and when to come: every branch's hours, whether it is open now, its number and map (/branches). */}
      <section className="home__section home__branches" aria-labelledby="home-branches-title">
        <h2 id="home-branches-title" className="section-title">
          สาขาของเรา
        </h2>
        <LinkButton href="/branches" variant="outline">
          เวลาทำการและแผนที่สาขา
        </LinkButton>
      </section>
    </main>
  );
}
