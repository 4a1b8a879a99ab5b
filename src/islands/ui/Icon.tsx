import { ISLAND_ICON_PATHS, type IslandIconName } from '../../lib/icons';

/** The islands' twin of src/components/Icon.astro: decorative, the label names the action. */
export default function Icon({ name, size = 20 }: { name: IslandIconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ISLAND_ICON_PATHS[name]} />
    </svg>
  );
}
