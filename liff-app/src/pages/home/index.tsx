import { useToken, useVerificationStatus } from '../../stores/session';
import { showsVerifyPrompt } from '../../lib/verification';
import { VerifyPrompt } from './VerifyPrompt';
import { Hero } from './Hero';
import { GoldPricePanel } from './GoldPricePanel';
import { FeaturedCarousel, SpecialPriceCarousel } from './ProductCarousels';
import { SavingsServices } from './SavingsServices';
import './home.css';

/** Home (docs/product.md "Member app: home (/)"): the five sections in order, then the savings services section. */
export default function HomePage() {
  const token = useToken();
  const status = useVerificationStatus();
  return (
    <main className="page home">
      {showsVerifyPrompt(Boolean(token), status) && <VerifyPrompt />}
      <Hero />
      <GoldPricePanel />
      <FeaturedCarousel />
      <SpecialPriceCarousel />
      <SavingsServices />
    </main>
  );
}
