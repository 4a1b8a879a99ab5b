import Glide, { Autoplay, Swipe, type GlideComponent } from '@glidejs/glide/dist/glide.modular.esm.js';
import { BANNER_FADE_MS, DEFAULT_BANNER_MS } from '../../lib/shell/banners';

/**
 * Glide only slides. This Translate replacement keeps the track still and fades:
 * the current slide gets opacity 1, the others 0 and leave the accessibility tree
 * and the tab order (the CSS stacks the slides in one cell with an opacity transition).
 */
const Fade: GlideComponent = (glide, Components, Events) => {
  const Translate = {
    set() {
      Components.Html.slides.forEach((slide, i) => {
        const current = i === glide.index;
        slide.style.opacity = current ? '1' : '0';
        slide.setAttribute('aria-hidden', String(!current));
        slide.inert = !current;
      });
    },
    remove() {
      for (const slide of Components.Html.slides) {
        slide.style.opacity = '';
        slide.removeAttribute('aria-hidden');
        slide.inert = false;
      }
    },
  };
  Events.on('move', () => Translate.set());
  Events.on('destroy', () => Translate.remove());
  return Translate;
};

export interface FadeCarousel {
  pause(): void;
  play(): void;
  go(pattern: string): void;
  destroy(): void;
}

/**
 * Mounts Glide on `root` with the 500 ms fade (spec section 9). With `autoplay`, each
 * slide stays for its data-glide-autoplay milliseconds (5 s when it has none).
 * `onChange` hears the index of every new slide.
 */
export function mountFadeCarousel(
  root: HTMLElement,
  { autoplay, onChange }: { autoplay: boolean; onChange: (index: number) => void },
): FadeCarousel {
  const glide = new Glide(root, {
    type: 'slider',
    rewind: true,
    perView: 1,
    gap: 0,
    animationDuration: BANNER_FADE_MS,
    rewindDuration: BANNER_FADE_MS,
    autoplay: autoplay ? DEFAULT_BANNER_MS : false,
    hoverpause: false, // the island pauses on hover, focus and its pause button itself
    keyboard: false,
    dragThreshold: false, // a mouse drag would follow a banner link
    swipeThreshold: 60,
  });
  glide.on('run', () => onChange(glide.index));
  glide.mount({ Autoplay, Swipe, Translate: Fade });
  return {
    pause: () => void glide.pause(),
    play: () => void glide.play(DEFAULT_BANNER_MS),
    go: (pattern) => void glide.go(pattern),
    destroy: () => void glide.destroy(),
  };
}
