import { branchLine, contentCalls, imageSrc, imageSrcSet, type AboutItem } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { branchesSentence } from '../../lib/shop-info';
import { useLineUrl, useProfile, useProfileFailed } from '../../stores/shop-profile';
import { FacebookIcon, LineIcon, TikTokIcon } from '../../components/icons';
import { PageSpinner } from '../../ui/Spinner';
import { LinkButton } from '../../ui/Button';
import './about.css';

/** A loaded picture's box becomes the picture's own shape (its 3:2 placeholder was a guess): about.css. */
function ownShape(e: { currentTarget: HTMLImageElement }) {
  e.currentTarget.classList.add('about__img--loaded');
}

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
            // One column on a phone, two from 768 px, in a page of at most 1200 px. At most 500 px high and
            // always whole (docs/product.md "Member app: about (/about)"). Until it arrives the picture holds a box of a photo's usual shape, so the
            // page does not jump by its whole height (about.css); then it takes its own shape, so a wide or
            // square photo has no bands of background around it (docs/decisions.md, "Budgets as measured").
            <img
              key={src}
              src={src}
              srcSet={imageSrcSet(src)}
              sizes="(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw"
              alt={`${item.header} รูปที่ ${i + 1}`}
              loading="lazy"
              decoding="async"
              onLoad={ownShape}
            />
          ))}
        </div>
      )}
    </article>
  );
}

/**
 * About page (docs/product.md "Member app: about (/about)"): every content record, the sentence on the branches with their addresses, the contact
 * buttons. Branches and pages are the shop's own (stores/shop-profile.ts).
 */
export default function AboutPage() {
  const { data, loading } = useApi(contentCalls.getAbout);
  const profile = useProfile();
  const profileFailed = useProfileFailed();
  const profileLoading = !profile && !profileFailed;
  return (
    <main className="page about">
      <h1 className="page-title">เกี่ยวกับเรา</h1>
      {/* The fixed sections wait for the records and the shop's details, which go above them and into them:
          arriving later, they would push them. */}
      {(loading && !data) || profileLoading ? <PageSpinner /> : <AboutContent items={data ?? []} />}
    </main>
  );
}

function AboutContent({ items }: { items: AboutItem[] }) {
  const profile = useProfile();
  const lineUrl = useLineUrl();
  const branches = profile?.branches ?? [];
  return (
    <>
      {items.map((item) => (
        <AboutRecord key={item.id} item={item} />
      ))}

      {branches.length > 0 && (
        <section className="about__branches card" aria-labelledby="branches-title">
          <h2 id="branches-title">{branchesSentence(branches.length)}</h2>
          <ul>
            {branches.map((b) => (
              <li key={b.name}>
                {branchLine(b)}
                {b.mapUrl && (
                  <>
                    {' '}
                    <a href={b.mapUrl} target="_blank" rel="noopener noreferrer" className="about__map" aria-label={`แผนที่สาขา${b.name}`}>
                      แผนที่
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="about__contacts">
        <LinkButton variant="line" href={lineUrl} external>
          <LineIcon /> LINE Official
        </LinkButton>
        {profile?.facebook && (
          <LinkButton className="about__fb" href={profile.facebook} external>
            <FacebookIcon /> Facebook
          </LinkButton>
        )}
        {profile?.tiktok && (
          <LinkButton className="about__tiktok" href={profile.tiktok} external>
            <TikTokIcon /> TikTok
          </LinkButton>
        )}
      </div>
    </>
  );
}
