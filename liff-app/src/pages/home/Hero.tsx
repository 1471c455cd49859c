import { contentCalls, imageSrc, imageSrcSet } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { heroTarget } from '../../lib/verification';
import { useVerificationStatus } from '../../stores/session';
import { LinkButton } from '../../ui/Button';

/**
 * docs/product.md "Member app: home (/)", the hero: image, header and description from get-home, two columns from sm up,
 * the image 60% of its column. 'เริ่มออมทอง' goes to /saving only at verificationStatus 2.
 * get-home answers a list; the first item is the hero (docs/decisions.md).
 */
export function Hero() {
  const { data, loading } = useApi(contentCalls.getHome);
  const status = useVerificationStatus();
  const item = data?.[0];
  const src = imageSrc(item?.img);
  return (
    <section className="hero" aria-labelledby="hero-title" data-loading={loading}>
      <div className="hero__col hero__text">
        {item ? (
          <>
            <h1 id="hero-title" className="hero__title">
              {item.header}
            </h1>
            <p className="hero__desc">{item.description}</p>
          </>
        ) : loading ? (
          // Holds the text's place while get-home is on its way, so the sections below do not jump.
          <>
            <h1 id="hero-title" className="hero__title">
              <span className="skeleton-text" style={{ width: '70%' }}>
                {'\u00a0'}
              </span>
            </h1>
            <p className="hero__desc" aria-hidden="true">
              {[100, 100, 100, 55].map((w, i) => (
                <span key={i} className="skeleton-text skeleton-text--line" style={{ width: `${w}%` }}>
                  {'\u00a0'}
                </span>
              ))}
            </p>
          </>
        ) : (
          <h1 id="hero-title" className="hero__title">
            ร้านทอง ออมทอง
          </h1>
        )}
        <LinkButton href={heroTarget(status)} block className="hero__cta" data-testid="hero-cta">
          เริ่มออมทอง
        </LinkButton>
      </div>
      <div className="hero__col hero__media">
        {src ? (
          // 60% of its column: the whole width below 576 px, half the page (at most 1200 px) above.
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="(min-width: 1200px) 360px, (min-width: 576px) 30vw, 60vw"
            alt={item?.header ?? ''}
            className="hero__img"
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          loading && <div className="hero__img skeleton" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
