import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { memo, useEffect, useRef, useState, type FocusEvent } from 'react';
import { $shownBanners, warmBannersWhenQuiet, type ShownBanner } from '../../lib/shell/banners';
import type { FadeCarousel } from './fadeGlide';
import Icon from '../ui/Icon';
import './banners.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const NO_SECTION = atom<ShownBanner[]>([]);

/**
 * The banner carousel of a logged-in page (spec section 2). `section` is the banner
 * section code of the page (src/lib/shell/banners.ts, sectionForPath). The box keeps its
 * height from the first paint (250 px, 100 px at 450 px or less) so nothing shifts;
 * a section without banners folds away. It starts with what the page already shows:
 * the session's cache, or the banner the inline preloader painted.
 *
 * It persists across client-side navigations, and Astro renders a persisted island again each
 * time the router moves it into the next page: memo makes that a no-op while the section stays
 * (a tap's CPU goes to the next page instead).
 */
export default memo(function BannerCarousel({ section }: { section: string | null }) {
  const current = useStore(section ? $shownBanners(section) : NO_SECTION);
  // The island persists across client-side navigations (D17) and gets the next page's
  // section: until that section's banners are ready, the last ones stay (no flash of a
  // skeleton), and a carousel the participant paused stays paused.
  const [held, setHeld] = useState(current);
  if (current !== null && current !== held) setHeld(current);
  const banners = current ?? held;
  const [stopped, setStopped] = useState(false);
  useEffect(() => warmBannersWhenQuiet(), []);

  if (banners === null) {
    return (
      <div className="banners banners--loading skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">Ładowanie banerów</span>
      </div>
    );
  }
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <section className="banners" aria-label="Baner">
        <div className="banners__frame">
          <Slide banner={banners[0]!} label="Baner" />
        </div>
      </section>
    );
  }
  return (
    <Carousel
      key={banners.map((b) => b.id).join()}
      banners={banners}
      stopped={stopped}
      onStop={() => setStopped((s) => !s)}
    />
  );
});

function Slide({ banner, label }: { banner: ShownBanner; label: string }) {
  const image = <img src={banner.src} alt={label} decoding="async" draggable={false} className="banners__image" />;
  if (!banner.link) return image;
  return banner.link.newTab ? (
    <a href={banner.link.href} target="_blank" rel="noopener noreferrer" className="banners__link">
      {image}
      <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
    </a>
  ) : (
    <a href={banner.link.href} className="banners__link">
      {image}
    </a>
  );
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Several banners: Glide with the fade, dots, arrows and autoplay for each banner's
 * own time. Autoplay pauses on hover, on keyboard focus and with the pause button
 * (WCAG 2.2.2), and does not start under prefers-reduced-motion.
 */
function Carousel({ banners, stopped, onStop }: { banners: ShownBanner[]; stopped: boolean; onStop: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const carousel = useRef<FadeCarousel | null>(null);
  const [mounted, setMounted] = useState(false);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const autoplay = !reducedMotion;
  const paused = stopped || hovered || focused;
  // What the carousel starts with when it mounts; later changes go through pause/play.
  const playsAtMount = useRef(autoplay && !paused);
  useEffect(() => {
    playsAtMount.current = autoplay && !paused;
  });

  useEffect(() => {
    let alive = true;
    void import('./fadeGlide').then(({ mountFadeCarousel }) => {
      if (!alive || !root.current) return;
      carousel.current = mountFadeCarousel(root.current, {
        autoplay: playsAtMount.current,
        onChange: setIndex,
      });
      setMounted(true);
    });
    return () => {
      alive = false;
      carousel.current?.destroy();
      carousel.current = null;
    };
    // Mounted once per banner list (the parent keys it); autoplay changes go through pause/play.
  }, []);

  useEffect(() => {
    if (!mounted) return;
    if (paused || !autoplay) carousel.current?.pause();
    else carousel.current?.play();
  }, [mounted, paused, autoplay]);

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const count = banners.length;

  return (
    <section
      className="banners"
      aria-roledescription="karuzela"
      aria-label="Banery"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={onBlur}
    >
      <div className="banners__frame glide" ref={root} data-mounted={mounted ? '' : undefined}>
        <div className="glide__track" data-glide-el="track">
          <div className="glide__slides">
            {banners.map((banner, i) => (
              <div
                key={banner.id}
                className="glide__slide"
                data-glide-autoplay={banner.durationMs}
                role="group"
                aria-roledescription="slajd"
                aria-label={`${i + 1} z ${count}`}
              >
                <Slide banner={banner} label={`Baner ${i + 1} z ${count}`} />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="banners__controls">
        {autoplay && (
          <button type="button" className="banners__button" onClick={onStop}>
            <Icon name={stopped ? 'play' : 'pause'} size={16} />
            <span className="visually-hidden">
              {stopped ? 'Wznów przewijanie banerów' : 'Wstrzymaj przewijanie banerów'}
            </span>
          </button>
        )}
        <button type="button" className="banners__button" onClick={() => carousel.current?.go('<')}>
          <Icon name="chevronLeft" size={16} />
          <span className="visually-hidden">Poprzedni baner</span>
        </button>
        <div className="banners__dots">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className="banners__dot"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => carousel.current?.go(`=${i}`)}
            >
              <span className="visually-hidden">{`Pokaż baner ${i + 1} z ${count}`}</span>
            </button>
          ))}
        </div>
        {/* On a phone the dots only show where the carousel is; the arrows are the 44 px targets. */}
        <span className="banners__pips" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className="banners__pip" data-current={i === index || undefined} />
          ))}
        </span>
        <button type="button" className="banners__button" onClick={() => carousel.current?.go('>')}>
          <Icon name="chevronRight" size={16} />
          <span className="visually-hidden">Następny baner</span>
        </button>
      </div>
    </section>
  );
}
