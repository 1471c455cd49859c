import { contentCalls, imageSrc, imageSrcSet, type AboutItem } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { BRANCHES, FACEBOOK_URL, TIKTOK_URL } from '../../lib/shop-info';
import { useLineOaUrl } from '../../stores/config';
import { FacebookIcon, LineIcon, TikTokIcon } from '../../components/icons';
import { PageSpinner } from '../../components/Spinner';
import './about.css';

function AboutRecord({ item }: { item: AboutItem }) {
  const images = [item.img1, item.img2].map(imageSrc).filter((s): s is string => Boolean(s));
  return (
    <article className="about__record card">
      <h2>{item.header}</h2>
      {item.slogan && <p className="about__slogan">{item.slogan}</p>}
      <p className="about__desc">{item.description}</p>
      {images.length > 0 && (
        <div className="about__images">
          {images.map((src, i) => (
            // One column on a phone, two from 768 px, in a page of at most 1200 px.
            <img key={src} src={src} srcSet={imageSrcSet(src)} sizes="(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw" alt={`${item.header} รูปที่ ${i + 1}`} loading="lazy" decoding="async" height={500} />
          ))}
        </div>
      )}
    </article>
  );
}

/** SPEC §2 about page: every content record, the three-branch sentence and addresses, three contact buttons. */
export default function AboutPage() {
  const { data, loading } = useApi(contentCalls.getAbout);
  const lineOaUrl = useLineOaUrl();
  return (
    <main className="page about">
      <h1 className="page-title">เกี่ยวกับเรา</h1>
      {/* The fixed sections wait for the records, which go above them: arriving later, they would push them. */}
      {loading && !data ? <PageSpinner /> : <AboutContent items={data ?? []} lineOaUrl={lineOaUrl} />}
    </main>
  );
}

function AboutContent({ items, lineOaUrl }: { items: AboutItem[]; lineOaUrl: string }) {
  return (
    <>
      {items.map((item) => <AboutRecord key={item.id} item={item} />)}

      <section className="about__branches card" aria-labelledby="branches-title">
        <h2 id="branches-title">ร้านของเรามีทั้งหมด 3 สาขา ได้แก่</h2>
        <ul>
          {BRANCHES.map((b) => (
            <li key={b.name}>{b.address}</li>
          ))}
        </ul>
      </section>

      <div className="about__contacts">
        <a className="btn btn--line" href={lineOaUrl} target="_blank" rel="noopener noreferrer"><LineIcon /> LINE Official</a>
        <a className="btn about__fb" href={FACEBOOK_URL} target="_blank" rel="noopener noreferrer"><FacebookIcon /> Facebook</a>
        <a className="btn about__tiktok" href={TIKTOK_URL} target="_blank" rel="noopener noreferrer"><TikTokIcon /> TikTok</a>
      </div>
    </>
  );
}
