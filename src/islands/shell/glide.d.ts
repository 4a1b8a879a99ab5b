/* Glide ships no types; only what src/islands/shell/fadeGlide.ts uses. */
declare module '@glidejs/glide/dist/glide.modular.esm.js' {
  export interface GlideEvents {
    on(event: string | string[], handler: (context?: unknown) => void): void;
  }
  export interface GlideHtml {
    root: HTMLElement;
    track: HTMLElement;
    wrapper: HTMLElement;
    slides: HTMLElement[];
  }
  export interface GlideComponents {
    Html: GlideHtml;
    [name: string]: unknown;
  }
  export type GlideComponent = (glide: Glide, components: GlideComponents, events: GlideEvents) => unknown;

  export default class Glide {
    constructor(root: HTMLElement | string, options?: Record<string, unknown>);
    index: number;
    settings: Record<string, unknown>;
    mount(extensions?: Record<string, GlideComponent>): this;
    on(event: string | string[], handler: (context?: unknown) => void): this;
    go(pattern: string): this;
    play(interval?: number | false): this;
    pause(): this;
    destroy(): this;
  }
  export const Autoplay: GlideComponent;
  export const Swipe: GlideComponent;
}
