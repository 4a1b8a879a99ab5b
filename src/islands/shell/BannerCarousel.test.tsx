import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { ShownBanner } from '../../lib/shell/banners';

const fake = vi.hoisted(() => ({
  carousel: { pause: vi.fn(), play: vi.fn(), go: vi.fn(), destroy: vi.fn() },
  options: null as null | { autoplay: boolean; onChange: (index: number) => void },
}));
vi.mock('./fadeGlide', () => ({
  mountFadeCarousel: vi.fn((_root: HTMLElement, options: typeof fake.options) => {
    fake.options = options;
    return fake.carousel;
  }),
}));
vi.mock('../../lib/shell/banners', async (original) => ({
  ...(await original<typeof import('../../lib/shell/banners')>()),
  $shownBanners: vi.fn(),
}));

const { $shownBanners } = await import('../../lib/shell/banners');
const { default: BannerCarousel } = await import('./BannerCarousel');

/** What the section's store shows: nothing at first, then `banners` (as after its answers). */
function answer(banners: ShownBanner[]) {
  const $shown = atom<ShownBanner[] | null>(null);
  vi.mocked($shownBanners).mockReturnValue($shown);
  setTimeout(() => $shown.set(banners));
}

const banner = (id: number, link: ShownBanner['link'] = null, durationMs = 5000): ShownBanner => ({
  id,
  link,
  mimeType: 'image/png',
  durationMs,
  src: `data:image/png;base64,AA${id}=`,
});
const THREE = [
  banner(1, { href: '/goals', newTab: false }, 7000),
  banner(2),
  banner(3, { href: 'https://www.punkty.example/hurtownia', newTab: true }, 4000),
];

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: reduce && media.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.options = null;
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BannerCarousel (spec section 2)', () => {
  it('holds the banner space while loading, and folds away for a section without banners', async () => {
    answer([]);
    const { container } = render(<BannerCarousel section="app_3_goals" />);
    expect(container.querySelector('.banners--loading[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect($shownBanners).toHaveBeenCalledWith('app_3_goals');
  });

  it('shows one banner without dots, arrows, pause or a carousel', async () => {
    answer([banner(5)]);
    render(<BannerCarousel section="app_3_rules" />);
    const image = await screen.findByRole('img', { name: 'Baner' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AA5=');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(fake.options).toBeNull();
  });

  it('links a banner with a url: a new tab with noopener for http(s), the same tab for a path', async () => {
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    const own = await screen.findByRole('link', { name: 'Baner 1 z 3' });
    expect(own.getAttribute('href')).toBe('/goals');
    expect(own.getAttribute('target')).toBeNull();
    const external = document.querySelector('a[href="https://www.punkty.example/hurtownia"]')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('otwiera się w nowej karcie');
    expect(document.querySelectorAll('.glide__slide a')).toHaveLength(2);
  });

  it('gives each slide its own time on screen and mounts the fading carousel with autoplay', async () => {
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    await waitFor(() => expect(fake.options).not.toBeNull());
    expect(fake.options!.autoplay).toBe(true);
    const times = [...document.querySelectorAll('.glide__slide')].map((s) => s.getAttribute('data-glide-autoplay'));
    expect(times).toEqual(['7000', '5000', '4000']);
  });

  it('has dots and arrows that drive the carousel, and marks the current dot', async () => {
    const user = userEvent.setup();
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    await waitFor(() => expect(fake.options).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pokaż baner 3 z 3' }));
    expect(fake.carousel.go).toHaveBeenLastCalledWith('=2');
    await user.click(screen.getByRole('button', { name: 'Następny baner' }));
    expect(fake.carousel.go).toHaveBeenLastCalledWith('>');
    await user.click(screen.getByRole('button', { name: 'Poprzedni baner' }));
    expect(fake.carousel.go).toHaveBeenLastCalledWith('<');
    act(() => fake.options!.onChange(1));
    expect(screen.getByRole('button', { name: 'Pokaż baner 2 z 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pokaż baner 1 z 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('pauses with the pause button and on hover, and resumes', async () => {
    const user = userEvent.setup();
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    await waitFor(() => expect(fake.options).not.toBeNull());
    const section = document.querySelector('.banners')!;
    await user.click(screen.getByRole('button', { name: 'Wstrzymaj przewijanie banerów' }));
    expect(fake.carousel.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Wznów przewijanie banerów' }));
    // happy-dom counts a click's focus as :focus-visible (a browser does not): let it go.
    act(() => (document.activeElement as HTMLElement).blur());
    fake.carousel.play.mockClear();
    await user.unhover(section); // the pointer was still over the carousel
    expect(fake.carousel.play).toHaveBeenCalledTimes(1);
    fake.carousel.pause.mockClear();
    await user.hover(section);
    expect(fake.carousel.pause).toHaveBeenCalledTimes(1);
  });

  it('pauses while the keyboard focus is inside', async () => {
    const user = userEvent.setup();
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    await waitFor(() => expect(fake.options).not.toBeNull());
    fake.carousel.pause.mockClear();
    await user.tab();
    expect(document.activeElement?.closest('.banners')).not.toBeNull();
    expect(fake.carousel.pause).toHaveBeenCalled();
    fake.carousel.play.mockClear();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(fake.carousel.play).toHaveBeenCalled();
  });

  it('does not autoplay under prefers-reduced-motion and offers no pause button', async () => {
    reducedMotion(true);
    answer(THREE);
    render(<BannerCarousel section="app_3_goals" />);
    await waitFor(() => expect(fake.options).not.toBeNull());
    expect(fake.options!.autoplay).toBe(false);
    expect(screen.queryByRole('button', { name: /przewijanie/ })).toBeNull();
    expect(fake.carousel.play).not.toHaveBeenCalled();
  });

  it('shows at once what the page already has (the session cache or the painted banner)', () => {
    vi.mocked($shownBanners).mockReturnValue(atom<ShownBanner[] | null>([banner(8)]));
    render(<BannerCarousel section="app_3_rules" />);
    expect(screen.getByRole('img', { name: 'Baner' }).getAttribute('src')).toBe('data:image/png;base64,AA8=');
  });

  it('has no section outside the mapped pages', async () => {
    const { container } = render(<BannerCarousel section={null} />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect($shownBanners).not.toHaveBeenCalled();
  });
});
