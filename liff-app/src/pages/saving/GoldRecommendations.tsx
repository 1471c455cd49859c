import { PRICES_PAUSED } from '../../lib/gold-price';
import { imageSrc, imageSrcSet, type Product, type RecommendationsAnswer } from '@goldshop/api/contract';
import { BrandMark, LineIcon } from '../../components/icons';
import { PriceNote } from '../../components/PriceNote';
import { categoryLabel } from '../../lib/categories';
import { formatBalance, formatMoneySign, formatPrice, formatWeight } from '../../lib/format';
import { useLineOaUrl } from '../../stores/config';
import { LinkButton } from '../../ui/Button';
import './recommendations.css';

/** A small card: a screenful of them on a phone, two across, so the member sees the choice at a glance. */
function RecCard({ product, missing, balance }: { product: Product; missing?: number; balance: number }) {
  const src = imageSrc(product.img);
  // How far the savings are towards this piece: the bar the member watches fill.
  const progress =
    missing !== undefined && product.price ? Math.max(0, Math.min(100, Math.floor((balance / product.price) * 100))) : undefined;
  return (
    <li className="rec-card" data-testid={missing === undefined ? 'rec-affordable' : 'rec-next'}>
      {missing !== undefined && (
        <div className="rec-card__missing" data-testid="rec-missing">
          ออมอีก <strong>{formatMoneySign(missing)}</strong> <span className="rec-card__nowrap">เพื่อรับ</span>
          {progress !== undefined && (
            <div className="rec-card__bar" role="img" aria-label={`ออมแล้ว ${progress}% ของราคา`}>
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
      )}
      <div className="rec-card__img">
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="(min-width: 768px) 220px, 45vw"
            alt={`สินค้ารหัส ${product.code}`}
            loading="lazy"
            decoding="async"
            height={132}
          />
        ) : (
          <BrandMark width={56} height={56} role="img" aria-label="ไม่มีรูปสินค้า" />
        )}
      </div>
      <div className="rec-card__body">
        <span className="rec-card__cat">{categoryLabel(product.cat_id, 'shop')}</span>
        <p className="rec-card__code">รหัส {product.code}</p>
        <p className="rec-card__weight">
          น้ำหนัก {formatWeight(product.weight)} {product.unit}
        </p>
        <p className="rec-card__price" data-testid="rec-price">
          ราคาวันนี้ <strong>{formatPrice(product.price)}</strong>
        </p>
      </div>
    </li>
  );
}

/**
 * docs/product.md "Rules: savings type 1 (the ledger)", "the shop recommends gold matching the amount saved": the dearest pieces the savings
 * buy now, then the next ones with how much more to save. Prices at today's gold price.
 */
export function GoldRecommendations({ answer, loading }: { answer: RecommendationsAnswer | undefined; loading: boolean }) {
  const lineOaUrl = useLineOaUrl();
  if (loading && !answer) return <span className="skeleton recs__loading" aria-busy="true" />;
  if (!answer) return null; // a failed load is logged only (docs/product.md "Messages"); the rest of the page works
  const { balance, affordable, next } = answer;
  return (
    <section className="recs" id="gold-recs" aria-labelledby="recs-title" data-testid="saving-recs">
      <h2 id="recs-title" className="recs__title">
        ทองที่ออมได้แล้ว
      </h2>
      {answer.paused ? (
        <p className="recs__empty" data-testid="recs-paused">
          {PRICES_PAUSED}
        </p>
      ) : !answer.goldWeight ? (
        <p className="recs__empty">ยังไม่มีราคาทองของร้าน จึงยังคำนวณทองที่ออมได้ไม่ได้ กรุณาลองใหม่ภายหลัง</p>
      ) : (
        <>
          <PriceNote priceAt={answer.priceAt} />
          {affordable.length > 0 ? (
            <>
              <p className="recs__intro">ยอดที่ถอนได้ {formatBalance(balance) ?? '-'} บาท รับทองชิ้นเหล่านี้ได้ตามราคาวันนี้</p>
              <ul className="recs__grid" aria-label="ทองที่ยอดออมรับได้">
                {affordable.map((p) => (
                  <RecCard key={p.id} product={p} balance={balance} />
                ))}
              </ul>
            </>
          ) : (
            <p className="recs__empty">
              ยอดที่ถอนได้ {formatBalance(balance) ?? '-'} บาท ยังไม่พอสำหรับสินค้าชิ้นใดของร้าน{next.length > 0 ? ' ดูชิ้นที่ใกล้ที่สุดด้านล่าง' : ''}
            </p>
          )}
          {next.length > 0 && (
            <>
              <h3 className="recs__subtitle">ออมอีกนิดเพื่อรับชิ้นถัดไป</h3>
              <ul className="recs__grid" aria-label="ทองที่ออมอีกนิดจะรับได้">
                {next.map((p) => (
                  <RecCard key={p.id} product={p} missing={p.missing} balance={balance} />
                ))}
              </ul>
            </>
          )}
          <div className="recs__contact">
            <p>สนใจชิ้นไหน แจ้งรหัสสินค้าเมื่อถอนเป็นทองคำในแท็บ “ถอน” หรือสอบถามร้านทาง LINE</p>
            <LinkButton variant="line" href={lineOaUrl} external>
              <LineIcon width={20} height={20} /> ติดต่อร้าน
            </LinkButton>
          </div>
        </>
      )}
    </section>
  );
}
